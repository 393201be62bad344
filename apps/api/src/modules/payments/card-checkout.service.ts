import { stateOf } from "@ivdrips/contract/booking-state";
import { chargesOf } from "@ivdrips/contract/booking-charges";
import { formatRm, rmToSen, senToRm } from "@ivdrips/contract/money";
import { PURCHASE_RETURN_PATHS, checkoutCancelPath } from "@ivdrips/contract/checkout-return";
import type { CheckoutPaymentType } from "@ivdrips/contract/payment-methods";
import type { GiftCardPurchaseRequest } from "@ivdrips/contract/gift-cards";
import type { PackagePurchaseRequest, PackagePurchaseResponse } from "@ivdrips/contract/payments";
import { dueSenOf, type PurchaseRow } from "../purchases/purchases.service";
import { AppError } from "../../lib/app-error";
import type { HoldClient } from "../bookings/booking-holds.service";
import {
  customerPayRefusal,
  type BookingRecord,
  type ValidBookingRequest,
} from "../bookings/bookings.service";
import { formatVisitTime } from "../notifications/booking-email-format";
import type { CheckoutSessionState, PaidFor } from "./checkout-provider";
import { isSandbox, type PaymentBookings, type PaymentsServiceDeps } from "./payment-deps";
import {
  closePaymentSession,
  findOpenSessionOfBooking,
  findPaymentSession,
  insertPaymentSession,
  isEventProcessed,
  markEventProcessed,
  markSessionPending,
  type PaymentSessionRow,
} from "./payments.repository";
import type { CheckoutWebhookEvent } from "./stripe-webhook";
import { bookingItem, purchaseItem, sandboxPagePath } from "./sandbox-page";

// Card payments (and Apple Pay, Google Pay), FPX and GrabPay through a hosted checkout: Stripe's, or the
// sandbox's own page.

/** How long a package's checkout may be paid for (Stripe's shortest session is 30 minutes). */
export const PURCHASE_CHECKOUT_MINUTES = 30;

/**
 * The method a booking records as paid with: what the checkout reports, except that a card keeps the wallet the
 * customer chose (Apple Pay and Google Pay are cards to the provider); the customer's choice when unreported.
 */
export function methodPaidWith(chosen: string | null, reported: CheckoutPaymentType | null): string {
  const wallets: readonly (string | null)[] = ["card", "applepay", "googlepay"];
  if (reported === "card") return chosen !== null && wallets.includes(chosen) ? chosen : "card";
  return reported ?? chosen ?? "card";
}

export type CardCheckoutDeps = Pick<
  PaymentsServiceDeps,
  | "db"
  | "clock"
  | "checkout"
  | "parseWebhook"
  | "siteOrigins"
  | "log"
  | "purchases"
  | "packages"
  | "giftCardOrders"
  | "crypto"
> & {
  /** All of the payments' bookings but the refunds, which are the sweep's. */
  bookings: Omit<PaymentBookings, "listRefundsDue" | "recordRefund">;
};

