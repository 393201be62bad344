import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAuthDialogs } from "../../../lib/session";
import { clearToasts, mockApi, renderApp, requestAt } from "../../../test/render-app";
import { AuthDialogs } from "./auth-dialogs";

function OpenSignIn() {
  const { setOpen } = useAuthDialogs();
  useEffect(() => setOpen("login"), [setOpen]);
  return null;
}

async function openForgotForm() {
  const user = userEvent.setup();
  renderApp([
    {
      path: "/",
      element: (
        <>
          <OpenSignIn />
          <AuthDialogs />
        </>
      ),
    },
  ]);
  const signIn = await screen.findByRole("dialog", { name: "Welcome Back" });
  await user.click(within(signIn).getByRole("button", { name: "Forgot password?" }));
  const dialog = await screen.findByRole("dialog", { name: "Reset your password" });
  return { user, dialog };
}

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

describe("Forgot password? in the sign-in dialog", () => {
  it("checks the email before asking the server", async () => {
    const fetchMock = mockApi({});
    const { user, dialog } = await openForgotForm();
    expect(dialog).toHaveAccessibleDescription(
      "Enter the email of your account and we will send you a link to choose a new password.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Send Reset Link" }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText("Email")).toHaveAccessibleDescription(
        "Please enter a valid email address",
      ),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the email and shows the server's answer, whatever the account", async () => {
    const fetchMock = mockApi({
      "POST /auth/password-reset/request": () => ({
        status: 202,
        body: {
          message:
            "If an account uses this email, we have sent it a link to choose a new password. The link works for 60 minutes.",
          messageId: "resetRequested",
        },
      }),
    });
    const { user, dialog } = await openForgotForm();
    await user.type(within(dialog).getByLabelText("Email"), "aisha@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Send Reset Link" }));

    const status = await within(dialog).findByRole("status");
    expect(status).toHaveTextContent("Check your email");
    expect(status).toHaveTextContent(
      "If an account uses this email, we have sent it a link to choose a new password. The link works for 60 minutes.",
    );
    expect(requestAt(fetchMock, 0)).toMatchObject({
      url: "/api/auth/password-reset/request",
      method: "POST",
      body: { email: "aisha@example.com" },
    });

    await user.click(within(dialog).getByRole("button", { name: "Back to sign in" }));
    expect(await screen.findByRole("dialog", { name: "Welcome Back" })).toBeInTheDocument();
  });
});
