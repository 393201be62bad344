import { apiMessagesZh } from "@ivdrips/contract/api-messages/zh";
import { apiMessagesMs } from "@ivdrips/contract/api-messages/ms";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../../lib/i18n/language-store";
import { useAuthDialogs, type AuthDialog } from "../../../lib/session";
import { clearToasts, findToast, mockApi, renderApp } from "../../../test/render-app";
import { AuthDialogs } from "./auth-dialogs";

function OpenOnMount({ dialog }: { dialog: AuthDialog }) {
  const { setOpen } = useAuthDialogs();
  useEffect(() => setOpen(dialog), [dialog, setOpen]);
  return null;
}

function renderDialog(dialog: AuthDialog) {
  const user = userEvent.setup();
  renderApp([
    {
      path: "/",
      element: (
        <>
          <OpenOnMount dialog={dialog} />
          <AuthDialogs />
        </>
      ),
    },
  ]);
  return { user };
}

afterEach(async () => {
  clearToasts();
  vi.unstubAllGlobals();
  await act(() => setLanguage("en"));
});

describe("the sign-in dialog in Malay", () => {
  it("shows its texts and the validation messages in Malay", async () => {
    const fetchMock = mockApi({});
    await act(() => setLanguage("ms"));
    const { user } = renderDialog("login");

    const dialog = await screen.findByRole("dialog", { name: "Selamat Kembali" });
    expect(dialog).toHaveAccessibleDescription("Log masuk ke akaun IV Drips anda");
    const email = within(dialog).getByLabelText("E-mel");
    expect(email).toHaveAttribute("placeholder", "Masukkan e-mel anda");
    expect(within(dialog).getByText("Belum mempunyai akaun?")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Log Masuk" }));
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    expect(email).toHaveAccessibleDescription(apiMessagesMs.emailInvalid);
    expect(within(dialog).getByLabelText("Kata Laluan")).toHaveAccessibleDescription(
      apiMessagesMs.passwordRequired,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("switches language while open, validation messages included", async () => {
    mockApi({});
    const { user } = renderDialog("login");
    const dialog = await screen.findByRole("dialog", { name: "Welcome Back" });
    await user.click(within(dialog).getByRole("button", { name: "Sign In" }));
    expect(await within(dialog).findByText("Please enter a valid email address")).toBeInTheDocument();

    await act(() => setLanguage("ms"));
    expect(screen.getByRole("dialog", { name: "Selamat Kembali" })).toBe(dialog);
    expect(within(dialog).getByText(apiMessagesMs.emailInvalid)).toBeInTheDocument();
    expect(within(dialog).queryByText("Please enter a valid email address")).not.toBeInTheDocument();
  });
});

describe("the sign-in dialog in Chinese", () => {
  it("says in Chinese why the login failed, the server's message included", async () => {
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
    await act(() => setLanguage("zh"));
    const { user } = renderDialog("login");

    const dialog = await screen.findByRole("dialog", { name: "欢迎回来" });
    await user.type(within(dialog).getByLabelText("电子邮件"), "aisha@example.com");
    await user.type(within(dialog).getByLabelText("密码"), "Wrong123");
    await user.click(within(dialog).getByRole("button", { name: "登录" }));

    const toast = await findToast("登录失败");
    expect(toast).toHaveTextContent(apiMessagesZh.invalidLogin);
    expect(screen.getByRole("dialog", { name: "欢迎回来" })).toBeInTheDocument();
  });

  it("shows the sign-up dialog's labels, hint and optional phone in Chinese", async () => {
    mockApi({});
    await act(() => setLanguage("zh"));
    renderDialog("signup");

    const dialog = await screen.findByRole("dialog", { name: "创建账户" });
    expect(within(dialog).getByLabelText("全名")).toHaveAttribute("placeholder", "请输入您的全名");
    expect(within(dialog).getByLabelText("密码")).toHaveAccessibleDescription(
      "至少 8 个字符，须包含一个大写字母、一个小写字母和一个数字。",
    );
    expect(within(dialog).getByLabelText("电话 （选填）")).toHaveAttribute("type", "tel");
    expect(within(dialog).getByRole("button", { name: "登录" })).toBeInTheDocument();
  });
});
