import type { Booking } from "@ivdrips/contract/bookings";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { booking as baseBooking } from "../../../test/bookings";
import {
  clearToasts,
  closest,
  findToast,
  mockApi,
  renderApp,
  type ApiHandler,
} from "../../../test/render-app";
import { MyBookings } from "./my-bookings";
import { accountDialogs } from "./booking-card";

// The dialogs load when first reached for (issue 35: LCP): here, before the tests.
beforeAll(() => accountDialogs());

/** A paid booking of RM 1,200 for Wednesday 10 June 2026, Morning (08:00 KL = 00:00 UTC). */
function booking(overrides: Partial<Booking> = {}): Booking {
  return baseBooking({
    date: "2026-06-10",
    windowStartsAt: "2026-06-10T00:00:00.000Z",
    windowEndsAt: "2026-06-10T04:00:00.000Z",
    clinicApprovalStatus: "approved",
    ...overrides,
  });
}

/** The same booking as the server answers it once cancelled with this refund. */
function cancelled(before: Booking, amount: number, cancellationFee: number): Booking {
  return {
    ...before,
    status: "cancelled",
    paymentStatus: cancellationFee === 0 ? "refunded" : "partially_refunded",
    cancellationReason: "customer",
    refund: { amount, cancellationFee, status: "pending" },
    state: "cancelled",
    actions: [],
    actionsUntil: null,
  };
}

/** The list answers `before` until the cancel call succeeds, then what the cancel answered. */
function renderWith(before: Booking, cancel: ApiHandler) {
  let current = before;
  const cancelCalls: string[] = [];
  mockApi({
    "GET /bookings": () => ({ body: [current] }),
    [`PUT /bookings/${before._id}/cancel`]: async (request) => {
      cancelCalls.push(request.path);
      const answer = await cancel(request);
      if ((answer.status ?? 200) === 200) current = answer.body as Booking;
      return answer;
    },
  });
  const user = userEvent.setup();
  renderApp([{ path: "/", element: <MyBookings userId="u1" /> }]);
  return { user, cancelCalls };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  const upcoming = closest(await screen.findByRole("heading", { name: "Upcoming Bookings" }), "section");
  await user.click(within(upcoming).getByRole("button", { name: "Cancel Booking" }));
  return screen.findByRole("alertdialog", { name: "Cancel this booking?" });
}

function dialogAmount(dialog: HTMLElement, term: RegExp) {
  const dt = within(dialog).getByText(term, { selector: "dt" });
  return dt.nextElementSibling as HTMLElement;
}

beforeEach(() => {
  // Midday on Monday 1 June 2026 in Kuala Lumpur (the browser is in New York).
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-06-01T12:00:00+08:00"));
});