/** What the provider says of a session, and what that does to its booking: the one path for every caller. */
function createFulfilment(deps: CardCheckoutDeps) {
  const { db, clock, bookings, checkout, purchases } = deps;

  /** What the session pays for: the provider's metadata, else our own record of the session. */
  async function paidForOf(state: CheckoutSessionState): Promise<PaidFor | undefined> {
    if (state.bookingId) return { bookingId: state.bookingId };
    if (state.purchaseId) return { purchaseId: state.purchaseId };
    const session = await findPaymentSession(db, state.sessionId);
    if (session?.bookingId) return { bookingId: session.bookingId };
    return session?.purchaseId ? { purchaseId: session.purchaseId } : undefined;
  }
  const bookingOf = async (state: CheckoutSessionState) => {
    const paysFor = await paidForOf(state);
    return paysFor && "bookingId" in paysFor ? paysFor.bookingId : undefined;
  };

  /**
   * An FPX or GrabPay payment left the checkout unpaid: the session waits for the bank, and so does the hold
   * (`await_payment`, at most PAYMENT_PROCESSING_MINUTES). A report that comes after the answer changes nothing.
   */
  async function awaitBank(state: CheckoutSessionState): Promise<"pending"> {
    const bookingId = await bookingOf(state);
    await markSessionPending(db, state.sessionId, state.paymentType);
    const current = bookingId ? await bookings.findWithOwner(bookingId) : undefined;
    if (current) {
      const chosen = current.booking.booking.paymentMethod;
      await bookings.awaitPayment(current.booking.booking.id, methodPaidWith(chosen, state.paymentType));
    }
    return "pending";
  }

  /** Fulfils a booking from what the provider reports of its session: the one path for every caller. */
  async function fulfil(state: CheckoutSessionState): Promise<"paid" | "pending" | "open" | "expired"> {
    if (state.paymentStatus !== "paid") {
      if (state.status === "complete") return awaitBank(state);
      return state.status === "expired" ? "expired" : "open";
    }
    const paysFor = await paidForOf(state);
    if (!paysFor) {
      deps.log.error({ sessionId: state.sessionId }, "a paid checkout session names nothing of ours");
      return "paid";
    }
    // A charge in another currency cannot be compared, so it counts as not matching.
    const amountSen = state.currency === "MYR" && state.amountSen !== null ? state.amountSen : -1;
    if ("purchaseId" in paysFor) {
      const found = await purchases.find(paysFor.purchaseId);
      if (!found) throw new AppError("NOT_FOUND", "packageNotFound");
      await purchases.markPaid(paysFor.purchaseId, {
        method: methodPaidWith(found.purchase.paymentMethod, state.paymentType),
        provider: checkout.name,
        sessionId: state.sessionId,
        ...(state.paymentReference ? { reference: state.paymentReference } : {}),
        amountSen,
      });
      await closePaymentSession(db, state.sessionId, "paid", clock(), state.paymentType);
      return "paid";
    }
    const bookingId = paysFor.bookingId;
    const current = await bookings.findWithOwner(bookingId);
    if (!current) throw new AppError("NOT_FOUND", "bookingNotFound");
    await bookings.markPaid(bookingId, {
      method: methodPaidWith(current.booking.booking.paymentMethod, state.paymentType),
      provider: checkout.name,
      sessionId: state.sessionId,
      ...(state.paymentReference ? { reference: state.paymentReference } : {}),
      amountSen,
    });
    await closePaymentSession(db, state.sessionId, "paid", clock(), state.paymentType);
    return "paid";
  }

  async function retrieve(sessionId: string): Promise<CheckoutSessionState> {
    let state;
    try {
      state = await checkout.retrieveSession(sessionId);
    } catch (error) {
      // The sandbox reads its sessions from our own database: a failure there is ours (a 503 while the
      // database is away), never reported as the payment provider's.
      if (isSandbox(checkout)) throw error;
      deps.log.error({ err: error, sessionId }, "checkout session not retrieved");
      throw new AppError("PAYMENT_PROVIDER_ERROR", "paymentCheckFailed");
    }
    if (!state) throw new AppError("NOT_FOUND", "paymentSessionNotFound");
    return state;
  }

  async function releaseFor(state: CheckoutSessionState, reason: "expired" | "payment_failed") {
    const paysFor = await paidForOf(state);
    await closePaymentSession(db, state.sessionId, "expired", clock());
    if (paysFor && "bookingId" in paysFor) await bookings.releaseHold(paysFor.bookingId, reason);
    if (paysFor && "purchaseId" in paysFor) await purchases.lapse(paysFor.purchaseId);
  }

  return { fulfil, retrieve, releaseFor, paidForOf };
}

type Fulfilment = ReturnType<typeof createFulfilment>;

