import type { Booking } from "@ivdrips/contract/bookings";
import type { PackageCredit } from "@ivdrips/contract/drip-packages";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readCheckoutHold } from "../../../lib/checkout-hold";
import { redirectTo } from "../../../lib/redirect";
import { booking as bookingOf } from "../../../test/bookings";
import type { ApiHandler } from "../../../test/render-app";
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

/** A gift card's code as its email prints it, and as the server reads it (normalised). */
const TYPED = "7kq2 m9xd 4htw pb3n";
const CODE = "7KQ2M9XD4HTWPB3N";

const NOT_FOUND = {
  status: 404,
  body: {
    message: "No gift card has this code",
    messageId: "giftCardNotFound",
    statusCode: 404,
    code: "NOT_FOUND",
  },
};

/** The card's API, the balance of CODE being `balance` RM (other codes: no such card). */
function mockCardApi(balance: number, extra: Record<string, ApiHandler> = {}) {
  const lookups: string[] = [];
  mockBookingApi({
    extra: {
      [`GET /gift-cards/${CODE}/balance`]: ({ path }) => {
        lookups.push(path);
        return { body: { balance, currency: "MYR" } };
      },
      ...extra,
    },
  });
  return { lookups };
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>, window: RegExp) {
  await user.click(dayButton("Tuesday, 2 June 2026"));
  await user.click(await findWindow(window));
  await waitFor(() => expect(screen.getByLabelText("Full Name")).toHaveValue("Aisha Rahman"));
  await typePlace(user);
}

