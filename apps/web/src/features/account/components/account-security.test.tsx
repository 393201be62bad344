import { type User } from "@ivdrips/contract/auth";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../../lib/session";
import {
  clearToasts,
  closest,
  fakeToken,
  findToast,
  mockApi,
  renderApp,
  requestAt,
} from "../../../test/render-app";
import { AccountSecurity } from "./account-security";

const aisha: User = {
  id: "6f1c2a",
  email: "aisha@example.com",
  fullName: "Aisha Rahman",
  phone: null,
  createdAt: "2026-01-01T00:00:00.000Z",
};

function SignedIn() {
  const { user } = useSession();
  return user ? <AccountSecurity /> : <p>Signed out</p>;
}

async function renderSecurity(extra: Parameters<typeof mockApi>[0]) {
  const fetchMock = mockApi({ "GET /users/profile": () => ({ body: aisha }), ...extra });
  const user = userEvent.setup();
  const { router } = renderApp([
    { path: "/account", element: <SignedIn /> },
    { path: "/", element: <p>Home</p> },
  ]);
  await router.navigate("/account");
  const form = closest(await screen.findByRole("button", { name: "Change Password" }), "form");
  return { user, fetchMock, form, router };
}

beforeEach(() => localStorage.setItem("auth_token", fakeToken()));
afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("Change password", () => {
  it("checks both fields before asking the server", async () => {
    const { user, fetchMock, form } = await renderSecurity({});
    await user.type(within(form).getByLabelText(/New password/), "short");
    await user.click(within(form).getByRole("button", { name: "Change Password" }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/Current password/)).toHaveAccessibleDescription(
        "Password is required",
      ),
    );
    expect(within(form).getByLabelText(/New password/)).toHaveAccessibleDescription(
      /Password must be at least 8 characters/,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1); // the profile, nothing more
  });

  it("shows a wrong current password on its field", async () => {
    const { user, form } = await renderSecurity({
      "PUT /auth/password": () => ({
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
    await user.click(within(form).getByRole("button", { name: "Change Password" }));
    const current = within(form).getByLabelText(/Current password/);
    await vi.waitFor(() => expect(current).toHaveAccessibleDescription("The password is incorrect."));
    expect(current).toHaveFocus();
  });

  it("sends both passwords and keeps this session on the fresh token", async () => {
    const fresh = fakeToken({ sv: 1 });
    const { user, fetchMock, form } = await renderSecurity({
      "PUT /auth/password": () => ({ body: { token: fresh, user: aisha } }),
    });
    await user.type(within(form).getByLabelText(/Current password/), "Sunrise2026");
    await user.type(within(form).getByLabelText(/New password/), "Moonrise2027");
    await user.click(within(form).getByRole("button", { name: "Change Password" }));
    expect(await findToast("Password changed")).toHaveTextContent(
      "Your sessions on other devices have been signed out.",
    );
    expect(requestAt(fetchMock, 1)).toMatchObject({
      url: "/api/auth/password",
      method: "PUT",
      body: { currentPassword: "Sunrise2026", newPassword: "Moonrise2027" },
    });
    expect(localStorage.getItem("auth_token")).toBe(fresh);
    expect(within(form).getByLabelText(/Current password/)).toHaveValue("");
  });
});

describe("Sign out everywhere", () => {
  it("ends every session, forgets the token and goes home", async () => {
    const { user, fetchMock, router } = await renderSecurity({
      "POST /auth/logout-all": () => ({
        body: { message: "You have been signed out on every device.", messageId: "signedOutEverywhere" },
      }),
    });
    await user.click(screen.getByRole("button", { name: "Sign Out Everywhere" }));
    expect(await findToast("Signed out everywhere")).toHaveTextContent(
      "You have been signed out on every device.",
    );
    expect(requestAt(fetchMock, 1)).toMatchObject({ url: "/api/auth/logout-all", method: "POST" });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(localStorage.getItem("auth_token")).toBeNull();
    // Only the one call: the session is cleared without a second sign-out request.
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
