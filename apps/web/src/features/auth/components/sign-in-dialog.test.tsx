import type { AuthResponse } from "@ivdrips/contract/auth";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAuthDialogs, type AuthDialog } from "../../../lib/session";
import { rememberReturnTo } from "../return-to";
import { clearToasts, findToast, mockApi, renderApp, requestAt } from "../../../test/render-app";
import { AuthDialogs } from "./auth-dialogs";

const authResponse: AuthResponse = {
  token: "header.payload.signature",
  user: {
    id: "u1",
    email: "aisha@example.com",
    fullName: "Aisha Rahman",
    phone: null,
    createdAt: "2026-01-01",
  },
};

function OpenOnMount({ dialog }: { dialog: AuthDialog }) {
  const { setOpen } = useAuthDialogs();
  useEffect(() => setOpen(dialog), [dialog, setOpen]);
  return null;
}

function renderSignIn() {
  const user = userEvent.setup();
  const app = renderApp([
    {
      path: "/",
      element: (
        <>
          <OpenOnMount dialog="login" />
          <AuthDialogs />
        </>
      ),
    },
    { path: "/account", element: <p>Account page</p> },
  ]);
  return { user, ...app };
}

async function dialog() {
  return screen.findByRole("dialog", { name: "Welcome Back" });
}

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

