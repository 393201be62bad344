import type { Booking } from "@ivdrips/contract/bookings";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { redirectTo } from "../../../lib/redirect";
import { booking as baseBooking } from "../../../test/bookings";
import { clearToasts, closest, findToast, mockApi, renderApp } from "../../../test/render-app";
import { MyBookings } from "./my-bookings";

vi.mock("../../../lib/redirect", () => ({ redirectTo: vi.fn() }));

const NOW = new Date("2026-06-01T12:00:00+08:00");

/** An unpaid hold of RM 1,200 made at NOW minus 30 s: 29.5 minutes left, shown as 30. */
function hold(overrides: Partial<Booking> = {}): Booking {
  return baseBooking({
    _id: "h1",
    reference: "IV-300003",
    status: "pending",
    paymentStatus: "pending",
    clinicApprovalStatus: "pending",
    paymentMethod: "applepay",
    paidAt: null,
    holdExpiresAt: new Date(NOW.getTime() + 29.5 * 60_000).toISOString(),
    ...overrides,
  });
}

function released(before: Booking): Booking {
  return { ...before, status: "cancelled", paymentStatus: "expired", cancellationReason: "hold_expired" };
}

/** Moves the clock on a minute at a time, letting the page re-render (and set its next timer) in between. */
async function passMinutes(count: number) {
  for (let minute = 0; minute < count; minute += 1) await act(() => vi.advanceTimersByTimeAsync(60_000));
}

function section(name: string) {
  return closest(screen.getByRole("heading", { name }), "section");
}

beforeEach(() => {
  // Timers are fake but follow the real clock, so the page's own waiting works; the test jumps ahead.
  vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"], shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  clearToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(redirectTo).mockReset();
});

describe("An unpaid hold in My Bookings", () => {
  it("says it awaits payment with the minutes left, counts down, and moves to the history when it runs out", async () => {
    mockApi({ "GET /bookings": () => ({ body: [hold()] }) });
    renderApp([{ path: "/", element: <MyBookings userId="u1" /> }]);

    const card = await screen.findByRole("listitem");
    expect(section("Upcoming Bookings")).toContainElement(card);
    expect(within(card).getByText("Awaiting payment").closest("[data-slot=badge]")).toHaveClass(
      "text-warning",
    );
    expect(card).not.toHaveTextContent("Awaiting approval");
    expect(within(card).getByRole("timer")).toHaveTextContent("30 minutes left to pay");
    expect(within(card).getByRole("button", { name: "Complete Payment" })).toBeEnabled();
    expect(within(card).getByRole("button", { name: "Release" })).toBeEnabled();
    // Nothing to reschedule, download or cancel before it is paid.
    expect(within(card).queryByRole("button", { name: "Reschedule" })).not.toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: "Cancel Booking" })).not.toBeInTheDocument();

    await passMinutes(1);
    expect(within(card).getByRole("timer")).toHaveTextContent("29 minutes left to pay");
    await passMinutes(28);
    expect(within(card).getByRole("timer")).toHaveTextContent("1 minute left to pay");

    // The last 30 seconds run out: no reload, no new answer from the server (it still says pending).
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    expect(await screen.findByText("No upcoming bookings")).toBeInTheDocument();
    const lapsed = within(section("Booking History")).getByRole("listitem");
    expect(lapsed).toHaveTextContent("IV-300003");
    expect(lapsed).toHaveTextContent("Payment expired");
    expect(lapsed).toHaveTextContent("Payment not completed: the place was released");
    expect(lapsed).toHaveTextContent("Payment: Expired");
    expect(within(lapsed).queryByRole("button", { name: "Complete Payment" })).not.toBeInTheDocument();
    expect(within(lapsed).queryByRole("timer")).not.toBeInTheDocument();
  });

  it("Complete Payment asks for a checkout of this same booking and goes there", async () => {
    const requests: unknown[] = [];
    mockApi({
      "GET /bookings": () => ({ body: [hold()] }),
      "POST /payments/create-checkout-session": ({ body }) => {
        requests.push(body);
        return { body: { url: "/api/payments/sandbox/cs_again", sessionId: "cs_again", bookingId: "h1" } };
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp([{ path: "/", element: <MyBookings userId="u1" /> }]);
    await user.click(await screen.findByRole("button", { name: "Complete Payment" }));

    await vi.waitFor(() => expect(redirectTo).toHaveBeenCalledWith("/api/payments/sandbox/cs_again"));
    expect(requests).toEqual([{ bookingId: "h1", amount: 1200, currency: "MYR", paymentMethod: "applepay" }]);
    // Until the browser has left, the buttons stay off: a second tap cannot open a second checkout.
    expect(screen.getByRole("button", { name: "Opening checkout..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Release" })).toBeDisabled();
  });

  it("Complete Payment refused (the hold ran out on the server): says why and reads the list again", async () => {
    let lists = 0;
    mockApi({
      "GET /bookings": () => ({ body: [++lists === 1 ? hold() : released(hold())] }),
      "POST /payments/create-checkout-session": () => ({
        status: 409,
        body: {
          message: "This booking is no longer held for payment. Please book again.",
          messageId: "noLongerHeld",
          statusCode: 409,
          code: "INVALID_TRANSITION",
        },
      }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp([{ path: "/", element: <MyBookings userId="u1" /> }]);
    await user.click(await screen.findByRole("button", { name: "Complete Payment" }));

    expect(await findToast("The payment page could not be opened")).toHaveTextContent(
      "This booking is no longer held for payment. Please book again.",
    );
    expect(redirectTo).not.toHaveBeenCalled();
    expect(await screen.findByText("No upcoming bookings")).toBeInTheDocument();
    expect(section("Booking History")).toHaveTextContent("IV-300003");
  });

  it("Release lets the place go at once: the card leaves Upcoming", async () => {
    let current = hold();
    const releases: string[] = [];
    mockApi({
      "GET /bookings": () => ({ body: [current] }),
      "PUT /bookings/h1/release": ({ path }) => {
        releases.push(path);
        current = released(current);
        return { body: current };
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp([{ path: "/", element: <MyBookings userId="u1" /> }]);
    await user.click(await screen.findByRole("button", { name: "Release" }));

    expect(await findToast("Place released")).toHaveTextContent("No payment was taken.");
    expect(releases).toEqual(["/bookings/h1/release"]);
    expect(await screen.findByText("No upcoming bookings")).toBeInTheDocument();
    expect(within(section("Booking History")).getByRole("listitem")).toHaveTextContent("Payment expired");
  });

  it("Release of a booking paid meanwhile: says so, translated, and shows it paid", async () => {
    let lists = 0;
    const paid = hold({
      status: "confirmed",
      paymentStatus: "paid",
      paidAt: "2026-06-01T04:00:00.000Z",
      holdExpiresAt: null,
    });
    mockApi({
      "GET /bookings": () => ({ body: [++lists === 1 ? hold() : paid] }),
      "PUT /bookings/h1/release": () => ({
        status: 409,
        body: {
          message: "This booking is already paid. To call it off, cancel it instead.",
          messageId: "releasePaid",
          statusCode: 409,
          code: "INVALID_TRANSITION",
        },
      }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp([{ path: "/", element: <MyBookings userId="u1" /> }]);
    await user.click(await screen.findByRole("button", { name: "Release" }));

    expect(await findToast("The place could not be released")).toHaveTextContent(
      "This booking is already paid. To call it off, cancel it instead.",
    );
    const card = await within(section("Upcoming Bookings")).findByText("Awaiting approval");
    expect(closest(card, "li")).toHaveTextContent("IV-300003");
  });
});