/** Opens (or finds again) the hosted checkout of a held booking, and ties it to the booking. */
function createSessionOpener(deps: CardCheckoutDeps) {
  const { db, clock, bookings, checkout } = deps;

  /** `siteUrl`: where the customer is (siteOrigins), whom the checkout sends back there. */
  async function openSession(
    { booking, serviceName }: BookingRecord,
    method: string,
    siteUrl: string,
  ): Promise<{ url: string; sessionId: string }> {
    const now = clock();
    const existing = await findOpenSessionOfBooking(db, booking.id, now);
    if (existing) return { url: existing.url, sessionId: existing.id };
    const expiresAt = booking.holdExpiresAt;
    if (!expiresAt) throw new AppError("SESSION_CLOSED", "paymentSessionEnded");
    // What is left to pay: a package's credits may have paid the drips (booking-charges.ts).
    const amountSen = chargesOf(booking).dueSen;
    let session;
    try {
      session = await checkout.createSession({
        paysFor: { bookingId: booking.id },
        reference: booking.reference,
        amountSen,
        currency: "MYR",
        productName: booking.quantity > 1 ? `${serviceName} × ${booking.quantity}` : serviceName,
        description: formatVisitTime(booking),
        customerEmail: booking.customerEmail,
        expiresAt,
        siteUrl,
        successUrl: `${siteUrl}/booking-confirmation?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${siteUrl}${checkoutCancelPath(booking.serviceId, booking.id)}`,
        idempotencyKey: `checkout-session:${booking.id}`,
      });
    } catch (error) {
      if (isSandbox(checkout)) throw error; // the sandbox's sessions are in our own database: not a provider's fault
      deps.log.error({ err: error, bookingId: booking.id }, "checkout session not created");
      throw new AppError("PAYMENT_PROVIDER_ERROR", "paymentStartFailed");
    }
    await insertPaymentSession(db, {
      id: session.sessionId,
      provider: checkout.name,
      bookingId: booking.id,
      amountSen,
      url: session.url,
      expiresAt,
    });
    await bookings.attachPaymentSession(booking.id, session.sessionId, method);
    return session;
  }

  return openSession;
}

/** What the sandbox page's customer pressed: a card's Pay, or the test bank's answer for FPX or GrabPay. */
export type SandboxChoice =
  | { method: "card"; outcome: "succeed" }
  | { method: "fpx" | "grabpay"; outcome: "succeed" | "fail" | "pending" };

