import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  dayButton,
  findWindow,
  mockBookingApi,
  renderBookingCard,
  resetCardTest,
  setCardNow,
  signConsent,
  signIn,
  typePlace,
} from "../test/render-booking";

vi.mock("../../../lib/redirect", () => ({ redirectTo: vi.fn() }));
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  setCardNow();
  signIn();
});

afterEach(resetCardTest);

/** Books NMN 150mg (RM 1,600) in `window` of `day`, and returns the booking request the card sent. */
async function book(day: string, window: RegExp) {
  const requests: unknown[] = [];
  mockBookingApi({
    extra: {
      "POST /payments/create-checkout-session-with-booking": ({ body }) => {
        requests.push(body);
        return { body: { url: "/api/payments/sandbox/cs_1", sessionId: "cs_1", bookingId: "b1" } };
      },
    },
  });
  const user = userEvent.setup();
  renderBookingCard();
  await user.click(dayButton(day));
  await user.click(await findWindow(window));
  const submit = await screen.findByRole("button", { name: /^Complete Booking/ });
  await waitFor(() => expect(screen.getByLabelText("Full Name")).toHaveValue("Aisha Rahman"));
  await typePlace(user);
  // What the customer reads before going on to pay.
  const summary = screen.getByRole("region", { name: "Booking Summary" }).textContent ?? "";
  await user.click(submit);
  await signConsent(user);
  await waitFor(() => expect(requests).toHaveLength(1));
  return { summary, request: requests[0] as { amount: number; bookingData: { totalAmount: number } } };
}

describe("BookingCard: what the price includes (issue 37)", () => {
  it("shows a Night window's surcharge before payment, and charges it", async () => {
    const { summary, request } = await book("Tuesday, 2 June 2026", /^Night/);
    expect(summary).toMatch(/Night surcharge\s*RM\s?100/);
    expect(summary).toMatch(/Total\s*RM\s?1,700/);
    expect(request.bookingData.totalAmount).toBe(1700);
    expect(request.amount).toBe(1700);
  });

  it("adds the same-day surcharge to a visit booked for today", async () => {
    const today = await book("Monday, 1 June 2026", /^Evening/);
    expect(today.summary).toMatch(/Same-day surcharge\s*RM\s?150/);
    expect(today.request.bookingData.totalAmount).toBe(1750);
  });

  it("charges the drip alone for a daytime visit on another day", async () => {
    const { summary, request } = await book("Tuesday, 2 June 2026", /^Evening/);
    expect(summary).not.toMatch(/surcharge/i);
    expect(summary).toMatch(/Total\s*RM\s?1,600/);
    expect(request.bookingData.totalAmount).toBe(1600);
  });
});
