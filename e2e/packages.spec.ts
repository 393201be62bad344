import path from "node:path";
import type { Page } from "@playwright/test";
import {
  apiCustomer,
  chooseDayAndWindow,
  fillDetails,
  klDay,
  signTreatmentConsent,
  signedInAccount,
} from "./booking-helpers";
import {
  expect,
  expectAccessible,
  expectNoHorizontalOverflow,
  screenshotAtEveryWidth,
  SCREENS_DIR,
  test,
  VIEWPORTS,
} from "./fixtures";
import { packageOnSale, yourPackages } from "./package-helpers";

/*
 * Issue 39's drip packages in the browser: staff put "4 × NutriGlow" on sale (over HTTP, as the console's own
 * spec does it in the browser); a customer finds it from the footer, buys it with FPX through the sandbox's
 * test bank, sees its four drips in My Account, books a NutriGlow visit with a credit (a Morning window on a
 * later day: no surcharge) and lands on the confirmation without any payment page, and My Account then says 3
 * of 4 are left. The packages page and the confirmation pass axe and are photographed at 390 and 1280 px.
 * Day 27 is used by no other spec; the customer's name by no other either.
 */

test.describe.configure({ timeout: 120_000 });

const PACKAGE = "4 × NutriGlow";
const CUSTOMER = "Aminah Kassim";
const DAY = 27;

/** An element's picture at each width, as `{name}-{width}.png` beside the full pages'. */
async function screenshotSectionAtEveryWidth(page: Page, name: string, section: ReturnType<Page["locator"]>) {
  const before = page.viewportSize();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await expect(section).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await section.screenshot({ path: path.join(SCREENS_DIR, `${name}-${viewport.width}.png`) });
  }
  if (before) await page.setViewportSize(before);
}

test("a customer buys 4 × NutriGlow with FPX and books a drip with a credit, paying nothing more", async ({
  gatePassed: page,
  request,
}) => {
  await packageOnSale(request, {
    name: PACKAGE,
    serviceIds: ["nutriglow"],
    credits: 4,
    price: 2000,
    validMonths: 3,
  });
  // A second package, so the page is seen as customers see it: more than one to choose from.
  await packageOnSale(request, {
    name: "10 × NutriGlow & NutriBeauty",
    serviceIds: ["nutriglow", "nutribeauty"],
    credits: 10,
    price: 4500,
    validMonths: 6,
  });

  const who = await apiCustomer(request, CUSTOMER);
  await signedInAccount(page, who.token);
  await expect(page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible();
  // No package yet: My Account has no list of them.
  await expect(page.getByRole("heading", { name: "Upcoming Bookings" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your packages" })).toHaveCount(0);

  // Found from the footer's quick links.
  await page
    .getByRole("contentinfo")
    .getByRole("navigation", { name: "Quick links" })
    .getByRole("link", { name: "Drip Packages" })
    .click();
  await expect(page).toHaveURL(/\/packages$/);
  await expect(page.getByRole("heading", { level: 1, name: "Drip Packages" })).toBeVisible();
  const card = page
    .getByRole("list", { name: "Packages on sale" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 2, name: PACKAGE }) });
  await expect(card).toContainText("4 drips");
  await expect(card).toContainText("RM 2,000");
  await expect(card).toContainText("RM 500 per drip");
  await expect(card).toContainText("Valid 3 months from purchase");
  await expect(card.getByRole("link", { name: "NutriGlow" })).toHaveAttribute("href", "/service/nutriglow");
  await expectAccessible(page);
  await screenshotAtEveryWidth(page, "packages", async () => {
    await expect(card).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });

  // Buy: how to pay, then the sandbox's checkout, whose test bank approves the FPX payment at once.
  await card.getByRole("button", { name: "Buy Package" }).click();
  const dialog = page.getByRole("dialog", { name: `Buy ${PACKAGE}` });
  await expect(dialog.getByRole("radio", { name: "Card" })).toBeChecked();
  await dialog.getByRole("radio", { name: "FPX online banking" }).check();
  await expectAccessible(page);
  await page.screenshot({ path: path.join(SCREENS_DIR, "packages-buy-1280.png") });
  await dialog.getByRole("button", { name: "Pay RM 2,000" }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
  await expect(page.getByText(PACKAGE)).toBeVisible();
  await page.getByRole("group", { name: "FPX (test bank)" }).getByRole("button", { name: "Succeed" }).click();

  await expect(page).toHaveURL(/\/packages\/confirmation\?session_id=/);
  await expect(page.getByRole("heading", { level: 1, name: "Package Purchased" })).toBeVisible();
  const bought = page.locator("[data-slot=card]").filter({
    has: page.getByRole("heading", { level: 2, name: PACKAGE }),
  });
  await expect(bought).toContainText("4 of 4 drips left");
  await expect(bought).toContainText("Covers: NutriGlow");
  await expect(page.getByRole("link", { name: "Book NutriGlow" })).toHaveAttribute(
    "href",
    "/service/nutriglow",
  );
  await expectAccessible(page);
  await screenshotAtEveryWidth(page, "packages-confirmation", async () => {
    await expect(bought).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });

  // My Account lists the package with its four drips.
  await page.getByRole("link", { name: "View My Account" }).click();
  const account = yourPackages(page, PACKAGE);
  await expect(account.card).toContainText("4 of 4 drips left");
  await expect(account.card).toContainText("Covers: NutriGlow");
  await expect(account.card).toContainText(/Valid until \d{1,2} \w+ \d{4}/);
  await screenshotSectionAtEveryWidth(page, "account-packages", account.section);

  // Books NutriGlow on a later day's Morning (no surcharge) with the credit: no payment page on the way.
  const paymentPages: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame() && frame.url().includes("/api/payments/sandbox/")) {
      paymentPages.push(frame.url());
    }
  });
  await page.goto("/service/nutriglow");
  const booking = page.getByRole("region", { name: "Book Your Treatment" });
  await chooseDayAndWindow(booking, klDay(DAY).iso, /^Morning/);
  await fillDetails(page, { name: CUSTOMER, email: who.user.email });
  const credit = booking.getByRole("radio", { name: /^Pay with a package credit/ });
  await expect(credit).toHaveAccessibleName(`Pay with a package credit ${PACKAGE}: 4 of 4 drips left`);
  await credit.check();
  await expect(
    booking.getByText("Your package credit pays for this visit: nothing more to pay."),
  ).toBeVisible();
  await expect(booking.getByRole("region", { name: "Booking Summary" })).toContainText("To pay");
  await screenshotSectionAtEveryWidth(
    page,
    "booking-package-credit",
    booking.getByRole("group", { name: "Payment Method" }),
  );
  await booking.getByRole("button", { name: "Book with Package Credit" }).click();
  await signTreatmentConsent(page, CUSTOMER);
  await page.getByRole("button", { name: "Agree and Book with Credit", exact: true }).click();

  await expect(page).toHaveURL(/\/booking-confirmation\?booking_id=/);
  await expect(page.getByRole("heading", { level: 1, name: "Booking Confirmed!" })).toBeVisible();
  await expect(page.getByText("Package credit", { exact: true })).toBeVisible();
  expect(paymentPages).toEqual([]);

  // My Account: the booking paid with the credit, and three drips left.
  await page.goto("/account");
  const visit = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 2, name: "Upcoming Bookings" }) })
    .getByRole("listitem")
    .filter({ hasText: "NutriGlow" });
  await expect(visit).toHaveCount(1);
  await expect(visit).toContainText("Paid with package credit");
  await expect(yourPackages(page, PACKAGE).card).toContainText("3 of 4 drips left");
});
