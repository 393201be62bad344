import type { AuthResponse } from "@ivdrips/contract/auth";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAuthDialogs } from "../../../lib/session";
import { clearToasts, findToast, mockApi, renderApp, requestAt } from "../../../test/render-app";
import { AuthDialogs } from "./auth-dialogs";

const authResponse: AuthResponse = {
  token: "header.payload.signature",
  user: { id: "u2", email: "mei@example.com", fullName: "Mei Ling", phone: null, createdAt: "2026-01-01" },
};

function OpenSignUp() {
  const { setOpen } = useAuthDialogs();
  useEffect(() => setOpen("signup"), [setOpen]);
  return null;
}

async function renderSignUp() {
  const user = userEvent.setup();
  renderApp([
    {
      path: "/",
      element: (
        <>
          <OpenSignUp />
          <AuthDialogs />
        </>
      ),
    },
  ]);
  const dialog = await screen.findByRole("dialog", { name: "Create Account" });
  const field = (label: RegExp | string) => within(dialog).getByLabelText(label);
  const submit = () => user.click(within(dialog).getByRole("button", { name: "Create Account" }));
  return { user, dialog, field, submit };
}

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

describe("SignUpDialog", () => {
  it("shows every required field's message on submit, and none for an empty phone", async () => {
    const fetchMock = mockApi({});
    const { field, submit } = await renderSignUp();
    await submit();

    // react-hook-form validates asynchronously: the messages arrive after the click resolves
    await waitFor(() =>
      expect(field("Email")).toHaveAccessibleDescription("Please enter a valid email address"),
    );
    expect(field("Full Name")).toHaveAccessibleDescription("Full name must be at least 2 characters");
    expect(field("Password")).toHaveAccessibleDescription(
      expect.stringContaining("Password must be at least 8 characters"),
    );
    expect(field(/Phone/)).not.toHaveAttribute("aria-invalid");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks for a stronger password: upper case, lower case and a number", async () => {
    mockApi({});
    const { user, dialog, field, submit } = await renderSignUp();
    await user.type(field("Password"), "alllowercase");
    await submit();
    const message =
      "Password must contain at least one uppercase letter, one lowercase letter, and one number";
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).queryByText("Password must be at least 8 characters")).not.toBeInTheDocument();

    await user.clear(field("Password"));
    await user.type(field("Password"), "Strong123");
    await waitFor(() => expect(within(dialog).queryByText(message)).not.toBeInTheDocument());
    expect(field("Password")).not.toHaveAttribute("aria-invalid");
  });

  it("rejects a phone that is given but too short, and the message goes once it is fixed", async () => {
    mockApi({});
    const { user, dialog, field, submit } = await renderSignUp();
    await user.type(field(/Phone/), "123");
    await submit();
    await waitFor(() => expect(field(/Phone/)).toHaveAttribute("aria-invalid", "true"));
    expect(field(/Phone/)).toHaveAccessibleDescription("Please enter a valid phone number");

    await user.type(field(/Phone/), "45678");
    await waitFor(() =>
      expect(within(dialog).queryByText("Please enter a valid phone number")).not.toBeInTheDocument(),
    );
  });

  it("creates the account without a phone when none is given, stores the token and closes", async () => {
    const fetchMock = mockApi({ "POST /auth/register": () => ({ status: 201, body: authResponse }) });
    const { user, field, submit } = await renderSignUp();
    await user.type(field("Email"), "mei@example.com");
    await user.type(field("Full Name"), "Mei Ling");
    await user.type(field("Password"), "Strong123");
    await submit();

    const toast = await findToast("Account created!");
    expect(toast).toHaveTextContent("Welcome to IV Drips. Your account has been created successfully.");
    expect(localStorage.getItem("auth_token")).toBe(authResponse.token);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    const request = requestAt(fetchMock, 0);
    expect(request.url).toBe("/api/auth/register");
    expect(request.body).toEqual({
      email: "mei@example.com",
      fullName: "Mei Ling",
      password: "Strong123",
    });
  });

  it("sends the phone when one is given", async () => {
    const fetchMock = mockApi({ "POST /auth/register": () => ({ status: 201, body: authResponse }) });
    const { user, field, submit } = await renderSignUp();
    await user.type(field("Email"), "mei@example.com");
    await user.type(field("Full Name"), "Mei Ling");
    await user.type(field("Password"), "Strong123");
    await user.type(field(/Phone/), "+60 12-345 6789");
    await submit();

    await findToast("Account created!");
    expect(requestAt(fetchMock, 0).body).toMatchObject({ phone: "+60 12-345 6789" });
  });

  it("stays open when sign-up fails, toasting the server's message and showing it under the email", async () => {
    mockApi({
      "POST /auth/register": () => ({
        status: 409,
        body: {
          message: "An account with this email already exists",
          messageId: "emailTaken",
          statusCode: 409,
          code: "EMAIL_TAKEN",
        },
      }),
    });
    const { user, dialog, field, submit } = await renderSignUp();
    await user.type(field("Email"), "mei@example.com");
    await user.type(field("Full Name"), "Mei Ling");
    await user.type(field("Password"), "Strong123");
    await submit();

    const toast = await findToast("Signup failed");
    expect(toast).toHaveTextContent("An account with this email already exists");
    expect(toast).toHaveAttribute("data-variant", "destructive");
    expect(screen.getByRole("dialog", { name: "Create Account" })).toBe(dialog);
    expect(field("Email")).toHaveAccessibleDescription("An account with this email already exists");
    expect(localStorage.getItem("auth_token")).toBeNull();
  });

  it("falls back to 'Please check your information and try again.'", async () => {
    mockApi({ "POST /auth/register": () => ({ status: 500 }) });
    const { user, field, submit } = await renderSignUp();
    await user.type(field("Email"), "mei@example.com");
    await user.type(field("Full Name"), "Mei Ling");
    await user.type(field("Password"), "Strong123");
    await submit();

    expect(await findToast("Signup failed")).toHaveTextContent(
      "Please check your information and try again.",
    );
  });
});