afterEach(() => {
  clearToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("Cancel Booking", () => {
  it("24 hours or more ahead: shows the full refund, cancels, and the card moves to the history with it", async () => {
    const far = booking();
    const { user, cancelCalls } = renderWith(far, () => ({ body: cancelled(far, 1200, 0) }));
    const dialog = await openDialog(user);
    expect(dialog).toHaveTextContent("NMN 150mg, Wednesday, 10 June 2026, Morning 8AM - 12PM");
    expect(dialog).toHaveTextContent("you get everything back");
    expect(dialogAmount(dialog, /^Refund$/)).toHaveTextContent("RM 1,200");
    expect(within(dialog).queryByText(/Cancellation fee/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Cancel Booking" }));
    expect(await findToast("Booking cancelled")).toHaveTextContent(
      "RM 1,200 will be refunded within 5-7 business days.",
    );
    expect(cancelCalls).toEqual(["/bookings/b1/cancel"]);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();

    expect(await screen.findByText("No upcoming bookings")).toBeInTheDocument();
    const history = closest(screen.getByRole("heading", { name: "Booking History" }), "section");
    const card = within(history).getByRole("listitem");
    expect(within(card).getByText("Cancelled").closest("[data-slot=badge]")).toHaveClass("text-destructive");
    expect(card).toHaveTextContent("Cancelled by you");
    expect(card).toHaveTextContent("Refund RM 1,200: Processing");
    expect(card).not.toHaveTextContent("Cancellation fee kept");
    expect(within(card).queryByRole("button", { name: "Cancel Booking" })).not.toBeInTheDocument();
  });

  it("less than 24 hours ahead: half is kept as the Refund Policy's fee, and the history shows both", async () => {
    // Tuesday 2 June, 08:00 KL: 20 hours from now.
    const soon = booking({ date: "2026-06-02", windowStartsAt: "2026-06-02T00:00:00.000Z" });
    const { user } = renderWith(soon, () => ({ body: cancelled(soon, 600, 600) }));
    const dialog = await openDialog(user);
    expect(dialog).toHaveTextContent("less than 24 hours");
    expect(within(dialog).getByRole("link", { name: "Refund Policy" })).toHaveAttribute(
      "href",
      "/refund-policy",
    );
    expect(dialogAmount(dialog, /^Refund$/)).toHaveTextContent("RM 600");
    expect(dialogAmount(dialog, /^Cancellation fee/)).toHaveTextContent("RM 600");

    await user.click(within(dialog).getByRole("button", { name: "Cancel Booking" }));
    expect(await findToast("Booking cancelled")).toHaveTextContent("RM 600 will be refunded");
    const history = closest(await screen.findByRole("heading", { name: "Booking History" }), "section");
    expect(history).toHaveTextContent("Refund RM 600: Processing");
    expect(history).toHaveTextContent("Cancellation fee kept: RM 600");
    expect(history).toHaveTextContent("Payment: Partially refunded");
  });

  it("one minute short of 24 hours is already the late rule, as on the server", async () => {
    // Tuesday 2 June 12:00 KL (Afternoon) is 23 h 59 min after Monday 12:01 KL: no longer free.
    vi.setSystemTime(new Date("2026-06-01T12:01:00+08:00"));
    const edge = booking({
      date: "2026-06-02",
      timeSlot: "Afternoon 12PM - 4PM",
      windowStartsAt: "2026-06-02T04:00:00.000Z",
      windowEndsAt: "2026-06-02T08:00:00.000Z",
    });
    const { user } = renderWith(edge, () => ({ body: edge }));
    const dialog = await openDialog(user);
    expect(dialogAmount(dialog, /^Refund$/)).toHaveTextContent("RM 600");
    expect(dialogAmount(dialog, /^Cancellation fee/)).toHaveTextContent("RM 600");
  });

  it("once the visit has started offers no cancellation: the server's actions held until the window began", async () => {
    // Read before 08:00 KL, when the table still allowed a cancel; it is now midday and the list was not
    // read again yet: the card shows no Cancel Booking, and the list is asked what is allowed now.
    const started = booking({
      date: "2026-06-01",
      windowStartsAt: "2026-06-01T00:00:00.000Z",
      actions: ["cancel"],
      actionsUntil: "2026-06-01T00:00:00.000Z",
    });
    let reads = 0;
    mockApi({
      "GET /bookings": () => {
        reads += 1;
        return { body: [reads === 1 ? started : { ...started, actions: [], actionsUntil: null }] };
      },
    });
    renderApp([{ path: "/", element: <MyBookings userId="u1" /> }]);
    const upcoming = closest(await screen.findByRole("heading", { name: "Upcoming Bookings" }), "section");
    expect(within(upcoming).getByText("Approved")).toBeInTheDocument();
    expect(within(upcoming).queryByRole("button", { name: "Cancel Booking" })).not.toBeInTheDocument();
    expect(within(upcoming).queryByRole("button", { name: /Reschedule/ })).not.toBeInTheDocument();
    // Read again once (the answer's actions hold with no end), not in a loop.
    await waitFor(() => expect(reads).toBe(2));
    expect(within(upcoming).queryByRole("button", { name: "Cancel Booking" })).not.toBeInTheDocument();
  });

  it("keeps the dialog open with the server's reason, translated, when the server refuses", async () => {
    const far = booking();
    const { user } = renderWith(far, () => ({
      status: 409,
      body: {
        message: "This visit has already started and can no longer be cancelled",
        messageId: "visitStarted",
        statusCode: 409,
        code: "INVALID_TRANSITION",
      },
    }));
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole("button", { name: "Cancel Booking" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "This visit has already started and can no longer be cancelled",
    );
    expect(within(dialog).getByRole("button", { name: "Keep Booking" })).toBeEnabled();
  });

  it("is not offered on an unpaid hold", async () => {
    const hold = booking({
      status: "pending",
      paymentStatus: "pending",
      clinicApprovalStatus: "pending",
      paidAt: null,
      holdExpiresAt: "2026-06-01T04:20:00.000Z",
    });
    renderWith(hold, () => ({ body: hold }));
    const upcoming = closest(await screen.findByRole("heading", { name: "Upcoming Bookings" }), "section");
    expect(await within(upcoming).findByText("Awaiting payment")).toBeInTheDocument();
    expect(within(upcoming).queryByRole("button", { name: "Cancel Booking" })).not.toBeInTheDocument();
  });
});
