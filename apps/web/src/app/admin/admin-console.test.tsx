import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadAdminTexts } from "../../lib/i18n/admin-texts";
import { fakeToken, mockApi, renderApp } from "../../test/render-app";
import { AdminConsole } from "./admin-console";

const STAFF = {
  id: "9f0c2f4e-8b1d-4c55-9d7e-2f5e1c6a7b80",
  email: "demo.staff@ivdrips.my",
  name: "Demo Staff",
};
const CONFIG = {
  whatsappNumber: "60123456789",
  supportPhone: "+60 3-2785 0000",
  supportEmail: "care@ivdrips.my",
};
const EMPTY_AUDIT = { entries: [], page: 1, pageSize: 50, total: 0 };

function renderConsole(path: string) {
  return renderApp([{ path: "/admin/*?", element: <AdminConsole /> }], path, { session: false });
}

beforeAll(async () => {
  await loadAdminTexts("en");
});

beforeEach(() => {
  localStorage.setItem("invite_code_verified", "true");
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the operations console", () => {
  it("sends a signed-out visitor of any console page to the sign-in page, and back after signing in", async () => {
    mockApi({
      "GET /config": () => ({ body: CONFIG }),
      "POST /admin/login": () => ({ body: { token: fakeToken({ type: "staff" }), staff: STAFF } }),
      "GET /admin/audit": () => ({ body: EMPTY_AUDIT }),
    });
    const { router } = renderConsole("/admin/audit");
    expect(await screen.findByRole("heading", { name: "Staff sign-in" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin/login");

    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), "demo.staff@ivdrips.my");
    await user.type(screen.getByLabelText("Password"), "DemoStaff2026");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    expect(await screen.findByRole("heading", { name: "Audit log" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin/audit");
    expect(screen.getByText("Signed in as Demo Staff")).toBeInTheDocument();
  });

  it("shows the nav to a signed-in staff member, and Sign out ends the session", async () => {
    localStorage.setItem("staff_auth_token", fakeToken({ type: "staff" }));
    const logout = vi.fn(() => ({ body: { message: "Logged out", messageId: "loggedOut" } }));
    mockApi({
      "GET /config": () => ({ body: CONFIG }),
      "GET /admin/me": () => ({ body: STAFF }),
      "GET /admin/audit": () => ({ body: EMPTY_AUDIT }),
      "POST /admin/logout": logout,
    });
    const { router } = renderConsole("/admin/audit");
    const nav = await screen.findByRole("navigation", { name: "Console" });
    for (const name of [
      "Dashboard",
      "Bookings",
      "Clinics",
      "Visit areas & fees",
      "Catalogue",
      "Drip packages",
      "Gift cards",
      "Invites",
      "Inbox",
      "Waitlist",
      "Audit",
    ])
      expect(nav).toContainElement(screen.getByRole("link", { name }));

    await userEvent.setup().click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("heading", { name: "Staff sign-in" })).toBeInTheDocument();
    expect(logout).toHaveBeenCalled();
    expect(localStorage.getItem("staff_auth_token")).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/login"));
  });

  it("treats a customer's or clinic's token as signed out", async () => {
    localStorage.setItem("staff_auth_token", fakeToken({ type: "clinic" }));
    mockApi({ "GET /config": () => ({ body: CONFIG }) });
    renderConsole("/admin");
    expect(await screen.findByRole("heading", { name: "Staff sign-in" })).toBeInTheDocument();
  });

  it("goes back to the sign-in page when the server stops accepting the token", async () => {
    localStorage.setItem("staff_auth_token", fakeToken({ type: "staff" }));
    mockApi({
      "GET /config": () => ({ body: CONFIG }),
      "GET /admin/me": () => ({ body: STAFF }),
      "GET /admin/audit": () => ({
        status: 401,
        body: { message: "Session expired", statusCode: 401, code: "UNAUTHORIZED" },
      }),
    });
    renderConsole("/admin/audit");
    expect(await screen.findByRole("heading", { name: "Staff sign-in" })).toBeInTheDocument();
    expect(localStorage.getItem("staff_auth_token")).toBeNull();
  });
});
