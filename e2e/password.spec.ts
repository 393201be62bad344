import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, passInviteGate, test } from "./fixtures";

const PASSWORD = "Sunrise2026";
const NEW_PASSWORD = "Moonrise2027";
let counter = 0;
const newEmail = () => `e2e.password.${Date.now()}.${(counter += 1)}@example.com`;

/** Where the server writes each email without SMTP_URL (playwright.config.ts gives it this DATA_DIR). */
const MAIL_DIR = path.join(process.env.IVDRIPS_E2E_DATA_DIR ?? "", "mail");

/** Quoted-printable, as mail files carry long lines: soft breaks joined, =XX bytes decoded. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** The reset link in the newest email written to `email`, once the outbox has sent it. */
async function resetLinkFor(email: string): Promise<string> {
  let link = "";
  await expect
    .poll(
      () => {
        const files = readdirSync(MAIL_DIR, { withFileTypes: true })
          .filter((entry) => entry.isFile() && entry.name.endsWith(".eml"))
          .map((entry) => readFileSync(path.join(MAIL_DIR, entry.name), "utf8"))
          .filter((message) => message.includes(`To: ${email}`))
          .map(decodeQuotedPrintable);
        link = /https?:\/\/[^\s"<>]+\/reset-password\?token=[\w-]+/.exec(files.at(-1) ?? "")?.[0] ?? "";
        return link;
      },
      { message: `a reset email to ${email} in ${MAIL_DIR}`, timeout: 15_000 },
    )
    .not.toBe("");
  return link;
}

async function signUp(page: Page, fullName: string, email: string) {
  await page.getByRole("button", { name: "Login" }).click();
  await page
    .getByRole("dialog", { name: "Welcome Back" })
    .getByRole("button", { name: "Create account" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Create Account" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Full Name").fill(fullName);
  await dialog.getByLabel("Password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Account created!", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole("button", { name: "Login" }).click();
  const dialog = page.getByRole("dialog", { name: "Welcome Back" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Welcome back!", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function logOut(page: Page, fullName: string) {
  await page.getByRole("button", { name: new RegExp(fullName) }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
}

/**
 * The screen at a phone's and a desktop's width, saved where the reviewer looks: /tmp/password-<name>-<w>.png.
 * A dialog is taken as the window shows it, not the whole page behind it.
 */
async function screenshots(page: Page, name: string, { fullPage = true } = {}) {
  const before = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `/tmp/password-${name}-${width}.png`, fullPage });
  }
  if (before) await page.setViewportSize(before);
}

test("a forgotten password: the emailed link sets a new one and ends the old sessions", async ({
  gatePassed: page,
  browser,
  guards,
}) => {
  // Two devices, four axe checks and eight screenshots along the way: 27 s on a quiet machine.
  test.slow();
  const email = newEmail();
  await page.goto("/");
  await signUp(page, "Hana Yusof", email);

  // Another device, signed in with the old password.
  const other = await browser.newContext();
  await passInviteGate(other);
  const otherPage = await other.newPage();
  await otherPage.goto("/");
  await signIn(otherPage, email, PASSWORD);

  await logOut(page, "Hana Yusof");
  await page.getByRole("button", { name: "Login" }).click();
  await page
    .getByRole("dialog", { name: "Welcome Back" })
    .getByRole("button", { name: "Forgot password?" })
    .click();
  const forgot = page.getByRole("dialog", { name: "Reset your password" });
  await forgot.getByLabel("Email").fill(email);
  await screenshots(page, "forgot-form", { fullPage: false });
  await expectAccessible(page);
  await forgot.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(forgot.getByRole("status")).toContainText("If an account uses this email");
  await screenshots(page, "forgot-sent", { fullPage: false });
  await expectAccessible(page);
  await forgot.getByRole("button", { name: "Back to sign in" }).click();
  await page.keyboard.press("Escape");

  const link = await resetLinkFor(email);
  expect(new URL(link).pathname).toBe("/reset-password");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await screenshots(page, "reset-page");
  await expectAccessible(page);

  await page.getByLabel(/New password/).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Password changed" })).toBeVisible();
  await screenshots(page, "reset-done");
  await expectAccessible(page);

  // The link works once.
  guards.allowFailure("/api/auth/password-reset/confirm", 400);
  await page.goto(link);
  await page.getByLabel(/New password/).fill("Another2028");
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page.getByText("The password could not be changed", { exact: true })).toBeVisible();

  // The other device's session has ended: its token is refused and My Account asks to sign in again.
  await otherPage.goto("/account");
  await expect(otherPage.getByRole("dialog", { name: "Welcome Back" })).toBeVisible();
  expect(await otherPage.evaluate(() => localStorage.getItem("auth_token"))).toBeNull();
  await other.close();

  await page.goto("/");
  await signIn(page, email, NEW_PASSWORD);
  await expect(page.getByRole("button", { name: /Hana Yusof/ })).toBeVisible();
});

test("change password in My Account, then sign in with the new one; sign out everywhere", async ({
  gatePassed: page,
  guards,
}) => {
  const email = newEmail();
  await page.goto("/");
  await signUp(page, "Mei Ling Tan", email);
  await page.goto("/account");
  await page.getByRole("tab", { name: "Profile" }).click();

  guards.allowFailure("/api/auth/password", 403);
  await page.getByLabel(/Current password/).fill("Wrong2026x");
  await page.getByLabel(/New password/).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("The password is incorrect.")).toBeVisible();

  await page.getByLabel(/Current password/).fill(PASSWORD);
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Password changed", { exact: true })).toBeVisible();
  await screenshots(page, "account-security");
  await expectAccessible(page);

  // This browser goes on with the fresh token the change handed back.
  await page.reload();
  await expect(page.getByRole("tab", { name: "Profile" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Mei Ling Tan/ })).toBeVisible();

  await logOut(page, "Mei Ling Tan");
  await signIn(page, email, NEW_PASSWORD);

  await page.goto("/account");
  await page.getByRole("tab", { name: "Profile" }).click();
  await page.getByRole("button", { name: "Sign Out Everywhere" }).click();
  await expect(page.getByText("Signed out everywhere", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
});
