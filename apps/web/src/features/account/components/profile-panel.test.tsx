import type { User } from "@ivdrips/contract/auth";
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
import { ProfilePanel } from "./profile-panel";

const aisha: User = {
  id: "6f1c2a",
  email: "aisha@example.com",
  fullName: "Aisha Rahman",
  phone: "+60 12-345 6789",
  createdAt: "2026-01-01T00:00:00.000Z",
};

/** The panel as My Account shows it: for the session's user, once the profile has loaded. */
function SessionProfile() {
  const { user } = useSession();
  return user ? <ProfilePanel user={user} /> : <p>Loading...</p>;
}

async function renderProfile(extra: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ "GET /users/profile": () => ({ body: aisha }), ...extra });
  const user = userEvent.setup();
  renderApp([{ path: "/", element: <SessionProfile /> }]);
  await user.click(await screen.findByRole("button", { name: "Edit Profile" }));
  const form = closest(screen.getByRole("button", { name: "Save Changes" }), "form");
  return { user, fetchMock, form };
}

beforeEach(() => localStorage.setItem("auth_token", fakeToken()));
afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

describe("ProfilePanel", () => {
  it("shows the profile, with 'Not provided' for a missing phone", async () => {
    mockApi({ "GET /users/profile": () => ({ body: { ...aisha, phone: null } }) });
    renderApp([{ path: "/", element: <SessionProfile /> }]);
    const fullName = await screen.findByText("Aisha Rahman");
    const list = closest(fullName, "dl");
    expect(within(list).getByText("aisha@example.com")).toBeInTheDocument();
    expect(within(list).getByText("Not provided")).toBeInTheDocument();
    expect(within(list).getByText("6f1c2a")).toBeInTheDocument();
  });

  it("requires the full name", async () => {
    const { user, fetchMock, form } = await renderProfile();
    const fullName = within(form).getByLabelText("Full Name");
    await user.clear(fullName);
    await user.click(within(form).getByRole("button", { name: "Save Changes" }));

    await waitFor(() => expect(fullName).toHaveAttribute("aria-invalid", "true"));
    expect(fullName).toHaveAccessibleDescription("Full name must be at least 2 characters");
    expect(fetchMock).toHaveBeenCalledTimes(1); // only the profile load

    await user.type(fullName, "Aisha");
    await waitFor(() =>
      expect(within(form).queryByText("Full name must be at least 2 characters")).not.toBeInTheDocument(),
    );
  });

  it("shows the email disabled, saying it cannot be changed", async () => {
    const { form } = await renderProfile();
    const email = within(form).getByLabelText("Email");
    expect(email).toBeDisabled();
    expect(email).toHaveValue("aisha@example.com");
    expect(email).toHaveAccessibleDescription("Email cannot be changed");
  });

  it("Cancel drops the changes and returns to the profile", async () => {
    const { user, fetchMock, form } = await renderProfile();
    await user.clear(within(form).getByLabelText("Full Name"));
    await user.type(within(form).getByLabelText("Full Name"), "Someone Else");
    await user.clear(within(form).getByLabelText("Phone"));
    await user.click(within(form).getByRole("button", { name: "Cancel" }));

    expect(screen.queryByRole("button", { name: "Save Changes" })).not.toBeInTheDocument();
    expect(screen.getByText("Aisha Rahman")).toBeInTheDocument();
    expect(screen.getByText("+60 12-345 6789")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Edit Profile" }));
    expect(screen.getByLabelText("Full Name")).toHaveValue("Aisha Rahman");
    expect(screen.getByLabelText("Phone")).toHaveValue("+60 12-345 6789");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("saves only the full name and phone, then shows the updated profile", async () => {
    const { user, fetchMock, form } = await renderProfile({
      "PUT /users/profile": ({ body }) => ({ body: { ...aisha, ...(body as object) } }),
    });
    await user.clear(within(form).getByLabelText("Full Name"));
    await user.type(within(form).getByLabelText("Full Name"), "Aisha R.");
    await user.clear(within(form).getByLabelText("Phone"));
    await user.type(within(form).getByLabelText("Phone"), "+60 11-2222 3333");
    await user.click(within(form).getByRole("button", { name: "Save Changes" }));

    const toast = await findToast("Profile updated");
    expect(toast).toHaveTextContent("Your profile has been updated successfully.");
    expect(await screen.findByText("Aisha R.")).toBeInTheDocument();
    expect(screen.getByText("+60 11-2222 3333")).toBeInTheDocument();

    const request = requestAt(fetchMock, 1);
    expect(request.url).toBe("/api/users/profile");
    expect(request.method).toBe("PUT");
    expect(request.headers.get("authorization")).toMatch(/^Bearer /);
    expect(request.body).toEqual({ fullName: "Aisha R.", phone: "+60 11-2222 3333" });
  });

  it("stays in the form and toasts why when saving fails", async () => {
    const { user, form } = await renderProfile({
      "PUT /users/profile": () => ({
        status: 400,
        body: {
          message: "Please enter a valid phone number",
          messageId: "phoneInvalid",
          statusCode: 400,
          code: "VALIDATION_ERROR",
        },
      }),
    });
    await user.type(within(form).getByLabelText("Full Name"), " Jr");
    await user.click(within(form).getByRole("button", { name: "Save Changes" }));

    const toast = await findToast("Update failed");
    expect(toast).toHaveTextContent("Please enter a valid phone number");
    expect(toast).toHaveAttribute("data-variant", "destructive");
    expect(screen.getByRole("button", { name: "Save Changes" })).toBeInTheDocument();
  });
});
