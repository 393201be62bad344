import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { lazy, Suspense, useEffect } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { memoryRouter } from "../test/render-app";
import {
  BrowserRouter,
  Link,
  matchPath,
  NavLink,
  Redirect,
  Route,
  StaticRouter,
  Switch,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from "./router";

/*
 * What lib/router adds to wouter: the location as one state moved with startTransition, history entries with the
 * app's state and a key, the kind of the last move, NavLink, matchPath, and the server's fixed address.
 */

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="where">{pathname + search + hash}</p>;
}

describe("matchPath", () => {
  it("matches as <Route path> does: case-insensitively, a trailing slash aside", () => {
    expect(matchPath("/", "/")).toBe(true);
    expect(matchPath("/", "/services")).toBe(false);
    expect(matchPath("/services", "/Services/")).toBe(true);
    expect(matchPath("/service/:id", "/service/a/b")).toBe(false);
    expect(matchPath("/admin/*?", "/admin")).toBe(true);
    expect(matchPath("/admin/*?", "/admin/bookings/7")).toBe(true);
    expect(matchPath("/admin/*?", "/administration")).toBe(false);
    expect(matchPath("*", "/anything/at/all")).toBe(true);
  });
});

describe("Router", () => {
  it("carries state on a link, tells PUSH from REPLACE, and replaces when moving to the address shown", async () => {
    function Page() {
      return (
        <>
          <Link to="/support#faq" state={{ from: "home" }}>
            FAQ
          </Link>
          <Where />
        </>
      );
    }
    const { element, router } = memoryRouter([{ element: <Page /> }], "/");
    render(element);
    const start = router.state.location.key;

    await userEvent.click(screen.getByRole("link", { name: "FAQ" }));
    expect(screen.getByTestId("where")).toHaveTextContent("/support#faq");
    expect(router.state.location.state).toEqual({ from: "home" });
    expect(router.state.historyAction).toBe("PUSH");
    const faq = router.state.location.key;
    expect(faq).not.toBe(start);

    await userEvent.click(screen.getByRole("link", { name: "FAQ" }));
    expect(router.state.historyAction).toBe("REPLACE");
    expect(router.state.location.key).not.toBe(faq);
  });

  it("resolves a link to a query or a hash alone from the page it is on", async () => {
    const { element, router } = memoryRouter(
      [
        {
          element: (
            <>
              <Link to="?view=week">Week</Link>
              <Link to="?">Bookings</Link>
              <Link to="#faq">FAQ</Link>
              <Where />
            </>
          ),
        },
      ],
      "/clinic",
    );
    render(element);
    await userEvent.click(screen.getByRole("link", { name: "Week" }));
    expect(screen.getByTestId("where")).toHaveTextContent("/clinic?view=week");
    await userEvent.click(screen.getByRole("link", { name: "FAQ" }));
    expect(screen.getByTestId("where")).toHaveTextContent("/clinic?view=week#faq");
    await userEvent.click(screen.getByRole("link", { name: "Bookings" }));
    expect(router.state.location).toMatchObject({ pathname: "/clinic", search: "", hash: "" });
  });

  it("does not miss a <Redirect> in the first render, and it replaces the entry", async () => {
    const { element, router } = memoryRouter(
      [
        { path: "/admin", element: <h1>Dashboard</h1> },
        { element: <Redirect to="/admin" replace state={{ from: "elsewhere" }} /> },
      ],
      "/admin/unknown",
    );
    render(element);
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: "/admin", state: { from: "elsewhere" } });
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("leaves the page on screen while the next one loads, not the fallback", async () => {
    let arrive: (page: { default: () => React.JSX.Element }) => void = () => undefined;
    const Later = lazy(
      () => new Promise<{ default: () => React.JSX.Element }>((resolve) => (arrive = resolve)),
    );
    const { element, router } = memoryRouter([
      { path: "/", element: <h1>Home</h1> },
      { path: "/later", element: <Later /> },
    ]);
    render(<Suspense fallback={<p>Loading</p>}>{element}</Suspense>);

    await router.navigate("/later");
    expect(screen.getByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(screen.queryByText("Loading")).not.toBeInTheDocument();

    await act(async () => arrive({ default: () => <h1>Later</h1> }));
    expect(await screen.findByRole("heading", { name: "Later" })).toBeInTheDocument();
  });

  it("gives wouter's useSearchParams the query, and its setter keeps the path and drops the hash", async () => {
    let setParams: ReturnType<typeof useSearchParams>[1] = () => undefined;
    function Filters() {
      const [params, set] = useSearchParams();
      useEffect(() => {
        setParams = set;
      });
      return <p>category {params.get("category") ?? "all"}</p>;
    }
    const { element, router } = memoryRouter([{ path: "/services", element: <Filters /> }], "/services#list");
    render(element);
    expect(screen.getByText("category all")).toBeInTheDocument();
    await act(async () => setParams({ category: "beauty" }, { replace: true }));
    expect(screen.getByText("category beauty")).toBeInTheDocument();
    expect(router.state.location).toMatchObject({
      pathname: "/services",
      search: "?category=beauty",
      hash: "",
    });
    expect(router.state.historyAction).toBe("REPLACE");
  });
});

describe("NavLink", () => {
  it("marks the open page: aria-current, its class, and `end` for this path only", async () => {
    const { element, router } = memoryRouter([
      {
        element: (
          <nav>
            <NavLink to="/admin" end className={({ isActive }) => (isActive ? "on" : "off")}>
              Dashboard
            </NavLink>
            <NavLink to="/admin/bookings">Bookings</NavLink>
          </nav>
        ),
      },
    ]);
    render(element);
    const dashboard = screen.getByRole("link", { name: "Dashboard" });
    const bookings = screen.getByRole("link", { name: "Bookings" });
    expect(dashboard).toHaveClass("off");

    await router.navigate("/admin");
    expect(dashboard).toHaveClass("on");
    expect(dashboard).toHaveAttribute("aria-current", "page");
    expect(bookings).not.toHaveAttribute("aria-current");

    await router.navigate("/admin/bookings/7");
    expect(dashboard).toHaveClass("off");
    expect(bookings).toHaveClass("active");
    expect(bookings).toHaveAttribute("aria-current", "page");
  });
});

describe("BrowserRouter", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("keeps state and a key in the browser's entry, and Back is a POP that reads them again", async () => {
    let go: ReturnType<typeof useNavigate> = () => undefined;
    function Probe() {
      const navigate = useNavigate();
      useEffect(() => {
        go = navigate;
      });
      const { state, key } = useLocation();
      return (
        <p data-testid="probe">
          {useNavigationType()} {JSON.stringify(state)} {key}
        </p>
      );
    }
    render(
      <BrowserRouter>
        <Probe />
      </BrowserRouter>,
    );
    const loaded = (window.history.state as { key: string }).key;
    expect(screen.getByTestId("probe")).toHaveTextContent(`POP null ${loaded}`);

    await act(async () => go("/account", { state: { tab: "bookings" } }));
    const { key } = window.history.state as { key: string };
    expect(window.location.pathname).toBe("/account");
    expect(screen.getByTestId("probe")).toHaveTextContent(`PUSH {"tab":"bookings"} ${key}`);

    await act(async () => go("/support"));
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
    });
    expect(screen.getByTestId("probe")).toHaveTextContent(`POP {"tab":"bookings"} ${key}`);
  });

  it("gives each page load an entry of its own, so a load never takes another load's scroll position", () => {
    const keys = [1, 2].map(() => {
      window.history.replaceState(null, "", "/booking-confirmation");
      const { unmount } = render(
        <BrowserRouter>
          <Where />
        </BrowserRouter>,
      );
      const { key } = window.history.state as { key: string };
      unmount();
      return key;
    });
    expect(keys[0]).toMatch(/^[a-z0-9]+$/);
    expect(keys[0]).not.toBe("default");
    expect(keys[1]).not.toBe(keys[0]);
  });

  it("keeps the entry's key over a reload, so a reload returns to where the page was", () => {
    window.history.replaceState({ usr: { from: "link" }, key: "kept1234" }, "", "/account");
    render(
      <BrowserRouter>
        <Where />
      </BrowserRouter>,
    );
    expect(window.history.state).toEqual({ usr: { from: "link" }, key: "kept1234" });
  });
});

describe("StaticRouter", () => {
  it("renders the request's address on the server", () => {
    const html = renderToString(
      <StaticRouter location="/service/nmn-150?supplier=dr-lim">
        <Switch>
          <Route path="/service/:id">{(params) => <h1>Service {params.id}</h1>}</Route>
        </Switch>
        <Where />
      </StaticRouter>,
    );
    expect(html).toContain("Service <!-- -->nmn-150");
    expect(html).toContain("/service/nmn-150?supplier=dr-lim");
  });
});
