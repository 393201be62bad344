import type { Booking } from "@ivdrips/contract/bookings";
import type { PackageCredit } from "@ivdrips/contract/drip-packages";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readCheckoutHold } from "../../../lib/checkout-hold";
import { redirectTo } from "../../../lib/redirect";
import { booking as bookingOf } from "../../../test/bookings";
import { findToast, type ApiHandler } from "../../../test/render-app";
import {
  dayButton,
  findWindow,
  mockBookingApi,
  renderBookingCard,
  resetCardTest,
  setCardNow,
  signIn,
  typePlace,
} from "../test/render-booking";

vi.mock("../../../lib/redirect", () => ({ redirectTo: vi.fn() }));
vi.setConfig({ testTimeout: 30_000 });

/** Four drips of NMN 150mg (the card's service), three left, paying for visits until 1 September 2026. */
const CREDIT: PackageCredit = {
  purchaseId: "6f1c1d7e-0d0a-4e55-9a59-2b1f3c4d5e09",
  packageName: "4 × NMN 150",
  credits: 4,
  creditsLeft: 3,
  expiresAt: "2026-09-01T16:00:00.000Z",
  usable: true,
  services: [{ id: "nmn-150", name: "NMN 150mg" }],
  paidAt: "2026-05-01T01:00:00.000Z",
};

const OPTION = /^Pay with a package credit/;

function mockCardApi(credits: PackageCredit[], extra: Record<string, ApiHandler> = {}) {
  return mockBookingApi({ extra: { "GET /account/credits": () => ({ body: { credits } }), ...extra } });
}

/** The card filled in for Tuesday 2 June in `window`; the payment group, once the details are there. */
async function fillDetails(user: ReturnType<typeof userEvent.setup>, window: RegExp) {
  await user.click(dayButton("Tuesday, 2 June 2026"));
  await user.click(await findWindow(window));
  await waitFor(() => expect(screen.getByLabelText("Full Name")).toHaveValue("Aisha Rahman"));
  await typePlace(user);
  return screen.getByRole("group", { name: "Payment Method" });
}

/** The consent signed in the patient's name, then its button named `button`. */
async function signAndPress(user: ReturnType<typeof userEvent.setup>, button: string) {
  const signature = await screen.findByLabelText("Type your full name");
  await user.type(signature, "Aisha Rahman");
  await user.click(
    screen.getByRole("checkbox", { name: "I have read and agree to the consent to treatment" }),
  );
  await user.click(screen.getByRole("button", { name: button }));
}

const summary = () => screen.getByRole("region", { name: "Booking Summary" }).textContent ?? "";

beforeEach(() => {
  setCardNow();
  signIn();
});

afterEach(() => {
  resetCardTest();
  window.history.replaceState(null, "", "/");
});

