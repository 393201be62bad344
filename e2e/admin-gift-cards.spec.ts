import type { Page } from "@playwright/test";
import { nextClientAddress } from "./booking-helpers";
import { issueGiftCard } from "./gift-card-helpers";
import {
  expect,
  expectAccessible,
  expectNoHorizontalOverflow,
  screenshotAtEveryWidth,
  staffSignIn,
  test,
} from "./fixtures";

/**
 * Gift cards in the console (issue 39): a card of RM 250 is issued (through the browser-test route, as no
 * purchase exists yet and the server keeps only a hash of the code), staff look it up by the code typed in
 * lower case with spaces, see its ledger, then void it with a reason: the ledger ends "Voided", the balance is
 * RM 0, the code no longer spends and the audit log has the reason. The page and its dialog pass axe and are
 * photographed at 1280 px and 390 px.
 */

/** The nav link of a console page: in the sidebar, or behind the menu button on a phone. */
async function openFromNav(page: Page, name: string) {
  const menu = page.getByRole("button", { name: "Open menu" });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name, exact: true }).click();
}

test("staff look a gift card up by its code typed any way, see its ledger and void it", async ({
  gatePassed: page,
  request,
}) => {
  const { code } = await issueGiftCard(request, 250, "Nur Aisyah", "aisyah.gift@example.com");
  // "7kq2 m9xd 4htw pb3n": as a customer might read it out and staff type it.
  const typed = (code.toLowerCase().match(/.{4}/g) ?? []).join(" ");
  const title = `Gift card •••• ${code.slice(-4)}`;

  // A sign-in address of its own: the console's sign-in allows 10 a minute per client.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": nextClientAddress() });
  await staffSignIn(page, "/admin");
  await openFromNav(page, "Gift cards");
  await expect(page.getByRole("heading", { name: "Gift cards", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/gift-cards$/);

  const search = page.getByRole("search", { name: "Look up a gift card" });
  await search.getByLabel("Gift card code").fill(typed);
  await search.getByRole("button", { name: "Look up" }).click();
  const card = page.getByRole("region", { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText("Active", { exact: true })).toBeVisible();
  await expect(card.getByText("aisyah.gift@example.com")).toBeVisible();
  const ledger = page.getByRole("table", { name: "Ledger entries" });
  const rows = ledger.getByRole("row").filter({ has: page.getByRole("cell") });
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole("cell")).toHaveText(["Issued", "+RM 250", "RM 250", /No booking/]);
  // The code typed is never in the address.
  expect(page.url()).not.toContain(code.slice(0, 4).toLowerCase());
  await expectAccessible(page);
  await screenshotAtEveryWidth(page, "admin-gift-cards", async () => {
    await expect(card).toBeVisible();
  });

  await card.getByRole("button", { name: "Void card" }).click();
  const dialog = page.getByRole("dialog", { name: `Void gift card •••• ${code.slice(-4)}` });
  await expect(dialog.getByText("The RM 250 left on it is taken off")).toBeVisible();
  // No reason: the form says so and sends nothing.
  await dialog.getByRole("button", { name: "Void card" }).click();
  await expect(dialog.getByText("Please give a reason")).toBeVisible();
  await dialog.getByLabel("Reason, for the audit log").fill("Reported lost by the holder");
  await expect(dialog.getByText("Please give a reason")).toBeHidden();
  await expectAccessible(page);
  await screenshotAtEveryWidth(page, "admin-gift-cards-void-dialog", async () => {
    await expect(dialog).toBeVisible();
  });
  await dialog.getByRole("button", { name: "Void card" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`•••• ${code.slice(-4)} is void: RM 250 was taken off.`)).toBeVisible();

  // The card read again: void, nothing left, the void the ledger's last entry, no second void.
  await expect(card.getByText("Void", { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1).getByRole("cell")).toHaveText(["Voided", "−RM 250", "RM 0", /No booking/]);
  await expect(card.getByText("Balance", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText(
    "RM 0",
  );
  await expect(card.getByRole("button", { name: "Void card" })).toBeDisabled();
  await expect(card.getByText("This card is void: nothing more can be spent from it.")).toBeVisible();
  // The code no longer spends.
  const balance = await request.get(`/api/gift-cards/${code}/balance`);
  expect(balance.status()).toBe(409);

  // On a phone: the ledger as cards, nothing wider than the screen (the toast gone too, for the pictures).
  await page.reload();
  await search.getByLabel("Gift card code").fill(typed);
  await search.getByRole("button", { name: "Look up" }).click();
  await expect(card).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  const entries = page.getByRole("list", { name: "Ledger entries" }).getByRole("listitem");
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(1)).toContainText("Voided");
  await expect(entries.nth(1)).toContainText("−RM 250");
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoHorizontalOverflow(page);
  await screenshotAtEveryWidth(page, "admin-gift-cards-voided", async () => {
    await expect(card).toBeVisible();
  });

  // The audit log has the void, by whom and why.
  await openFromNav(page, "Audit");
  await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("listitem").filter({ hasText: "Reported lost by the holder" }),
  ).toContainText("E2E Staff");
});
