import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import { nextClientAddress } from "./booking-helpers";
import { E2E_CLINIC_PASSWORD, E2E_CLINIC_USERNAME } from "./e2e-constants";
import { expect, trackRequests } from "./fixtures";

/**
 * The e2e clinic's token, signed in over the API. Each sign-in comes from its own address (the server trusts
 * the forwarded address in these runs): sign-in is limited to 10 a minute per client, and the suite signs the
 * clinic in more often than that.
 */
export async function clinicToken(request: APIRequestContext): Promise<string> {
  const login = await request.post("/api/clinics/login", {
    headers: { "x-forwarded-for": nextClientAddress() },
    data: { username: E2E_CLINIC_USERNAME, password: E2E_CLINIC_PASSWORD },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/**
 * The e2e clinic's portal, signed in through its form, in a browser context of its own (past the invite gate),
 * opened at one of its sections when `view` names it. The context comes from an address of its own, as
 * clinicToken's sign-ins do: the suite signs the clinic in through the browser more than the ten times a minute
 * one client may.
 */
export async function openClinicPortal(browser: Browser, view?: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": nextClientAddress() } });
  await context.addInitScript(() => localStorage.setItem("invite_code_verified", "true"));
  const portal = await context.newPage();
  // So that "the network is quiet" leaves out the portal's live event stream, which stays open (fixtures.ts).
  trackRequests(portal);
  await portal.goto("/clinic");
  await portal.getByLabel("Username").fill(E2E_CLINIC_USERNAME);
  await portal.getByLabel("Password").fill(E2E_CLINIC_PASSWORD);
  await portal.getByRole("button", { name: "Sign In" }).click();
  await expect(portal.getByText("Clinic Management Dashboard")).toBeVisible();
  if (view)
    await portal
      .getByRole("navigation", { name: "Clinic portal sections" })
      .getByRole("link", { name: view })
      .click();
  return portal;
}

/**
 * Rejects the booking on a portal card as a clinic does: Reject opens a dialog that asks for the reason the
 * customer is shown, and Reject Booking confirms it.
 */
export async function rejectInPortal(card: Locator, reason: string): Promise<void> {
  await card.getByRole("button", { name: "Reject" }).click();
  const dialog = card.page().getByRole("dialog", { name: "Reject this booking?" });
  await dialog.getByRole("textbox", { name: "Reason for the customer" }).fill(reason);
  await dialog.getByRole("button", { name: "Reject Booking" }).click();
  await expect(dialog).toHaveCount(0);
}
