import type { Booking } from "@ivdrips/contract/bookings";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { availability, rangeAvailability } from "../../../test/availability";
import { booking as baseBooking } from "../../../test/bookings";
import {
  clearToasts,
  closest,
  findToast,
  mockApi,
  renderApp,
  requestAt,
  type ApiHandler,
} from "../../../test/render-app";
import { MyBookings } from "./my-bookings";
import { accountDialogs } from "./booking-card";

// The dialogs load when first reached for (issue 35: LCP): here, before the tests.
beforeAll(() => accountDialogs());

/** A paid booking for 10 June 2026, Morning (08:00 KL = 00:00 UTC), with provider p1. */
function booking(overrides: Partial<Booking> = {}): Booking {
  return baseBooking({
    date: "2026-06-10",
    windowStartsAt: "2026-06-10T00:00:00.000Z",
    windowEndsAt: "2026-06-10T04:00:00.000Z",
    clinicApprovalStatus: "approved",
    ...overrides,
  });
}

function renderBookings(bookings: Booking[], extra: Record<string, ApiHandler> = {}) {
  const fetchMock = mockApi({
    "GET /bookings": () => ({ body: bookings }),
    // p1 has no place left in the Morning of 2 June and one in the Afternoon; room elsewhere.
    "GET /availability": ({ url }) => ({
      body: rangeAvailability(url, (providerId, date) =>
        availability(
          providerId,
          date,
          date === "2026-06-02" ? { "Morning 8AM - 12PM": 0, "Afternoon 12PM - 4PM": 1 } : {},
        ),
      ),
    }),
    "GET /visit-fees": () => ({
      body: { city: "Kuala Lumpur", nightSurcharge: 100, sameDaySurcharge: 150, callOutFee: 100 },
    }),
    ...extra,
  });
  const user = userEvent.setup();
  renderApp([{ path: "/", element: <MyBookings userId="u1" /> }]);
  return { fetchMock, user };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Reschedule" }));
  return screen.findByRole("dialog", { name: "Reschedule your visit" });
}

beforeEach(() => {
  // Midday on Monday 1 June 2026 in Kuala Lumpur (the browser is in New York).
  vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
  vi.setSystemTime(new Date("2026-06-01T12:00:00+08:00"));
});