/** The sandbox's hosted page, standing in for a provider's: what it shows, its Pay and Cancel buttons. */
function createSandboxPages(deps: CardCheckoutDeps, { fulfil, retrieve, releaseFor }: Fulfilment) {
  const { db, clock, bookings, checkout, purchases } = deps;

  /**
   * What a session pays for, as its page needs it: whether it can still be paid (a held booking, a pending
   * purchase), what the page shows, where the confirmation and Cancel lead, and what Cancel lets go.
   */
  async function paidItemOf(session: PaymentSessionRow) {
    if (session.bookingId) {
      const found = await bookings.findWithOwner(session.bookingId);
      if (!found) return undefined;
      const { booking } = found.booking;
      return {
        open: stateOf(booking) === "held",
        item: bookingItem(found.booking),
        confirmationPath: "/booking-confirmation",
        cancelPath: checkoutCancelPath(booking.serviceId, booking.id),
        letGo: () => bookings.releaseHold(booking.id, "abandoned").then(() => undefined),
      };
    }
    const found = session.purchaseId ? await purchases.find(session.purchaseId) : undefined;
    if (!found) return undefined;
    return {
      open: found.purchase.status === "pending",
      item: purchaseItem(found.purchase, found.description),
      confirmationPath: PURCHASE_RETURN_PATHS[found.purchase.kind].confirmation,
      cancelPath: PURCHASE_RETURN_PATHS[found.purchase.kind].page,
      letGo: () => purchases.lapse(found.purchase.id),
    };
  }

  async function sandboxSession(sessionId: string) {
    if (!isSandbox(checkout)) return undefined;
    const session = await findPaymentSession(db, sessionId);
    if (session?.provider !== "sandbox") return undefined;
    const paid = await paidItemOf(session);
    const state = await checkout.retrieveSession(sessionId);
    if (!paid || !state) return undefined;
    const payable = state.status === "open" && paid.open;
    // The test bank kept the payment pending: its page then offers the bank's answer instead.
    const pendingType = session.paymentType === "card" ? null : session.paymentType;
    const processing = session.status === "pending" && paid.open ? pendingType : null;
    return { session, state, payable, processing, ...paid };
  }

  const confirmationUrl = (sessionId: string, from: string | undefined, path: string) =>
    `${deps.siteOrigins.siteUrlFor(from)}${path}?session_id=${encodeURIComponent(sessionId)}`;

  return {
    /** What the sandbox's hosted page shows, or undefined when there is no such sandbox session. */
    sandboxSession,

    /**
     * The sandbox page's Pay buttons: a card pays at once; the test bank (FPX, GrabPay) approves, declines
     * (the page says so and the session stays open, as Stripe's does) or keeps the payment pending. Returns
     * where to send the browser (back where the page is, if allowed).
     */
    async sandboxPay(sessionId: string, from: string | undefined, choice: SandboxChoice): Promise<string> {
      const page = await sandboxSession(sessionId);
      if (!page || !isSandbox(checkout)) throw new AppError("NOT_FOUND", "paymentSessionNotFound");
      // Paid at the provider but not on the booking (or purchase): the first press's process died between the
      // two. Finish it, as the confirmation page would, and show it. One already paid stays on the page.
      const unfinished = page.state.paymentStatus === "paid" && page.open;
      if (!unfinished) {
        if (!page.payable) throw new AppError("SESSION_CLOSED", "paymentSessionEnded");
        if (choice.method !== "card" && choice.outcome === "fail") {
          return sandboxPagePath(sessionId, { declined: choice.method });
        }
        const moved =
          choice.method !== "card" && choice.outcome === "pending"
            ? await checkout.startProcessing(sessionId, choice.method)
            : await checkout.pay(sessionId, choice.method);
        if (!moved) throw new AppError("SESSION_CLOSED", "paymentSessionEnded");
      }
      await fulfil(await retrieve(sessionId));
      return confirmationUrl(sessionId, from, page.confirmationPath);
    },

    /**
     * The test bank's answer to a payment it kept pending: approved pays the booking, declined releases the
     * hold, as Stripe's async_payment_succeeded and async_payment_failed do.
     */
    async sandboxSettle(sessionId: string, from: string | undefined, approved: boolean): Promise<string> {
      const page = await sandboxSession(sessionId);
      if (!page || !isSandbox(checkout)) throw new AppError("NOT_FOUND", "paymentSessionNotFound");
      if (page.processing === null) throw new AppError("SESSION_CLOSED", "paymentSessionEnded");
      if (approved) {
        if (!(await checkout.pay(sessionId, page.processing))) {
          throw new AppError("SESSION_CLOSED", "paymentSessionEnded");
        }
        await fulfil(await retrieve(sessionId));
      } else {
        await releaseFor(page.state, "payment_failed");
      }
      return confirmationUrl(sessionId, from, page.confirmationPath);
    },

    /** The sandbox page's Cancel button: the hold (or purchase) is let go; returns where to send the browser. */
    async sandboxCancel(sessionId: string, from: string | undefined): Promise<string> {
      const page = await sandboxSession(sessionId);
      if (!page) throw new AppError("NOT_FOUND", "paymentSessionNotFound");
      if (await closePaymentSession(db, sessionId, "cancelled", clock())) await page.letGo();
      return `${deps.siteOrigins.siteUrlFor(from)}${page.cancelPath}`;
    },
  };
}

