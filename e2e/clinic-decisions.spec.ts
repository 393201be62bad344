import { apiCustomer, bookingRequest, klDay, paidBookingByApi } from "./booking-helpers";
import { openClinicPortal } from "./clinic-portal";
import { expect, test } from "./fixtures";

/**
 * Issue 34: the clinic's Approve and Reject come from the booking's actions, which the server's table gives
 * only until the visit's window starts. Day 7's Afternoon window is used by no other spec.
 */

test.describe.configure({ timeout: 90_000 });

test("a clinic's booking whose window has started shows no Approve button", async ({ browser, request }) => {
  const name = "Siti Hajar";
  const customer = await apiCustomer(request, name);
  const day = klDay(7);
  const bookingId = await paidBookingByApi(
    request,
    customer.token,
    bookingRequest(day.iso, "Afternoon 12PM - 4PM", { name, email: customer.user.email }),
  );
  const booking = (await (
    await request.get(`/api/bookings/${bookingId}`, {
      headers: { authorization: `Bearer ${customer.token}` },
    })
  ).json()) as { reference: string; windowStartsAt: string };

  // Before the window: the card offers the decision.
  const before = await openClinicPortal(browser);
  const waiting = before.getByRole("listitem").filter({ hasText: booking.reference });
  await expect(waiting.getByRole("button", { name: "Approve" })).toBeVisible();
  await expect(waiting.getByRole("button", { name: "Reject" })).toBeVisible();
  await before.context().close();

  // A minute after the window started on the server, before or after the sweep rejects it: no decision.
  const offsetMinutes = Math.ceil((Date.parse(booking.windowStartsAt) - Date.now()) / 60_000) + 1;
  const moved = await request.put("/api/test/clock", { data: { offsetMinutes } });
  expect(moved.status()).toBe(200);
  try {
    const portal = await openClinicPortal(browser);
    // The tabs show once the list has loaded: the booking is then in Pending, or already Rejected by the sweep.
    await expect(portal.getByRole("tab", { name: /^Pending \(\d+\)/ })).toBeVisible();
    const inPending = portal.getByRole("listitem").filter({ hasText: booking.reference });
    if ((await inPending.count()) === 0) await portal.getByRole("tab", { name: /^Rejected/ }).click();
    const card = portal.getByRole("listitem").filter({ hasText: booking.reference });
    await expect(card).toBeVisible();
    await expect(card.getByRole("button", { name: "Approve" })).toHaveCount(0);
    await expect(card.getByRole("button", { name: "Reject" })).toHaveCount(0);
    await portal.context().close();
  } finally {
    await request.put("/api/test/clock", { data: { offsetMinutes: 0 } });
  }
});
