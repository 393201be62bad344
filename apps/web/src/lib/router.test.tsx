import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { memoryRouter } from "../test/render-app";
import {
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  resolvePath,
  Route,
  Routes,
  useLocation,
  useParams,
  useSearchParams,
} from "./router";

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="where">{pathname + search + hash}</p>;
}

describe("matchPath", () => {
  it("matches static, dynamic and splat patterns as react-router does", () => {
    expect(matchPath("/", "/")).toEqual({ params: {}, pathnameBase: "/" });
    expect(matchPath("/", "/services")).toBeNull();
    expect(matchPath("/services", "/Services/")).not.toBeNull();
    expect(matchPath("/service/:id", "/service/nmn%20150")?.params).toEqual({ id: "nmn 150" });
    expect(matchPath("/service/:id", "/service/a/b")).toBeNull();
    expect(matchPath("/admin/*", "/admin")).toEqual({ params: { "*": "" }, pathnameBase: "/admin" });
    expect(matchPath("/admin/*", "/admin/bookings/7")).toEqual({
      params: { "*": "bookings/7" },
      pathnameBase: "/admin",
    });
    expect(matchPath("/admin/*", "/administration")).toBeNull();
    expect(matchPath("*", "/anything/at/all")?.params).toEqual({ "*": "anything/at/all" });
  });
});

describe("resolvePath", () => {
  const from = { pathname: "/clinic", search: "?view=week", hash: "#top" };
  it("keeps the path for a search alone, the path and search for a hash alone", () => {
    expect(resolvePath("/services?category=beauty", from)).toEqual({
      pathname: "/services",
      search: "?category=beauty",
      hash: "",
    });
    expect(resolvePath("?view=schedule", from)).toEqual({
      pathname: "/clinic",
      search: "?view=schedule",
      hash: "",
    });
    expect(resolvePath("?", from)).toEqual({ pathname: "/clinic", search: "", hash: "" });
    expect(resolvePath("#faq", from)).toEqual({ pathname: "/clinic", search: "?view=week", hash: "#faq" });
  });
});

describe("Routes", () => {
  function Layout() {
    return (
      <div data-testid="layout">
        <Outlet />
      </div>
    );
  }
  function Service() {
    return <h1>Service {useParams().id}</h1>;
  }
  function Console() {
    return (
      <Routes>
        <Route path="login" element={<h1>Sign in</h1>} />
        <Route index element={<h1>Dashboard</h1>} />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Routes>
    );
  }
  const routes = [
    { path: "/admin/*", element: <Console /> },
    {
      element: <Layout />,
      children: [
        { path: "*", element: <h1>Not found</h1> },
        { index: true, element: <h1>Home</h1> },
        { path: "/service/:id", element: <Service /> },
        { path: "/service/new", element: <h1>New service</h1> },
      ],
    },
  ];

  it("renders the most specific match inside its layout, whatever the order", async () => {
    const { element, router } = memoryRouter(routes, "/service/new");
    render(element);
    expect(screen.getByTestId("layout")).toContainElement(
      screen.getByRole("heading", { name: "New service" }),
    );
    await router.navigate("/service/nmn-150");
    expect(screen.getByRole("heading", { name: "Service nmn-150" })).toBeInTheDocument();
    await router.navigate("/");
    expect(screen.getByRole("heading", { name: "Home" })).toBeInTheDocument();
    await router.navigate("/nowhere");
    expect(screen.getByRole("heading", { name: "Not found" })).toBeInTheDocument();
  });

  it("matches nested routes below their parent's path, and <Navigate> replaces the entry", async () => {
    const { element, router } = memoryRouter(routes, "/admin/login");
    render(element);
    expect(screen.getByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    await router.navigate("/admin/unknown");
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin");
    expect(router.state.historyAction).toBe("REPLACE");
  });
});

describe("links", () => {
  it("moves without a reload, carries state, and marks the open page's NavLink", async () => {
    function Page() {
      return (
        <>
          <nav>
            <NavLink to="/support" className={({ isActive }) => (isActive ? "on" : "off")}>
              Support
            </NavLink>
            <NavLink to="/" end>
              Home
            </NavLink>
            <Link to="/support#faq" state={{ from: "home" }}>
              FAQ
            </Link>
          </nav>
          <Where />
        </>
      );
    }
    const { element, router } = memoryRouter([{ path: "*", element: <Page /> }], "/");
    render(element);
    const support = screen.getByRole("link", { name: "Support" });
    expect(support).toHaveAttribute("href", "/support");
    expect(support).toHaveClass("off");
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

    await userEvent.click(screen.getByRole("link", { name: "FAQ" }));
    expect(screen.getByTestId("where")).toHaveTextContent("/support#faq");
    expect(router.state.location.state).toEqual({ from: "home" });
    expect(router.state.historyAction).toBe("PUSH");
    expect(support).toHaveClass("on");
    expect(support).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it("leaves a click with a modifier to the browser", async () => {
    const { element, router } = memoryRouter([{ path: "*", element: <Link to="/contact">Contact</Link> }]);
    render(element);
    const user = userEvent.setup();
    await user.keyboard("{Control>}");
    await user.click(screen.getByRole("link", { name: "Contact" }));
    expect(router.state.location.pathname).toBe("/");
  });
});

describe("useSearchParams", () => {
  it("reads the query and replaces it, keeping the path and dropping the hash", async () => {
    let setParams: ReturnType<typeof useSearchParams>[1] = () => undefined;
    function Filters() {
      const [params, set] = useSearchParams();
      setParams = set;
      return <p>category {params.get("category") ?? "all"}</p>;
    }
    const { element, router } = memoryRouter([{ path: "/services", element: <Filters /> }], "/services#list");
    render(element);
    expect(screen.getByText("category all")).toBeInTheDocument();
    act(() =>
      setParams((current) => ({ ...Object.fromEntries(current), category: "beauty" }), { replace: true }),
    );
    expect(screen.getByText("category beauty")).toBeInTheDocument();
    expect(router.state.location).toMatchObject({
      pathname: "/services",
      search: "?category=beauty",
      hash: "",
    });
    expect(router.state.historyAction).toBe("REPLACE");
    act(() => setParams({}));
    expect(router.state.location.search).toBe("");
    expect(router.state.historyAction).toBe("PUSH");
  });
});