/** Buying what is not a visit (issue 39): a drip package, a gift card, through the same hosted checkout. */
function createPurchaseCheckout(deps: CardCheckoutDeps) {
  const { db, clock } = deps;

  /** Opens the hosted checkout of a pending purchase; a checkout that cannot be opened lapses it. */
  async function openPurchaseSession(
    { purchase, buyerEmail }: { purchase: PurchaseRow; buyerEmail: string },
    method: string | undefined,
    from: string | undefined,
  ) {
    const found = await deps.purchases.find(purchase.id);
    if (!found) throw new AppError("NOT_FOUND", "purchaseNotFound");
    const siteUrl = deps.siteOrigins.siteUrlFor(from);
    const paths = PURCHASE_RETURN_PATHS[purchase.kind];
    const expiresAt = new Date(clock().getTime() + PURCHASE_CHECKOUT_MINUTES * 60_000);
    let session;
    try {
      session = await deps.checkout.createSession({
        paysFor: { purchaseId: purchase.id },
        reference: purchase.reference,
        amountSen: dueSenOf(purchase),
        currency: "MYR",
        productName: found.description.productName,
        description: found.description.description,
        customerEmail: buyerEmail,
        expiresAt,
        siteUrl,
        successUrl: `${siteUrl}${paths.confirmation}?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${siteUrl}${paths.page}`,
        idempotencyKey: `checkout-session:${purchase.id}`,
      });
    } catch (error) {
      await deps.purchases.lapse(purchase.id);
      if (isSandbox(deps.checkout)) throw error;
      deps.log.error({ err: error, purchaseId: purchase.id }, "checkout session not created");
      throw new AppError("PAYMENT_PROVIDER_ERROR", "paymentStartFailed");
    }
    await insertPaymentSession(db, {
      id: session.sessionId,
      provider: deps.checkout.name,
      purchaseId: purchase.id,
      amountSen: dueSenOf(purchase),
      url: session.url,
      expiresAt,
    });
    await deps.purchases.attachPaymentSession(purchase.id, session.sessionId, method ?? "card");
    return { ...session, purchaseId: purchase.id };
  }

  return {
    /**
     * Issue 39: buy a package through the hosted checkout, or in crypto (`usdt`: no checkout, the purchase
     * waits for a transfer). The price the customer was shown is checked; the purchase waits for the payment,
     * which gives its credits.
     */
    async checkoutForPackage(
      userId: string,
      packageId: string,
      input: Omit<PackagePurchaseRequest, "currency">,
      from: string | undefined,
    ): Promise<PackagePurchaseResponse> {
      const opened = await deps.packages.start(deps.purchases, userId, packageId, {
        amountSen: rmToSen(input.amount),
        giftCardCode: input.giftCardCode,
      });
      const paidAhead = {
        reference: opened.purchase.reference,
        giftCardAmount: senToRm(opened.purchase.giftCardSen),
      };
      const dueSen = dueSenOf(opened.purchase);
      const noCheckout = { url: null, sessionId: null, purchaseId: opened.purchase.id, ...paidAhead };
      if (dueSen === 0) return { ...noCheckout, amountDue: 0 };
      if (input.paymentMethod === "usdt") {
        // Crypto switched off: as when a checkout cannot be opened, the purchase lapses (a gift card's part back).
        if (!deps.crypto.receiverAddress) {
          await deps.purchases.lapse(opened.purchase.id);
          throw new AppError("PAYMENTS_UNAVAILABLE", "cryptoUnavailable");
        }
        // No checkout: the purchase waits for a transfer (crypto-payment.service.ts), or lapses unpaid.
        await deps.purchases.awaitPayment(opened.purchase.id, input.paymentMethod);
        return { ...noCheckout, amountDue: senToRm(dueSen) };
      }
      const session = await openPurchaseSession(opened, input.paymentMethod, from);
      return { ...session, ...paidAhead, amountDue: senToRm(dueSen) };
    },

    /** Issue 39: buy a gift card through the hosted checkout; paid, it is issued and its code emailed. */
    async checkoutForGiftCard(userId: string, input: GiftCardPurchaseRequest, from: string | undefined) {
      const { paymentMethod, currency: _currency, ...order } = input;
      const opened = await deps.giftCardOrders.start(deps.purchases, userId, order);
      return openPurchaseSession(opened, paymentMethod, from);
    },
  };
}

/**
 * A card payment's use cases: open a hosted checkout (for a new hold or one the customer has), complete it
 * from the confirmation page or the provider's webhook, and the sandbox's page. `fulfilSession` is for the
 * payment sweep, which finishes what a process that died left.
 */
