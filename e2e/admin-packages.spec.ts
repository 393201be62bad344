import type { Page } from "@playwright/test";
import { nextClientAddress } from "./booking-helpers";
import { expect, expectAccessible, screenshotAtEveryWidth, staffSignIn, test } from "./fixtures";

/**
 * Drip packages in the console (issue 39 item 2): staff define "4 × NMN 150", see it listed with its price per
 * drip and on sale to customers, then take it off sale. The page and its dialog pass axe and are photographed
 * at 1280 px and 390 px.
 */

/** The nav link of a console page: in the sidebar, or behind the menu button on a phone. */
async function openFromNav(page: Page, name: string) {
  const menu = page.getByRole("button", { name: "Open menu" });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name, exact: true }).click();
}

interface PublicPackage {
  name: string;
  credits: number;
  price: number;
  validMonths: number;
  services: { id: string; name: string }[];
}

async function packagesOnSale(page: Page): Promise<PublicPackage[]> {
  const response = await page.request.get("/api/packages");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { packages: PublicPackage[] }).packages;
}

test("staff define a 4 × NMN 150 package, see it listed and on sale, then take it off sale", async ({
  gatePassed: page,
}) => {
  const name = "4 × NMN 150";
  // A sign-in address of its own: the console's sign-in allows 10 a minute per client, and other files sign in
  // too (the server trusts the forwarded address in these runs).
  await page.setExtraHTTPHeaders({ "x-forwarded-for": nextClientAddress() });
  await staffSignIn(page, "/admin");
  await openFromNav(page, "Drip packages");
  const heading = page.getByRole("heading", { name: "Drip packages", level: 1 });
  await expect(heading).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/packages$/);

  await page.getByRole("button", { name: "New package" }).click();
  const dialog = page.getByRole("dialog", { name: "New package" });
  // Nothing filled in: the form says what is missing and sends nothing.
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Choose the drips the package covers")).toBeVisible();
  await dialog.getByLabel("Package name", { exact: true }).fill(name);
  await dialog.getByLabel("Drips in the package", { exact: true }).fill("4");
  await dialog.getByLabel("Price (RM)", { exact: true }).fill("5200.50");
  await dialog.getByRole("checkbox", { name: /^NMN 150\b/ }).check();
  await dialog.getByLabel("Valid for (months)", { exact: true }).fill("6");
  await dialog.getByLabel("Note for the audit log (optional)").fill("Launch offer");
  await expect(dialog.getByRole("switch", { name: "On sale: customers can buy it" })).toBeChecked();
  // Each field once right is checked again as it changes: no message is left.
  await expect(dialog.getByText("Choose the drips the package covers")).toBeHidden();
  await expectAccessible(page);
  await screenshotAtEveryWidth(page, "admin-packages-dialog", async () => {
    await expect(dialog).toBeVisible();
    // The dialog scrolls within itself: its top, title first, in the picture.
    await dialog.evaluate((element) => element.scrollTo(0, 0));
  });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${name}: 4 drips for RM 5,200.50.`, { exact: true })).toBeVisible();

  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
  await expect(row.getByRole("cell")).toHaveText([
    "NMN 150",
    "4",
    "RM 5,200.50",
    "RM 1,300.13",
    "6 months",
    "On sale",
    `Edit ${name}`,
  ]);
  // Customers see it for sale, with the services it covers.
  expect(await packagesOnSale(page)).toContainEqual({
    id: expect.any(String),
    name,
    credits: 4,
    price: 5200.5,
    validMonths: 6,
    services: [{ id: "nmn-150", name: "NMN 150" }],
  });

  // Kept after a reload (the toast gone too, for the pictures).
  await page.reload();
  await expect(row.getByRole("cell").nth(5)).toHaveText("On sale");
  await expect(page.getByRole("status")).toHaveCount(0);
  await expectAccessible(page);
  await screenshotAtEveryWidth(page, "admin-packages", async () => {
    await expect(heading).toBeVisible();
  });

  // Off sale: an edit with its note for the audit log; the list says so and customers no longer see it.
  await row.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: `Edit ${name}` });
  await expect(edit.getByLabel("Price (RM)", { exact: true })).toHaveValue("5200.5");
  await expect(edit.getByRole("checkbox", { name: /^NMN 150\b/ })).toBeChecked();
  await edit.getByRole("switch", { name: "On sale: customers can buy it" }).uncheck();
  await edit.getByLabel("Note for the audit log (optional)").fill("NMN out of stock");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByRole("cell").nth(5)).toHaveText("Off sale");
  expect((await packagesOnSale(page)).map((pkg) => pkg.name)).not.toContain(name);

  // The audit log has both writes, the second with its note.
  await openFromNav(page, "Audit");
  await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("listitem").filter({ hasText: "NMN out of stock" }),
  ).toContainText("E2E Staff");
});