describe("SignInDialog", () => {
  it("shows the title, subtitle and fields of SPEC §2", async () => {
    renderSignIn();
    const signIn = await dialog();
    expect(signIn).toHaveAccessibleDescription("Sign in to your IV Drips account");
    expect(within(signIn).getByLabelText("Email")).toHaveAttribute("placeholder", "Enter your email");
    expect(within(signIn).getByLabelText("Password")).toHaveAttribute("placeholder", "Enter your password");
    expect(signIn).toHaveClass("sm:max-w-[425px]");
  });

  it("shows each message under its field on submit, without calling the API", async () => {
    const fetchMock = mockApi({});
    const { user } = renderSignIn();
    const signIn = await dialog();
    await user.click(within(signIn).getByRole("button", { name: "Sign In" }));

    const email = within(signIn).getByLabelText("Email");
    const password = within(signIn).getByLabelText("Password");
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    expect(email).toHaveAccessibleDescription("Please enter a valid email address");
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(password).toHaveAccessibleDescription("Password is required");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("does not validate while typing before the first submit, then re-validates on change", async () => {
    mockApi({});
    const { user } = renderSignIn();
    const signIn = await dialog();
    const email = within(signIn).getByLabelText("Email");

    await user.type(email, "not-an-email");
    await waitFor(() =>
      expect(within(signIn).queryByText("Please enter a valid email address")).not.toBeInTheDocument(),
    );

    await user.click(within(signIn).getByRole("button", { name: "Sign In" }));
    expect(await within(signIn).findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(within(signIn).getByText("Password is required")).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, "aisha@example.com");
    await waitFor(() =>
      expect(within(signIn).queryByText("Please enter a valid email address")).not.toBeInTheDocument(),
    );
    expect(email).not.toHaveAttribute("aria-invalid");
    expect(within(signIn).getByText("Password is required")).toBeInTheDocument();

    await user.type(within(signIn).getByLabelText("Password"), "x");
    await waitFor(() => expect(within(signIn).queryByText("Password is required")).not.toBeInTheDocument());
  });

  it("signs in: posts the credentials, stores the token, says welcome back and closes", async () => {
    const fetchMock = mockApi({ "POST /auth/login": () => ({ body: authResponse }) });
    const { user } = renderSignIn();
    const signIn = await dialog();
    await user.type(within(signIn).getByLabelText("Email"), "Aisha@Example.com");
    await user.type(within(signIn).getByLabelText("Password"), "Secret123");
    await user.click(within(signIn).getByRole("button", { name: "Sign In" }));

    const toast = await findToast("Welcome back!");
    expect(toast).toHaveTextContent("You have been successfully logged in.");
    expect(localStorage.getItem("auth_token")).toBe(authResponse.token);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    const request = requestAt(fetchMock, 0);
    expect(request.url).toBe("/api/auth/login");
    expect(request.method).toBe("POST");
    expect(request.body).toEqual({ email: "aisha@example.com", password: "Secret123" });
  });

  it("shows 'Signing In...' and disables the button while working", async () => {
    let answer: (value: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { user } = renderSignIn();
    const signIn = await dialog();
    await user.type(within(signIn).getByLabelText("Email"), "aisha@example.com");
    await user.type(within(signIn).getByLabelText("Password"), "Secret123");
    await user.click(within(signIn).getByRole("button", { name: "Sign In" }));

    const working = await within(signIn).findByRole("button", { name: "Signing In..." });
    expect(working).toBeDisabled();
    answer(new Response(JSON.stringify(authResponse), { status: 200 }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("keeps the dialog open and toasts the server's message when sign-in fails", async () => {
    mockApi({
      "POST /auth/login": () => ({
        status: 401,
        body: {
          message: "Invalid email or password",
          messageId: "invalidLogin",
          statusCode: 401,
          code: "INVALID_CREDENTIALS",
        },
      }),
    });
    const { user } = renderSignIn();
    const signIn = await dialog();
    await user.type(within(signIn).getByLabelText("Email"), "aisha@example.com");
    await user.type(within(signIn).getByLabelText("Password"), "wrong");
    await user.click(within(signIn).getByRole("button", { name: "Sign In" }));

    const toast = await findToast("Login failed");
    expect(toast).toHaveTextContent("Invalid email or password");
    expect(toast).toHaveAttribute("data-variant", "destructive");
    expect(screen.getByRole("dialog", { name: "Welcome Back" })).toBeInTheDocument();
    expect(localStorage.getItem("auth_token")).toBeNull();
    expect(within(signIn).getByLabelText("Email")).toHaveValue("aisha@example.com");
  });

  it("falls back to 'Please check your credentials and try again.' when the server says nothing useful", async () => {
    mockApi({ "POST /auth/login": () => ({ status: 500 }) });
    const { user } = renderSignIn();
    const signIn = await dialog();
    await user.type(within(signIn).getByLabelText("Email"), "aisha@example.com");
    await user.type(within(signIn).getByLabelText("Password"), "Secret123");
    await user.click(within(signIn).getByRole("button", { name: "Sign In" }));

    expect(await findToast("Login failed")).toHaveTextContent("Please check your credentials and try again.");
  });

  it("returns to the page that asked for sign-in", async () => {
    mockApi({ "POST /auth/login": () => ({ body: authResponse }) });
    rememberReturnTo("/account");
    const { user, router } = renderSignIn();
    const signIn = await dialog();
    await user.type(within(signIn).getByLabelText("Email"), "aisha@example.com");
    await user.type(within(signIn).getByLabelText("Password"), "Secret123");
    await user.click(within(signIn).getByRole("button", { name: "Sign In" }));

    expect(await screen.findByText("Account page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/account");
  });

  it("switches to the sign-up dialog, and closing resets the form", async () => {
    mockApi({});
    const { user } = renderSignIn();
    let signIn = await dialog();
    await user.type(within(signIn).getByLabelText("Email"), "typed@example.com");
    expect(within(signIn).getByText("Don't have an account?")).toBeInTheDocument();
    await user.click(within(signIn).getByRole("button", { name: "Create account" }));

    const signUp = await screen.findByRole("dialog", { name: "Create Account" });
    await user.click(within(signUp).getByRole("button", { name: "Sign in" }));
    signIn = await dialog();
    expect(within(signIn).getByLabelText("Email")).toHaveValue("");

    await user.type(within(signIn).getByLabelText("Email"), "again@example.com");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
