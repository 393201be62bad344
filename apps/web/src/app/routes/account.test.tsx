import type { AuthResponse, User } from "@ivdrips/contract/auth";
import { act, screen, waitFor, within } from "@testing-library/react";
import { useEffect } from "react";
import userEvent from "@testing-library/user-event";
import { Route, Switch } from "../../lib/router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeToken, mockApi, renderApp, clearToasts } from "../../test/render-app";
import { AuthDialogs } from "../../features/auth/components/auth-dialogs";
import { useSession } from "../../lib/session";
import { AccountPage } from "./account";

const aisha: User = {
  id: "u1",
  email: "aisha@example.com",
  fullName: "Aisha Rahman",
  phone: null,
  createdAt: "2026-01-01T00:00:00.000Z",
};

let current: ReturnType<typeof useSession> | null = null;
function session() {
  if (!current) throw new Error("the layout has not rendered");
  return current;
}
function Layout() {
  const session = useSession();
  useEffect(() => {
    current = session;
  });
  return (
    <>
      <Switch>
        <Route path="/">
          <h1>Home</h1>
        </Route>
        <Route path="/account">
          <AccountPage />
        </Route>
      </Switch>
      <AuthDialogs />
    </>
  );
}

function renderAccount() {
  return renderApp([{ element: <Layout /> }], "/account");
}

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

describe("AccountPage guard", () => {
  it("greets the customer in a render of its own, before the tabs (issue 35: LCP)", async () => {
    localStorage.setItem("auth_token", fakeToken());
    mockApi({ "GET /users/profile": () => ({ body: aisha }), "GET /bookings": () => ({ body: [] }) });
    // The DOM as the render that first shows the greeting left it.
    const tabsWithGreeting = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!screen.queryByText(/Welcome back/)) return;
        observer.disconnect();
        resolve(screen.queryAllByRole("tab").length);
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    renderAccount();
    expect(await tabsWithGreeting).toBe(0);
    expect(await screen.findByRole("tab", { name: "My Bookings" })).toBeInTheDocument();
  });

  it("shows 'Loading...' while the stored session is being checked, then My Account", async () => {
    localStorage.setItem("auth_token", fakeToken());
    mockApi({ "GET /users/profile": () => ({ body: aisha }), "GET /bookings": () => ({ body: [] }) });
    renderAccount();
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(await screen.findByRole("heading", { name: "My Account", level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole("tab", { name: "My Bookings" })).toHaveAttribute("aria-selected", "true");
    expect(document.title).toBe("My Account | IV Drips");
  });

  it("sends a visitor home with the sign-in dialog open, and back to My Account after signing in", async () => {
    const response: AuthResponse = { token: "a.b.c", user: aisha };
    mockApi({ "POST /auth/login": () => ({ body: response }), "GET /bookings": () => ({ body: [] }) });
    const user = userEvent.setup();
    const { router } = renderAccount();

    const dialog = await screen.findByRole("dialog", { name: "Welcome Back" });
    expect(router.state.location.pathname).toBe("/");
    expect(router.state.location.state).toMatchObject({ from: { pathname: "/account" } });

    await user.type(within(dialog).getByLabelText("Email"), "aisha@example.com");
    await user.type(within(dialog).getByLabelText("Password"), "Secret123");
    await user.click(within(dialog).getByRole("button", { name: "Sign In" }));

    expect(await screen.findByRole("heading", { name: "My Account", level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/account");
  });

  it("does not return to My Account after the dialog was dismissed", async () => {
    mockApi({ "POST /auth/login": () => ({ body: { token: "a.b.c", user: aisha } }) });
    const user = userEvent.setup();
    const { router } = renderAccount();
    await screen.findByRole("dialog", { name: "Welcome Back" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    act(() => session().signIn({ token: "a.b.c", user: aisha }));
    expect(router.state.location.pathname).toBe("/");
  });

  it("sends someone who signs out on the page home, without asking them to sign in again", async () => {
    localStorage.setItem("auth_token", fakeToken());
    mockApi({
      "GET /users/profile": () => ({ body: aisha }),
      "GET /bookings": () => ({ body: [] }),
      "POST /auth/logout": () => ({ body: { message: "You have been signed out.", messageId: "signedOut" } }),
    });
    const { router } = renderAccount();
    await screen.findByRole("heading", { name: "My Account", level: 1 });

    await act(() => session().signOut());
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("My Account's first render", () => {
  afterEach(() => {
    localStorage.clear();
    window.history.replaceState(null, "", "/");
  });

  it("waits for the profile asked for as the app started, and greets in it: no 'Loading...' first", async () => {
    localStorage.setItem("auth_token", fakeToken());
    window.history.replaceState(null, "", "/account");
    mockApi({
      "GET /users/profile": () => new Promise((resolve) => setTimeout(() => resolve({ body: aisha }), 20)),
      "GET /bookings": () => ({ body: [] }),
    });
    // A page load's modules: the session asks for the profile as its module first runs.
    vi.resetModules();
    const [page, app, language] = await Promise.all([
      import("./account"),
      import("../../test/render-app"),
      import("../../lib/i18n/language-store"),
    ]);
    await language.ensureCatalogue();
    await page.pageReady();

    app.renderApp([{ element: <page.AccountPage /> }], "/account");
    // No await: what the first render committed.
    expect(screen.getByText(/Welcome back, Aisha/)).toBeInTheDocument();
    expect(screen.queryByText("Loading...")).not.toBeInTheDocument();
  });
});
