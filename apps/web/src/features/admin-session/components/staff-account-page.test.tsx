import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadAdminTexts } from "../../../lib/i18n/admin-texts";
import {
  clearToasts,
  closest,
  fakeToken,
  findToast,
  mockApi,
  renderApp,
  requestAt,
} from "../../../test/render-app";
import { StaffSessionProvider, useStaffSession } from "../staff-session";
import { StaffAccountPage } from "./staff-account-page";

const STAFF = {
  id: "9f0c2f4e-8b1d-4c55-9d7e-2f5e1c6a7b80",
  email: "demo.staff@ivdrips.my",
  name: "Demo Staff",
};

function SignedIn() {
  const { status } = useStaffSession();
  if (status === "unauthenticated") return <p>Signed out</p>;
  return status === "authenticated" ? <StaffAccountPage /> : <p>Loading</p>;
}

async function renderAccount(extra: Parameters<typeof mockApi>[0]) {
  const fetchMock = mockApi({ "GET /admin/me": () => ({ body: STAFF }), ...extra });
  const user = userEvent.setup();
  renderApp(
    [
      {
        path: "/",
        element: (
          <StaffSessionProvider>
            <SignedIn />
          </StaffSessionProvider>
        ),
      },
    ],
    "/",
    { session: false },
  );
  const form = closest(await screen.findByRole("button", { name: "Change password" }), "form");
  return { user, fetchMock, form };
}

beforeAll(async () => {
  await loadAdminTexts("en");
});
beforeEach(() => localStorage.setItem("staff_auth_token", fakeToken({ type: "staff" })));
afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the console's change-password form", () => {
  it("checks both fields before asking the server", async () => {
    const { user, fetchMock, form } = await renderAccount({});
    await user.type(within(form).getByLabelText(/New password/), "short");
    await user.click(within(form).getByRole("button", { name: "Change password" }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/Current password/)).toHaveAccessibleDescription(
        "Password is required",
      ),
    );
    expect(within(form).getByLabelText(/New password/)).toHaveAccessibleDescription(
      /Password must be at least 8 characters/,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1); // who is signed in, nothing more
  });

  it("shows a wrong current password on its field, and keeps the session", async () => {
    const token = localStorage.getItem("staff_auth_token");
    const { user, form } = await renderAccount({
      "PUT /admin/password": () => ({
        status: 403,
        body: {
          message: "The password is incorrect.",
          messageId: "incorrectPassword",
          statusCode: 403,
          code: "INCORRECT_PASSWORD",
        },
      }),
    });
    await user.type(within(form).getByLabelText(/Current password/), "Wrong2026x");
    await user.type(within(form).getByLabelText(/New password/), "Moonrise2027");
    await user.click(within(form).getByRole("button", { name: "Change password" }));
    const current = within(form).getByLabelText(/Current password/);
    await vi.waitFor(() => expect(current).toHaveAccessibleDescription("The password is incorrect."));
    expect(current).toHaveFocus();
    expect(localStorage.getItem("staff_auth_token")).toBe(token);
  });

  it("sends both passwords to the staff route and keeps this session on the fresh token", async () => {
    const fresh = fakeToken({ type: "staff", sv: 1 });
    const { user, fetchMock, form } = await renderAccount({
      "PUT /admin/password": () => ({ body: { token: fresh, staff: STAFF } }),
    });
    await user.type(within(form).getByLabelText(/Current password/), "Sunrise2026");
    await user.type(within(form).getByLabelText(/New password/), "Moonrise2027");
    await user.click(within(form).getByRole("button", { name: "Change password" }));
    expect(await findToast("Password changed")).toHaveTextContent(
      "Your console sessions on other devices have been signed out.",
    );
    expect(requestAt(fetchMock, 1)).toMatchObject({
      url: "/api/admin/password",
      method: "PUT",
      body: { currentPassword: "Sunrise2026", newPassword: "Moonrise2027" },
    });
    expect(localStorage.getItem("staff_auth_token")).toBe(fresh);
    expect(within(form).getByLabelText(/Current password/)).toHaveValue("");
  });
});

describe("the console's sign out everywhere", () => {
  it("ends every session of the member, forgets the token and shows the sign-in", async () => {
    const { user, fetchMock } = await renderAccount({
      "POST /admin/logout-all": () => ({
        body: { message: "You have been signed out on every device.", messageId: "signedOutEverywhere" },
      }),
    });
    await user.click(screen.getByRole("button", { name: "Sign out everywhere" }));
    expect(await findToast("Signed out everywhere")).toHaveTextContent("Sign in again to go on.");
    expect(requestAt(fetchMock, 1)).toMatchObject({ url: "/api/admin/logout-all", method: "POST" });
    expect(await screen.findByText("Signed out")).toBeVisible();
    expect(localStorage.getItem("staff_auth_token")).toBeNull();
    // Only the one call: the session is forgotten without a second sign-out request.
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