/** "Have a gift card?", the code typed, then Apply. */
async function applyCode(user: ReturnType<typeof userEvent.setup>, typed = TYPED) {
  await user.click(screen.getByRole("button", { name: "Have a gift card?" }));
  const field = screen.getByLabelText("Gift card code");
  expect(field).toHaveFocus();
  await user.type(field, typed);
  await user.click(screen.getByRole("button", { name: "Apply" }));
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

describe("BookingCard: a gift card paying part of the booking (issue 39)", () => {
  it("applied, shows its part and what is left; the booking sends its code and the rest goes to the checkout", async () => {
    const requests: unknown[] = [];
    const checkouts: unknown[] = [];
    const held: Booking = bookingOf({
      _id: "b-gift",
      state: "held",
      status: "pending",
      paymentStatus: "pending",
      paidAt: null,
      paymentMethod: null,
      holdExpiresAt: "2026-06-01T04:30:00.000Z",
      totalAmount: 1600,
      giftCardAmount: 300,
      amountDue: 1300,
    });
    const { lookups } = mockCardApi(300, {
      "POST /bookings": ({ body }) => {
        requests.push(body);
        return { status: 201, body: held };
      },
      "POST /payments/create-checkout-session": ({ body }) => {
        checkouts.push(body);
        return { body: { url: "/api/payments/sandbox/cs_gift", sessionId: "cs_gift", bookingId: "b-gift" } };
      },
    });
    const user = userEvent.setup();
    renderBookingCard();
    await fillDetails(user, /^Morning/);
    await user.click(screen.getByRole("radio", { name: "FPX online banking" }));
    await applyCode(user);

    expect(await screen.findByText("RM 300 from your gift card")).toBeInTheDocument();
    expect(screen.getByText("•••• PB3N · RM 1,300 left to pay")).toBeInTheDocument();
    expect(lookups).toEqual([`/gift-cards/${CODE}/balance`]);
    expect(summary()).toMatch(/Gift card\s*− RM\s?300/);
    expect(summary()).toMatch(/To pay\s*RM\s?1,300/);

    await user.click(screen.getByRole("button", { name: "Complete Booking - RM 1,300" }));
    await signConsent(user);

    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith("/api/payments/sandbox/cs_gift"));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ totalAmount: 1600, payWith: { giftCardCode: CODE } });
    expect(requests[0]).not.toHaveProperty("payWith.credit");
    // What is left, by the method chosen.
    expect(checkouts).toEqual([{ bookingId: "b-gift", amount: 1300, currency: "MYR", paymentMethod: "fpx" }]);
    // Back from the checkout without paying, the service page lets the hold (and the card's part) go.
    expect(readCheckoutHold()).toBe("b-gift");
  });

  it("a card worth the whole visit books it at once and goes to its confirmation, with no checkout", async () => {
    const paid: Booking = bookingOf({
      _id: "b-gift-paid",
      state: "awaiting_clinic",
      paymentMethod: "gift_card",
      totalAmount: 1600,
      giftCardAmount: 1600,
      amountDue: 0,
    });
    const requests: unknown[] = [];
    mockCardApi(2000, {
      "POST /bookings": ({ body }) => {
        requests.push(body);
        return { status: 201, body: paid };
      },
    });
    const user = userEvent.setup();
    renderBookingCard();
    await fillDetails(user, /^Morning/);
    await applyCode(user);

    expect(await screen.findByText("RM 1,600 from your gift card")).toBeInTheDocument();
    expect(
      screen.getByText("•••• PB3N · Nothing more to pay · RM 400 stays on the card"),
    ).toBeInTheDocument();
    expect(summary()).toMatch(/To pay\s*RM\s?0/);
    await user.click(screen.getByRole("button", { name: "Book with Gift Card" }));
    const signature = await screen.findByLabelText("Type your full name");
    await user.type(signature, "Aisha Rahman");
    await user.click(
      screen.getByRole("checkbox", { name: "I have read and agree to the consent to treatment" }),
    );
    await user.click(screen.getByRole("button", { name: "Agree and Book with Gift Card" }));

    await waitFor(() => expect(window.location.pathname).toBe("/booking-confirmation"));
    expect(window.location.search).toBe("?booking_id=b-gift-paid");
    expect(requests[0]).toMatchObject({ payWith: { giftCardCode: CODE } });
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it("a code no card has: said under the field, the form as it was, and nothing taken off", async () => {
    mockCardApi(300, { "GET /gift-cards/7KQ2M9XD4HTWPB3M/balance": () => NOT_FOUND });
    const user = userEvent.setup();
    renderBookingCard();
    await fillDetails(user, /^Morning/);
    await applyCode(user, "7KQ2-M9XD-4HTW-PB3M");

    const field = screen.getByLabelText("Gift card code");
    await waitFor(() => expect(field).toHaveAccessibleDescription("No gift card has this code"));
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveValue("7KQ2-M9XD-4HTW-PB3M");
    expect(screen.getByLabelText("Full Name")).toHaveValue("Aisha Rahman");
    expect(screen.getByLabelText("Address line 1")).toHaveValue("Jalan Ampang 1");
    expect(summary()).not.toMatch(/Gift card/);
    expect(screen.getByRole("button", { name: "Complete Booking - RM 1,600" })).toBeInTheDocument();

    // Not a code at all: the contract's own check, before any request.
    await user.clear(field);
    await user.type(field, "HELLO{Enter}");
    expect(field).toHaveAccessibleDescription("Enter the gift card's 16-character code");
  });

  it("refused by the booking (void meanwhile): back at the field, which says why, with no toast", async () => {
    mockCardApi(300, {
      "POST /bookings": () => ({
        status: 409,
        body: {
          message: "This gift card can no longer be used",
          messageId: "giftCardVoid",
          statusCode: 409,
          code: "CONFLICT",
        },
      }),
    });
    const user = userEvent.setup();
    renderBookingCard();
    await fillDetails(user, /^Morning/);
    await applyCode(user);
    await screen.findByText("RM 300 from your gift card");
    await user.click(screen.getByRole("button", { name: "Complete Booking - RM 1,300" }));
    await signConsent(user);

    const field = await screen.findByLabelText("Gift card code");
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription("This gift card can no longer be used");
    expect(summary()).toMatch(/Total\s*RM\s?1,600/);
    expect(screen.queryByText("Booking Failed")).not.toBeInTheDocument();
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it("with a package credit: both pay ahead, and the request carries both", async () => {
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
    const requests: unknown[] = [];
    mockCardApi(60, {
      "GET /account/credits": () => ({ body: { credits: [CREDIT] } }),
      "POST /bookings": ({ body }) => {
        requests.push(body);
        return { status: 201, body: bookingOf({ _id: "b-both", amountDue: 40 }) };
      },
      "POST /payments/create-checkout-session": () => ({
        body: { url: "/api/payments/sandbox/cs_both", sessionId: "cs_both", bookingId: "b-both" },
      }),
    });
    const user = userEvent.setup();
    renderBookingCard();
    await fillDetails(user, /^Night/);
    const methods = screen.getByRole("group", { name: "Payment Method" });
    await user.click(await within(methods).findByRole("radio", { name: /^Pay with a package credit/ }));
    await applyCode(user);

    expect(await screen.findByText("RM 60 from your gift card")).toBeInTheDocument();
    expect(within(methods).getByRole("status")).toHaveTextContent(
      "Your package credit pays the drip; your gift card pays what it can of the rest.",
    );
    expect(summary()).toMatch(/Package credit\s*− RM\s?1,600/);
    expect(summary()).toMatch(/Gift card\s*− RM\s?60/);
    expect(summary()).toMatch(/To pay\s*RM\s?40/);
    await user.click(screen.getByRole("button", { name: "Complete Booking - RM 40" }));
    await signConsent(user);

    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith("/api/payments/sandbox/cs_both"));
    expect(requests[0]).toMatchObject({ payWith: { credit: CREDIT.purchaseId, giftCardCode: CODE } });
  });

  it("removed, it pays nothing; not with USDT/USDC, where the crypto payment gets no code", async () => {
    mockCardApi(300);
    const user = userEvent.setup();
    const { onCryptoCheckout } = renderBookingCard();
    await fillDetails(user, /^Morning/);
    await applyCode(user);
    await screen.findByText("RM 300 from your gift card");
    await user.click(screen.getByRole("button", { name: "Remove" }));
    expect(screen.queryByText("RM 300 from your gift card")).not.toBeInTheDocument();
    expect(summary()).not.toMatch(/Gift card/);
    expect(screen.getByRole("button", { name: "Complete Booking - RM 1,600" })).toBeInTheDocument();

    await applyCode(user);
    await screen.findByText("RM 300 from your gift card");
    await user.click(screen.getByRole("radio", { name: "USDT/USDC" }));
    expect(
      screen.getByText("A gift card can't be used with USDT/USDC. Choose another way to pay to use it."),
    ).toBeInTheDocument();
    expect(summary()).not.toMatch(/Gift card/);
    // Back to a card, the gift card pays its part again.
    await user.click(screen.getByRole("radio", { name: "Card" }));
    expect(await screen.findByText("RM 300 from your gift card")).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "USDT/USDC" }));

    await user.click(screen.getByRole("button", { name: "Complete Booking - RM 1,600" }));
    await signConsent(user);
    await waitFor(() => expect(onCryptoCheckout).toHaveBeenCalledTimes(1));
    expect(vi.mocked(onCryptoCheckout).mock.calls[0]?.[0]).not.toHaveProperty("payWith");
  });
});