export function createCardCheckout(deps: CardCheckoutDeps) {
  const { db, clock, bookings } = deps;
  const fulfilment = createFulfilment(deps);
  const { fulfil, retrieve, releaseFor } = fulfilment;
  const openSession = createSessionOpener(deps);

  /** The amount the client says it pays (RM, as sent) against the total in sen. */
  function checkAmount(amount: number, totalSen: number): void {
    if (rmToSen(amount) !== totalSen) {
      throw new AppError("AMOUNT_MISMATCH", "amountMismatch", { total: formatRm(totalSen) });
    }
  }

  return {
    /**
     * SPEC §7: hold the window, then open a hosted checkout for it. `from` is the origin the request came
     * from: the checkout returns there when it is one of the site's (siteOrigins), else to PUBLIC_URL.
     */
    async checkoutWithBooking(
      userId: string,
      input: { bookingData: ValidBookingRequest; amount: number; paymentMethod?: string | undefined },
      client: HoldClient,
      from: string | undefined,
    ) {
      // Credits are taken with the hold (POST /bookings), which is then paid what is left (checkoutForBooking).
      if (input.bookingData.payWith) throw new AppError("VALIDATION_ERROR", "creditHoldFirst");
      checkAmount(input.amount, rmToSen(input.bookingData.totalAmount));
      const record = await bookings.create(userId, input.bookingData, client);
      try {
        const session = await openSession(
          record,
          input.paymentMethod ?? "card",
          deps.siteOrigins.siteUrlFor(from),
        );
        return { ...session, bookingId: record.booking.id };
      } catch (error) {
        // No checkout, no hold: the window goes back at once rather than in 30 minutes.
        await bookings.releaseHold(record.booking.id, "abandoned");
        throw error;
      }
    },

    /** SPEC §7: open (or reopen) the hosted checkout of a booking the customer already holds. */
    async checkoutForBooking(
      userId: string,
      input: { bookingId: string; amount: number; paymentMethod?: string | undefined },
      from: string | undefined,
    ) {
      const record = await bookings.getOwn(userId, input.bookingId);
      const { booking } = record;
      checkAmount(input.amount, chargesOf(booking).dueSen);
      // The table says whether this customer may pay it now: a hold with time left.
      const refused = customerPayRefusal(booking, clock());
      if (refused !== undefined) throw new AppError("INVALID_TRANSITION", refused);
      const session = await openSession(
        record,
        input.paymentMethod ?? booking.paymentMethod ?? "card",
        deps.siteOrigins.siteUrlFor(from),
      );
      return { ...session, bookingId: booking.id };
    },

    /** SPEC §7: the confirmation page asks the provider about the session and fulfils it if paid. */
    async completePayment(sessionId: string, userId: string | undefined) {
      const state = await retrieve(sessionId);
      const status = await fulfil(state);
      const paysFor = await fulfilment.paidForOf(state);
      if (paysFor && "purchaseId" in paysFor) {
        const owner = (await deps.purchases.find(paysFor.purchaseId))?.purchase.userId;
        return { status, ...(owner !== undefined && owner === userId ? paysFor : {}) };
      }
      const bookingId = paysFor?.bookingId;
      const owner = bookingId ? (await bookings.findWithOwner(bookingId))?.userId : undefined;
      return { status, ...(owner !== undefined && owner === userId && bookingId ? { bookingId } : {}) };
    },

    hasWebhooks: deps.parseWebhook !== undefined,

    /** A provider's webhook delivery: verified, then handled once per event id. */
    async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
      if (!deps.parseWebhook) throw new AppError("NOT_FOUND", "webhooksDisabled");
      let event: CheckoutWebhookEvent;
      try {
        event = deps.parseWebhook(rawBody, signature);
      } catch (error) {
        deps.log.warn({ err: error }, "webhook refused");
        throw new AppError("BAD_REQUEST", "webhookSignatureInvalid");
      }
      if (await isEventProcessed(db, event.id)) return;
      // Marked only after handling: a crash in between means a redelivery, which every handler tolerates.
      switch (event.kind) {
        case "completed":
        case "async_payment_succeeded":
          // Read again: an event's session names its PaymentIntent only, not what the customer paid with.
          await fulfil(await retrieve(event.session.sessionId));
          await markEventProcessed(db, event.id, event.kind);
          return;
        case "async_payment_failed":
          await releaseFor(event.session, "payment_failed");
          await markEventProcessed(db, event.id, event.kind);
          return;
        case "expired":
          await releaseFor(event.session, "expired");
          await markEventProcessed(db, event.id, event.kind);
          return;
        case "ignored":
          await markEventProcessed(db, event.id, event.type);
          return;
      }
    },
    ...createSandboxPages(deps, fulfilment),
    ...createPurchaseCheckout(deps),

    /** Asks the provider about the session and fulfils its booking if it is paid. */
    async fulfilSession(sessionId: string): Promise<"paid" | "pending" | "open" | "expired"> {
      return fulfil(await retrieve(sessionId));
    },
  };
}
