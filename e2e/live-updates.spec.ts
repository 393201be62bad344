import { apiCustomer, chooseWindow, completeClearance, fillDetails } from "./booking-helpers";
import { approveInPortal, openClinicPortal } from "./clinic-portal";
import { expect, test } from "./fixtures";

/**
 * Issue 23, live updates: the clinic's portal is open in one browser; a customer books and pays in another;
 * the booking appears in the open portal, announced, without a reload (Server-Sent Events). The night
 * window of day 3 is used by no other spec.
 */

test.describe.configure({ timeout: 60_000 });

test("a booking made in another browser appears in the clinic's open portal without a reload", async ({
  gatePassed: page,
  browser,
  request,
}) => {
  const portal = await openClinicPortal(browser);
  const live = portal.getByRole("region", { name: "Live updates" });
  await expect(live).toContainText("On: new bookings appear here as soon as they are paid.");
  // Marks this document: a reload or navigation would make a new one without the mark.
  await portal.evaluate(() => document.documentElement.setAttribute("data-live-test", "same-page"));

  const name = "Farah Aziz";
  const customer = await apiCustomer(request, name);
  await page.addInitScript((token) => localStorage.setItem("auth_token", token), customer.token);
  await page.goto("/service/nmn-150");
  await chooseWindow(page, 3, "Night 8PM - 12AM");
  await fillDetails(page, { name, email: customer.user.email });
  await page.getByText("Card", { exact: true }).click();
  // A Night visit: RM 1,600 and the Night surcharge.
  await page.getByRole("button", { name: "Complete Booking - RM 1,700" }).click();
  await completeClearance(page, name, { total: "RM 1,700" });
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
  await page.getByRole("button", { name: "Pay RM 1700" }).click();
  await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();

  // Well before the portal's own minute-long refresh: the event brought it.
  const card = portal.getByRole("listitem").filter({ hasText: name });
  await expect(card).toBeVisible({ timeout: 10_000 });
  await expect(live.getByRole("status")).toContainText(/New paid booking IVD-/);
  await expect(portal.locator("html")).toHaveAttribute("data-live-test", "same-page");
  await approveInPortal(card);
  await expect(portal.getByText("Booking has been approved", { exact: true })).toBeVisible();
  await portal.context().close();
});
