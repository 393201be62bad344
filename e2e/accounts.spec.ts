import type { Page } from "@playwright/test";
import { expect, expectAccessible, screenshotAtEveryWidth, test } from "./fixtures";

const PASSWORD = "Sunrise2026";
let counter = 0;
const newEmail = () => `e2e.${Date.now()}.${(counter += 1)}@example.com`;

async function signUp(page: Page, fullName: string, email: string) {
  await page.getByRole("button", { name: "Login" }).click();
  const signIn = page.getByRole("dialog", { name: "Welcome Back" });
  await signIn.getByRole("button", { name: "Create account" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Account" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Full Name").fill(fullName);
  await dialog.getByLabel("Password").fill(PASSWORD);
  await dialog.getByLabel(/Phone/).fill("+60 12-345 6789");
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Account created!", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
}

test("sign up → the header shows the name → logout", async ({ gatePassed: page }) => {
  await page.goto("/");
  await signUp(page, "Nurul Aziz", newEmail());
  const userButton = page.getByRole("button", { name: /Nurul Aziz/ });
  await expect(userButton).toBeVisible();
  await userButton.click();
  await expect(page.getByRole("menuitem", { name: "My Account" })).toBeVisible();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByText("Logged out", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("auth_token"))).toBeNull();
});

test("sign-in shows SPEC's validation messages, then clears them as they are fixed", async ({
  gatePassed: page,
  guards,
}) => {
  guards.allowFailure("/api/auth/login", 401);
  await page.goto("/");
  await page.getByRole("button", { name: "Login" }).click();
  const dialog = page.getByRole("dialog", { name: "Welcome Back" });
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
  await expect(dialog.getByText("Password is required")).toBeVisible();
  await dialog.getByLabel("Email").fill("nobody@example.com");
  await expect(dialog.getByText("Please enter a valid email address")).toBeHidden();
  await dialog.getByLabel("Password").fill("Wrong-pass-1");
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Login failed", { exact: true })).toBeVisible();
  await expect(dialog).toBeVisible();
});

test("/account sends a visitor home to sign in, then back to /account", async ({ gatePassed: page }) => {
  const email = newEmail();
  await page.goto("/");
  await signUp(page, "Farah Lim", email);
  await page.getByRole("button", { name: /Farah Lim/ }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();

  await page.goto("/account");
  await expect(page).toHaveURL("/");
  const dialog = page.getByRole("dialog", { name: "Welcome Back" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Welcome back!", { exact: true })).toBeVisible();
  await expect(page).toHaveURL("/account");
  await expect(page.getByRole("tab", { name: /My Bookings/ })).toHaveAttribute("aria-selected", "true");
});

test("My Account: bookings, profile edit, support; photographed and accessible", async ({
  gatePassed: page,
}) => {
  await page.goto("/");
  await signUp(page, "Hana Yusof", newEmail());
  await page.goto("/account");
  await expect(page.getByText("No upcoming bookings")).toBeVisible();
  await expectAccessible(page);
  await screenshotAtEveryWidth(page, "account-bookings", async () => {
    await expect(page.getByText("No upcoming bookings")).toBeVisible();
  });

  await page.getByRole("tab", { name: /Profile/ }).click();
  await expect(page.getByRole("tabpanel").getByText("Hana Yusof", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await expect(page.getByLabel("Email", { exact: true })).toBeDisabled();
  await expect(page.getByText("Email cannot be changed")).toBeVisible();
  await page.getByLabel("Full Name").fill("H");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Full name must be at least 2 characters")).toBeVisible();
  await page.getByLabel("Full Name").fill("Hana Yusof-Tan");
  await page.getByLabel("Phone", { exact: true }).fill("+60 13-222 3333");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated", { exact: true })).toBeVisible();
  await expect(page.getByRole("tabpanel").getByText("+60 13-222 3333", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: /Hana Yusof-Tan/ })).toBeVisible();
  await screenshotAtEveryWidth(page, "account-profile", async () => {
    await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
  });

  await page.getByRole("tab", { name: /Support/ }).click();
  await expectAccessible(page);
  await screenshotAtEveryWidth(page, "account-support", async () => {
    await expect(page.getByRole("tabpanel")).toBeVisible();
  });
});
