import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthDialogs } from "../../features/auth/components/auth-dialogs";
import { clearToasts, findToast, mockApi, renderApp, requestAt } from "../../test/render-app";
import { ResetPasswordPage } from "./reset-password";

function renderPage(url: string) {
  const user = userEvent.setup();
  renderApp(
    [
      {
        path: "/reset-password",
        element: (
          <>
            <ResetPasswordPage />
            <AuthDialogs />
          </>
        ),
      },
    ],
    url,
  );
  return user;
}

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

describe("/reset-password", () => {
  it("sends the link's token with the new password, then offers to sign in", async () => {
    const fetchMock = mockApi({
      "POST /auth/password-reset/confirm": () => ({
        body: {
          message: "Your password has been changed. Please sign in with your new password.",
          messageId: "resetDone",
        },
      }),
    });
    const user = renderPage("/reset-password?token=tok_123-abc");
    expect(await screen.findByRole("heading", { name: "Choose a new password" })).toBeInTheDocument();

    const password = screen.getByLabelText(/New password/);
    await user.type(password, "weak");
    await user.click(screen.getByRole("button", { name: "Set New Password" }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(/Password must be at least 8 characters/),
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(password);
    await user.type(password, "Moonrise2027");
    await user.click(screen.getByRole("button", { name: "Set New Password" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Your password has been changed. Please sign in with your new password.",
    );
    expect(requestAt(fetchMock, 0)).toMatchObject({
      url: "/api/auth/password-reset/confirm",
      body: { token: "tok_123-abc", password: "Moonrise2027" },
    });

    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("dialog", { name: "Welcome Back" })).toBeInTheDocument();
  });

  it("says why when the link is used up or expired", async () => {
    mockApi({
      "POST /auth/password-reset/confirm": () => ({
        status: 400,
        body: {
          message:
            "This password reset link is invalid, has expired or has already been used. Please ask for a new one.",
          messageId: "resetTokenInvalid",
          statusCode: 400,
          code: "BAD_REQUEST",
        },
      }),
    });
    const user = renderPage("/reset-password?token=used");
    await user.type(await screen.findByLabelText(/New password/), "Moonrise2027");
    await user.click(screen.getByRole("button", { name: "Set New Password" }));
    const toast = await findToast("The password could not be changed");
    expect(toast).toHaveTextContent(
      "This password reset link is invalid, has expired or has already been used. Please ask for a new one.",
    );
  });

  it("without a token, points to asking for a new link", async () => {
    mockApi({});
    const user = renderPage("/reset-password");
    expect(
      await screen.findByText("This page needs the link from your password reset email."),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/New password/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Ask for a new link" }));
    expect(await screen.findByRole("dialog", { name: "Welcome Back" })).toBeInTheDocument();
  });
});
