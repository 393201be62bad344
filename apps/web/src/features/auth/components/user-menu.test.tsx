import type { User } from "@ivdrips/contract/auth";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearToasts, fakeToken, findToast, mockApi, renderApp } from "../../../test/render-app";
import { UserMenu } from "./user-menu";

const aisha: User = {
  id: "u1",
  email: "aisha@example.com",
  fullName: "Aisha Rahman",
  phone: null,
  createdAt: "2026-01-01T00:00:00.000Z",
};

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

describe("UserMenu", () => {
  it("shows the user's name; My Account links to /account; Logout signs out, says so and goes home", async () => {
    localStorage.setItem("auth_token", fakeToken());
    const fetchMock = mockApi({
      "GET /users/profile": () => ({ body: aisha }),
      "POST /auth/logout": () => ({ body: { message: "You have been signed out.", messageId: "signedOut" } }),
    });
    const user = userEvent.setup();
    const { router } = renderApp(
      [
        { path: "/", element: <h1>Home</h1> },
        { path: "/services", element: <UserMenu /> },
      ],
      "/services",
    );

    await user.click(await screen.findByRole("button", { name: "Aisha Rahman" }));
    expect(await screen.findByRole("menuitem", { name: "My Account" })).toHaveAttribute("href", "/account");
    await user.click(screen.getByRole("menuitem", { name: "Logout" }));

    expect(await findToast("Logged out")).toHaveTextContent("You have been successfully logged out.");
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    expect(localStorage.getItem("auth_token")).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/logout", expect.objectContaining({ method: "POST" }));
  });

  it("gives a long name room to shrink to an ellipsis, keeping it whole for screen readers and on hover", async () => {
    const fullName = "Nurul Aisyah binti Abdul Rahman Al-Hashimi";
    localStorage.setItem("auth_token", fakeToken());
    mockApi({ "GET /users/profile": () => ({ body: { ...aisha, fullName } }) });
    renderApp([{ path: "/", element: <UserMenu /> }]);

    const button = await screen.findByRole("button", { name: fullName });
    expect(button).toHaveAttribute("title", fullName);
    // Able to shrink in the header's row (min-width 0, no shrink-0), the name cut with an ellipsis.
    expect(button).toHaveClass("min-w-0", "shrink");
    expect(button).not.toHaveClass("shrink-0");
    expect(screen.getByText(fullName)).toHaveClass("truncate");
  });

  it("renders nothing when signed out", () => {
    mockApi({});
    renderApp([{ path: "/", element: <UserMenu /> }]);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