describe("BookingCard: paying with a package credit (issue 39)", () => {
  it("books with the credit, and a visit it pays whole goes to its confirmation without a checkout", async () => {
    const requests: { method: string; path: string; body: unknown }[] = [];
    const paid: Booking = bookingOf({
      _id: "b-credit",
      state: "awaiting_clinic",
      paymentMethod: "credit",
      totalAmount: 1600,
      creditAmount: 1600,
      amountDue: 0,
    });
    mockCardApi([CREDIT], {
      "POST /bookings": ({ method, path, body }) => {
        requests.push({ method, path, body });
        return { status: 201, body: paid };
      },
    });
    const user = userEvent.setup();
    renderBookingCard();
    const methods = await fillDetails(user, /^Morning/);

    const option = await within(methods).findByRole("radio", { name: OPTION });
    expect(option).toHaveAccessibleName("Pay with a package credit 4 × NMN 150: 3 of 4 drips left");
    expect(option).not.toBeChecked();
    await user.click(option);
    expect(within(methods).getByRole("status")).toHaveTextContent(
      "Your package credit pays for this visit: nothing more to pay.",
    );
    expect(summary()).toMatch(/Package credit\s*− RM\s?1,600/);
    expect(summary()).toMatch(/To pay\s*RM\s?0/);

    await user.click(screen.getByRole("button", { name: "Book with Package Credit" }));
    await signAndPress(user, "Agree and Book with Credit");

    await waitFor(() => expect(window.location.pathname).toBe("/booking-confirmation"));
    expect(window.location.search).toBe("?booking_id=b-credit");
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toMatchObject({
      serviceId: "nmn-150",
      date: "2026-06-02",
      timeSlot: "Morning 8AM - 12PM",
      totalAmount: 1600,
      quantity: 1,
      payWith: { credit: CREDIT.purchaseId },
      consent: { signedName: "Aisha Rahman", agreed: true },
    });
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it("a Night visit: the credit pays the drip, and the surcharge's checkout opens for the amount due", async () => {
    const checkouts: unknown[] = [];
    const held: Booking = bookingOf({
      _id: "b-night",
      state: "held",
      status: "pending",
      paymentStatus: "pending",
      paidAt: null,
      paymentMethod: null,
      holdExpiresAt: "2026-06-01T04:30:00.000Z",
      timeSlot: "Night 8PM - 12AM",
      totalAmount: 1700,
      creditAmount: 1600,
      amountDue: 100,
    });
    mockCardApi([CREDIT], {
      "POST /bookings": () => ({ status: 201, body: held }),
      "POST /payments/create-checkout-session": ({ body }) => {
        checkouts.push(body);
        return {
          body: { url: "/api/payments/sandbox/cs_night", sessionId: "cs_night", bookingId: "b-night" },
        };
      },
    });
    const user = userEvent.setup();
    renderBookingCard();
    const methods = await fillDetails(user, /^Night/);
    await user.click(await within(methods).findByRole("radio", { name: OPTION }));
    expect(within(methods).getByRole("status")).toHaveTextContent(
      "Your package credit pays the drip; the surcharge of RM 100 is paid by card.",
    );
    expect(summary()).toMatch(/Night surcharge\s*RM\s?100/);
    expect(summary()).toMatch(/To pay\s*RM\s?100/);

    await user.click(screen.getByRole("button", { name: "Complete Booking - RM 100" }));
    await signAndPress(user, "Agree and Pay - RM 100");

    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith("/api/payments/sandbox/cs_night"));
    expect(checkouts).toEqual([{ bookingId: "b-night", amount: 100, currency: "MYR" }]);
    // Back from the checkout without paying, the service page lets the hold (and its credit) go.
    expect(readCheckoutHold()).toBe("b-night");
    expect(window.location.pathname).toBe("/");
  });

  it("a credit refused (CREDIT_UNUSABLE): says why in a toast, books nothing, and reads the credits again", async () => {
    let creditReads = 0;
    mockCardApi([CREDIT], {
      "GET /account/credits": () => {
        creditReads += 1;
        return { body: { credits: [CREDIT] } };
      },
      "POST /bookings": () => ({
        status: 409,
        body: {
          message: "The package's drips can only pay for visits until 2026-09-01",
          messageId: "creditExpired",
          params: { date: "2026-09-01" },
          statusCode: 409,
          code: "CREDIT_UNUSABLE",
        },
      }),
    });
    const user = userEvent.setup();
    renderBookingCard();
    const methods = await fillDetails(user, /^Morning/);
    await user.click(await within(methods).findByRole("radio", { name: OPTION }));
    await user.click(screen.getByRole("button", { name: "Book with Package Credit" }));
    await signAndPress(user, "Agree and Book with Credit");

    expect(await findToast("Package Credit Not Used")).toHaveTextContent(
      "The package's drips can only pay for visits until 2026-09-01",
    );
    await waitFor(() => expect(creditReads).toBeGreaterThan(1));
    expect(redirectTo).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe("/");
    expect(screen.getByRole("button", { name: "Agree and Book with Credit" })).toBeEnabled();
  });

  it("offers no credit for a drip no package covers, nor after the package's last day", async () => {
    mockCardApi([
      { ...CREDIT, purchaseId: "other", services: [{ id: "nutriglow", name: "NutriGlow" }] },
      { ...CREDIT, purchaseId: "short", expiresAt: "2026-06-01T16:00:00.000Z" },
    ]);
    const user = userEvent.setup();
    renderBookingCard();
    const methods = await fillDetails(user, /^Morning/);
    await waitFor(() => expect(within(methods).getByRole("radio", { name: "Card" })).toBeChecked());
    expect(within(methods).queryByRole("radio", { name: OPTION })).not.toBeInTheDocument();
  });

  it("more drips than are left: the credit is shown off with why, and a chosen credit goes back to a card", async () => {
    mockCardApi([CREDIT]);
    const user = userEvent.setup();
    renderBookingCard();
    const methods = await fillDetails(user, /^Morning/);
    await user.click(await within(methods).findByRole("radio", { name: OPTION }));
    const more = screen.getByRole("button", { name: "Increase quantity" });
    for (let i = 0; i < 3; i += 1) await user.click(more);

    const option = within(methods).getByRole("radio", { name: OPTION });
    expect(option).toBeDisabled();
    expect(option).toHaveAccessibleName(
      "Pay with a package credit 4 × NMN 150: 3 of 4 drips left, not enough for 4",
    );
    await waitFor(() => expect(within(methods).getByRole("radio", { name: "Card" })).toBeChecked());
    expect(summary()).not.toMatch(/Package credit/);
    expect(screen.getByRole("button", { name: "Complete Booking - RM 6,400" })).toBeInTheDocument();
  });
});