afterEach(() => {
  clearToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("Reschedule", () => {
  it("is offered on confirmed bookings 24 hours or more away; closer ones say why; unpaid ones have none", async () => {
    renderBookings([
      booking({ _id: "far", serviceId: { _id: "s1", name: "Far Away Drip" } }),
      // 2 June 08:00 KL: 20 hours from now; the server's table still allows a cancel, no longer a move.
      booking({
        _id: "soon",
        serviceId: { _id: "s2", name: "Tomorrow Drip" },
        date: "2026-06-02",
        windowStartsAt: "2026-06-02T00:00:00.000Z",
        actions: ["cancel"],
        actionsUntil: "2026-06-02T00:00:00.000Z",
      }),
      booking({
        _id: "hold",
        serviceId: { _id: "s3", name: "Unpaid Drip" },
        status: "pending",
        paymentStatus: "pending",
        clinicApprovalStatus: "pending",
        paidAt: null,
      }),
    ]);
    const card = async (name: string) => closest(await screen.findByText(name), "li");

    expect(within(await card("Far Away Drip")).getByRole("button", { name: "Reschedule" })).toBeEnabled();

    const soon = within(await card("Tomorrow Drip")).getByRole("button", { name: "Reschedule" });
    expect(soon).toBeDisabled();
    expect(soon).toHaveAccessibleDescription("Free rescheduling closes 24 hours before the visit");

    const unpaid = await card("Unpaid Drip");
    expect(within(unpaid).queryByRole("button", { name: "Reschedule" })).not.toBeInTheDocument();
    expect(within(unpaid).queryByRole("button", { name: "Download Receipt" })).not.toBeInTheDocument();
  });

  it("shows the booking's provider's windows for the chosen day and sends the new date and window", async () => {
    let listCalls = 0;
    const { fetchMock, user } = renderBookings([], {
      "GET /bookings": () => {
        listCalls += 1;
        return {
          body: [
            listCalls === 1 ? booking() : booking({ date: "2026-06-02", timeSlot: "Afternoon 12PM - 4PM" }),
          ],
        };
      },
      "PUT /bookings/b1/reschedule": ({ body }) => ({
        body: booking({ ...(body as Partial<Booking>), clinicApprovalStatus: "pending" }),
      }),
    });
    const dialog = await openDialog(user);
    expect(dialog).toHaveTextContent("Current time: Wednesday, 10 June 2026, Morning 8AM - 12PM");
    expect(within(dialog).getByRole("button", { name: "Confirm new time" })).toBeDisabled();

    await user.click(within(dialog).getByRole("button", { name: "Tuesday, 2 June 2026" }));
    const windows = await within(dialog).findByRole("group", { name: "Choose a time window" });
    expect(
      await within(windows).findByRole("button", { name: "Afternoon 12PM - 4PM, 1 place left" }),
    ).toBeEnabled();
    expect(within(windows).getByRole("button", { name: "Morning 8AM - 12PM, Fully booked" })).toBeDisabled();
    const availabilityUrls = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes("availability"));
    expect(availabilityUrls).toEqual(["/api/availability?providers=p1&from=2026-06-01&days=7"]);

    await user.click(within(windows).getByRole("button", { name: /^Afternoon/ }));
    await user.click(within(dialog).getByRole("button", { name: "Confirm new time" }));

    const toast = await findToast("Booking rescheduled");
    expect(toast).toHaveTextContent("Your new time is awaiting the clinic's approval.");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const put = fetchMock.mock.calls.findIndex(([, init]) => init?.method === "PUT");
    const request = requestAt(fetchMock, put);
    expect(request.url).toBe("/api/bookings/b1/reschedule");
    expect(request.body).toEqual({ date: "2026-06-02", timeSlot: "Afternoon 12PM - 4PM" });
    // The list is read again and shows the new time.
    expect(listCalls).toBe(2);
    expect(await screen.findByText("Tuesday, 2 June 2026")).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's reason when the new window is refused", async () => {
    const { user } = renderBookings([booking()], {
      "PUT /bookings/b1/reschedule": () => ({
        status: 409,
        body: {
          message: "This time window is fully booked. Please choose another time.",
          messageId: "windowFull",
          statusCode: 409,
          code: "WINDOW_FULL",
        },
      }),
    });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole("button", { name: "Wednesday, 3 June 2026" }));
    await user.click(await within(dialog).findByRole("button", { name: /^Evening 4PM - 8PM/ }));
    await user.click(within(dialog).getByRole("button", { name: "Confirm new time" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "This time window is fully booked. Please choose another time.",
    );
    expect(screen.getByRole("dialog", { name: "Reschedule your visit" })).toBeInTheDocument();
    expect(screen.queryByText("Booking rescheduled")).not.toBeInTheDocument();
  });

  it("cannot confirm the booking's own current window", async () => {
    const { user } = renderBookings([booking()]);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole("button", { name: "Next week" }));
    await user.click(within(dialog).getByRole("button", { name: "Wednesday, 10 June 2026" }));
    await user.click(await within(dialog).findByRole("button", { name: /^Morning 8AM - 12PM/ }));
    expect(dialog).toHaveTextContent("This is your current time: choose another.");
    expect(within(dialog).getByRole("button", { name: "Confirm new time" })).toBeDisabled();
  });

  it("offers only windows at the price paid: a daytime visit cannot move to Night, a Night visit stays at night", async () => {
    const { user } = renderBookings([
      booking({ _id: "day", serviceId: { _id: "s1", name: "Day Drip" } }),
      booking({
        _id: "night",
        serviceId: { _id: "s2", name: "Night Drip" },
        timeSlot: "Night 8PM - 12AM",
        totalAmount: 1300,
        priceLines: [
          { kind: "drip", amount: 1200, refunded: null },
          { kind: "night_surcharge", amount: 100, refunded: null },
        ],
      }),
    ]);
    const reschedule = async (name: string) => {
      const card = closest(await screen.findByText(name), "li");
      await user.click(within(card).getByRole("button", { name: "Reschedule" }));
      const dialog = await screen.findByRole("dialog", { name: "Reschedule your visit" });
      await user.click(within(dialog).getByRole("button", { name: "Wednesday, 3 June 2026" }));
      return { dialog, windows: await within(dialog).findByRole("group", { name: "Choose a time window" }) };
    };

    const day = await reschedule("Day Drip");
    expect(
      await within(day.windows).findByRole("button", { name: "Night 8PM - 12AM, Another price" }),
    ).toBeDisabled();
    expect(within(day.windows).getByRole("button", { name: /^Evening 4PM - 8PM, Available/ })).toBeEnabled();
    expect(day.dialog).toHaveTextContent('a window marked "Another price" cannot be chosen here');
    await user.click(within(day.dialog).getByRole("button", { name: "Keep current time" }));

    const night = await reschedule("Night Drip");
    expect(
      await within(night.windows).findByRole("button", { name: /^Night 8PM - 12AM, Available/ }),
    ).toBeEnabled();
    expect(
      within(night.windows).getByRole("button", { name: "Morning 8AM - 12PM, Another price" }),
    ).toBeDisabled();
  });
});
