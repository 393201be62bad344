import { englishMessage, saying } from "../../lib/english-message";
import { formatRm, rmToSen } from "@ivdrips/contract/money";
import {
  BASE_CHAIN_ID,
  cryptoAmountUnits,
  cryptoPaymentMessage,
  formatTokenUnits,
  type CryptoPaymentRequestSchema,
  type CryptoToken,
  type PaymentConfig,
} from "@ivdrips/contract/payments";
import { checkoutCancelPath } from "@ivdrips/contract/checkout-return";
import { recoverMessageAddress } from "viem";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { inTransaction } from "../../db/transactions";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import type { BookingRecord, BookingsService, ValidBookingRequest } from "../bookings/bookings.service";
import { formatVisitTime } from "../notifications/booking-emails";
import { enqueueEmail } from "../notifications/outbox.service";
import {
  cryptoAttentionEmail,
  cryptoAttentionReason,
  type CryptoAttentionReason,
} from "./crypto-attention-email";
import { CheckoutProviderError, type CheckoutProvider, type CheckoutSessionState } from "./checkout-provider";
import { PaymentNetworkError, type TokenTransferVerifier } from "./crypto/token-transfer-verifier";
import {
  closePaymentSession,
  cryptoPaymentExists,
  findCryptoPayment,
  findOpenSessionOfBooking,
  findPaymentSession,
  insertCryptoPayment,
  insertPaymentSession,
  isEventProcessed,
  listPaidSessionsOfUnpaidBookings,
  listSessionsToClose,
  markEventProcessed,
  setCryptoPaymentAttention,
} from "./payments.repository";
import type { SandboxProvider } from "./sandbox-provider";
import type { CheckoutWebhookEvent } from "./stripe-webhook";

export type CryptoPaymentRequest = z.output<typeof CryptoPaymentRequestSchema>;

export interface CryptoSettings {
  /** Null: crypto is switched off (no receiving wallet configured). */
  receiverAddress: `0x${string}` | null;
  tokens: Record<CryptoToken, `0x${string}`>;
  /** Decimal string, e.g. "0.2368". */
  myrToUsd: string;
  minConfirmations: number;
  verifier: TokenTransferVerifier;
}

export interface PaymentsServiceDeps {
  db: Database;
  clock: Clock;
  bookings: BookingsService;
  checkout: CheckoutProvider;
  /** Verifies and parses a webhook delivery; absent when the provider has no webhooks (the sandbox). */
  parseWebhook?: (rawBody: Buffer, signature: string | undefined) => CheckoutWebhookEvent;
  crypto: CryptoSettings;
  publicUrl: string;
  supportEmail: string;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
}

function isSandbox(provider: CheckoutProvider): provider is SandboxProvider {
  return provider.name === "sandbox";
}

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { db, clock, bookings, checkout, crypto } = deps;
  const decimalsCache = new Map<string, number>();

  async function openSession(
    { booking, serviceName }: BookingRecord,
    method: string,
  ): Promise<{ url: string; sessionId: string }> {
    const now = clock();
    const existing = await findOpenSessionOfBooking(db, booking.id, now);
    if (existing) return { url: existing.url, sessionId: existing.id };
    const expiresAt = booking.holdExpiresAt;
    if (!expiresAt) throw new AppError("SESSION_CLOSED", "paymentSessionEnded");
    const amountSen = booking.totalSen;
    let session;
    try {
      session = await checkout.createSession({
        bookingId: booking.id,
        reference: booking.reference,
        amountSen,
        currency: "MYR",
        productName: booking.quantity > 1 ? `${serviceName} × ${booking.quantity}` : serviceName,
        description: formatVisitTime(booking),
        customerEmail: booking.customerEmail,
        expiresAt,
        successUrl: `${deps.publicUrl}/booking-confirmation?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${deps.publicUrl}${checkoutCancelPath(booking.serviceId, booking.id)}`,
        idempotencyKey: `checkout-session:${booking.id}`,
      });
    } catch (error) {
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

  /** The amount the client says it pays (RM, as sent) against the total in sen. */
  function checkAmount(amount: number, totalSen: number): void {
    if (rmToSen(amount) !== totalSen) {
      throw new AppError("AMOUNT_MISMATCH", "amountMismatch", { total: formatRm(totalSen) });
    }
  }

  /** Fulfils a booking from what the provider reports of its session: the one path for every caller. */
  async function fulfil(state: CheckoutSessionState): Promise<"paid" | "open" | "expired"> {
    if (state.paymentStatus !== "paid") return state.status === "expired" ? "expired" : "open";
    const bookingId = state.bookingId ?? (await findPaymentSession(db, state.sessionId))?.bookingId;
    if (!bookingId) {
      deps.log.error({ sessionId: state.sessionId }, "a paid checkout session names no booking of ours");
      return "paid";
    }
    const current = await bookings.findWithOwner(bookingId);
    if (!current) throw new AppError("NOT_FOUND", "bookingNotFound");
    await bookings.markPaid(bookingId, {
      method: current.booking.booking.paymentMethod ?? "card",
      provider: checkout.name,
      sessionId: state.sessionId,
      ...(state.paymentReference ? { reference: state.paymentReference } : {}),
      // A charge in another currency cannot be compared, so it counts as not matching.
      amountSen: state.currency === "MYR" && state.amountSen !== null ? state.amountSen : -1,
    });
    await closePaymentSession(db, state.sessionId, "paid", clock());
    return "paid";
  }

  async function retrieve(sessionId: string): Promise<CheckoutSessionState> {
    let state;
    try {
      state = await checkout.retrieveSession(sessionId);
    } catch (error) {
      deps.log.error({ err: error, sessionId }, "checkout session not retrieved");
      throw new AppError("PAYMENT_PROVIDER_ERROR", "paymentCheckFailed");
    }
    if (!state) throw new AppError("NOT_FOUND", "paymentSessionNotFound");
    return state;
  }

  async function releaseFor(state: CheckoutSessionState, reason: "expired" | "payment_failed") {
    const bookingId = state.bookingId ?? (await findPaymentSession(db, state.sessionId))?.bookingId;
    await closePaymentSession(db, state.sessionId, "expired", clock());
    if (bookingId) await bookings.releaseHold(bookingId, reason);
  }

  async function tokenDecimals(token: `0x${string}`): Promise<number> {
    const cached = decimalsCache.get(token);
    if (cached !== undefined) return cached;
    const decimals = await crypto.verifier.decimals(token);
    decimalsCache.set(token, decimals);
    return decimals;
  }

  async function sandboxSession(sessionId: string) {
    if (!isSandbox(checkout)) return undefined;
    const session = await findPaymentSession(db, sessionId);
    if (session?.provider !== "sandbox") return undefined;
    const found = await bookings.findWithOwner(session.bookingId);
    const state = await checkout.retrieveSession(sessionId);
    if (!found || !state) return undefined;
    const payable = state.status === "open" && found.booking.booking.status === "pending";
    return { session, record: found.booking, state, payable };
  }

  /** Whether the claim's signature recovers to its `fromAddress` (EIP-191 over the one message of the contract). */
  async function signedBy(
    request: CryptoPaymentRequest,
    { booking }: BookingRecord,
    receiver: `0x${string}`,
  ): Promise<boolean> {
    const message = cryptoPaymentMessage({
      bookingId: booking.id,
      bookingReference: booking.reference,
      chainId: BASE_CHAIN_ID,
      receiverAddress: receiver,
      transactionHash: request.transactionHash,
    });
    try {
      const signer = await recoverMessageAddress({ message, signature: request.signature });
      return signer.toLowerCase() === request.fromAddress.toLowerCase();
    } catch {
      // Not a signature at all (a bad recovery byte, a point off the curve): signed by no one.
      return false;
    }
  }

  /** Money on chain that could not pay a booking normally: kept on record, and support is told at once. */
  async function recordForSupport(
    userId: string,
    request: CryptoPaymentRequest,
    payment: { tokenAddress: string; amountUnits: bigint; expectedUnits: bigint; blockNumber: bigint },
    record: BookingRecord,
    reason: CryptoAttentionReason,
  ): Promise<void> {
    const decimals = await tokenDecimals(payment.tokenAddress as `0x${string}`);
    const amount = `${formatTokenUnits(payment.amountUnits, decimals)} ${request.tokenType}`;
    await inTransaction(db, async (tx) => {
      const inserted = await insertCryptoPayment(tx, {
        txHash: request.transactionHash,
        userId,
        bookingId: record.booking.id,
        token: request.tokenType,
        tokenAddress: payment.tokenAddress,
        fromAddress: request.fromAddress,
        amountUnits: payment.amountUnits.toString(),
        expectedUnits: payment.expectedUnits.toString(),
        blockNumber: payment.blockNumber.toString(),
        attentionReason: cryptoAttentionReason(reason),
      });
      if (!inserted) throw new AppError("TRANSACTION_USED", "transactionUsed");
      await enqueueEmail(tx, {
        ...cryptoAttentionEmail(
          {
            tokenType: request.tokenType,
            transactionHash: request.transactionHash,
            fromAddress: request.fromAddress,
            amount,
            reason,
            record,
          },
          deps.supportEmail,
        ),
        availableAt: clock(),
      });
    });
  }

  return {
    /** SPEC §7: hold the window, then open a hosted checkout for it. */
    async checkoutWithBooking(
      userId: string,
      input: { bookingData: ValidBookingRequest; amount: number; paymentMethod?: string | undefined },
      clientAddress: string,
    ) {
      checkAmount(input.amount, rmToSen(input.bookingData.totalAmount));
      const record = await bookings.create(userId, input.bookingData, clientAddress);
      try {
        const session = await openSession(record, input.paymentMethod ?? "card");
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
    ) {
      const record = await bookings.getOwn(userId, input.bookingId);
      const { booking } = record;
      checkAmount(input.amount, booking.totalSen);
      const holding =
        booking.status === "pending" &&
        booking.paymentStatus === "pending" &&
        booking.holdExpiresAt !== null &&
        booking.holdExpiresAt.getTime() > clock().getTime();
      if (!holding) {
        throw new AppError(
          "INVALID_TRANSITION",
          booking.paymentStatus === "paid" ? "alreadyPaid" : "noLongerHeld",
        );
      }
      const session = await openSession(record, input.paymentMethod ?? booking.paymentMethod ?? "card");
      return { ...session, bookingId: booking.id };
    },

    /** SPEC §7: the confirmation page asks the provider about the session and fulfils it if paid. */
    async completePayment(sessionId: string, userId: string | undefined) {
      const state = await retrieve(sessionId);
      const status = await fulfil(state);
      const bookingId = state.bookingId ?? (await findPaymentSession(db, sessionId))?.bookingId;
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
          await fulfil(event.session);
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

    /** What the sandbox's hosted page shows, or undefined when there is no such sandbox session. */
    sandboxSession,

    /** The sandbox page's Pay button; returns where to send the browser. */
    async sandboxPay(sessionId: string): Promise<string> {
      const page = await sandboxSession(sessionId);
      if (!page || !isSandbox(checkout)) throw new AppError("NOT_FOUND", "paymentSessionNotFound");
      // Paid at the provider but not on the booking: the first press's process died between the two. Finish
      // the booking, as the confirmation page would, and show it. A booking already paid stays on the page.
      const unfinished =
        page.state.paymentStatus === "paid" && page.record.booking.paymentStatus === "pending";
      if (!unfinished && (!page.payable || !(await checkout.pay(sessionId)))) {
        throw new AppError("SESSION_CLOSED", "paymentSessionEnded");
      }
      await fulfil(await retrieve(sessionId));
      return `${deps.publicUrl}/booking-confirmation?session_id=${encodeURIComponent(sessionId)}`;
    },

    /** The sandbox page's Cancel button: the hold is released; returns where to send the browser. */
    async sandboxCancel(sessionId: string): Promise<string> {
      const page = await sandboxSession(sessionId);
      if (!page) throw new AppError("NOT_FOUND", "paymentSessionNotFound");
      if (await closePaymentSession(db, sessionId, "cancelled", clock())) {
        await bookings.releaseHold(page.record.booking.id, "abandoned");
      }
      return `${deps.publicUrl}${checkoutCancelPath(page.record.booking.serviceId, page.record.booking.id)}`;
    },

    /**
     * SPEC §7: pay a held booking with USDT/USDC on Base; nothing is marked paid until the chain says so.
     * Sender and hash are public, so the claim must be signed by the paying wallet (EIP-191, over the booking,
     * chain, receiver and hash) and the transfer made after the hold; until both hold, nothing is recorded.
     */
    async payWithCrypto(userId: string, request: CryptoPaymentRequest) {
      const receiver = crypto.receiverAddress;
      if (!receiver) {
        throw new AppError("PAYMENTS_UNAVAILABLE", "cryptoUnavailable");
      }
      const held = await bookings.getOwn(userId, request.bookingData.bookingId);
      if (!(await signedBy(request, held, receiver))) {
        throw new AppError("PAYMENT_NOT_SIGNED", "notSignedByPayer");
      }
      if (await cryptoPaymentExists(db, request.transactionHash)) {
        throw new AppError("TRANSACTION_USED", "transactionUsed");
      }

      const token = crypto.tokens[request.tokenType];
      let verification;
      try {
        const expected = cryptoAmountUnits(
          held.booking.totalSen,
          crypto.myrToUsd,
          await tokenDecimals(token),
        );
        verification = {
          expected,
          result: await crypto.verifier.verifyTransfer({
            txHash: request.transactionHash,
            token,
            // The signer: the Transfer must come from the wallet that signed the claim.
            from: request.fromAddress,
            to: receiver,
            minAmount: expected,
            minConfirmations: crypto.minConfirmations,
          }),
        };
      } catch (error) {
        if (!(error instanceof PaymentNetworkError)) throw error;
        deps.log.error({ err: error }, "the Base network could not be reached");
        throw new AppError("PAYMENT_PROVIDER_ERROR", "baseCheckFailed");
      }
      const { expected, result } = verification;
      if (!result.ok) {
        if (result.refusal === "NOT_CONFIRMED") throw new AppError("PAYMENT_NOT_CONFIRMED", result.messageId);
        if (result.refusal === "WRONG_CHAIN") {
          deps.log.error({ refusal: result.refusal }, "BASE_RPC_URL is not a Base (8453) node");
          throw new AppError("PAYMENTS_UNAVAILABLE", "cryptoUnavailable");
        }
        throw new AppError("PAYMENT_NOT_VERIFIED", result.messageId);
      }
      // Block times are whole seconds: a transfer in the hold's own second counts as after it.
      if (result.blockTime.getTime() < Math.floor(held.booking.createdAt.getTime() / 1000) * 1000) {
        throw new AppError("PAYMENT_NOT_VERIFIED", "sentBeforeHold");
      }
      const onChain = {
        tokenAddress: token,
        amountUnits: result.amount,
        expectedUnits: expected,
        blockNumber: result.blockNumber,
      };

      // A hold that lapsed meanwhile: markPaid takes the place back if it is free, or flags it for support.
      const paid = await bookings.markPaid(held.booking.id, {
        method: request.tokenType.toLowerCase(),
        provider: "crypto",
        reference: request.transactionHash,
        record: async (tx) => {
          const inserted = await insertCryptoPayment(tx, {
            txHash: request.transactionHash,
            userId,
            bookingId: held.booking.id,
            token: request.tokenType,
            tokenAddress: token,
            fromAddress: request.fromAddress,
            amountUnits: result.amount.toString(),
            expectedUnits: expected.toString(),
            blockNumber: result.blockNumber.toString(),
          });
          if (!inserted) throw new AppError("TRANSACTION_USED", "transactionUsed");
        },
      });
      if (paid.outcome === "already_paid") {
        if ((await findCryptoPayment(db, request.transactionHash))?.bookingId === held.booking.id) {
          return confirmed(paid.booking);
        }
        await recordForSupport(userId, request, onChain, held, "already_paid");
        throw new AppError("PAYMENT_NEEDS_ATTENTION", "paidTwice");
      }
      if (paid.outcome === "needs_attention") {
        await setCryptoPaymentAttention(
          db,
          request.transactionHash,
          paid.booking.booking.attentionReason ?? "needs_attention",
        );
        return {
          bookingId: held.booking.id,
          outcome: "needs_attention" as const,
          ...saying("paidButWindowTaken"),
          booking: paid.booking,
        };
      }
      return confirmed(paid.booking);
    },

    /** GET /payments/config: what the web app may offer. */
    async config(): Promise<PaymentConfig> {
      const receiver = crypto.receiverAddress;
      const tokens = await Promise.all(
        (Object.entries(crypto.tokens) as [CryptoToken, `0x${string}`][]).map(async ([symbol, address]) => ({
          symbol,
          address,
          decimals: receiver ? await tokenDecimals(address).catch(() => null) : null,
        })),
      );
      const unavailableReasonId = !receiver
        ? "noReceivingWallet"
        : tokens.some((token) => token.decimals === null)
          ? "baseUnreachable"
          : null;
      const unavailableReason = unavailableReasonId && englishMessage(unavailableReasonId);
      return {
        checkoutProvider: checkout.name,
        methods: { card: true, applepay: true, googlepay: true, usdt: unavailableReason === null },
        crypto: {
          enabled: unavailableReason === null,
          unavailableReason,
          unavailableReasonId,
          chainId: BASE_CHAIN_ID,
          receiverAddress: receiver,
          myrToUsd: crypto.myrToUsd,
          minConfirmations: crypto.minConfirmations,
          tokens,
        },
      };
    },

    /**
     * Background work, safe in several processes: fulfils bookings whose session the provider reports paid
     * (left unfinished by a process that died), closes sessions that must not be paid any more (hold released
     * or ran out), and sends owed refunds through the provider that took the money.
     */
    async sweep(): Promise<{ closed: number; refunded: number; fulfilled: number }> {
      let fulfilled = 0;
      for (const session of await listPaidSessionsOfUnpaidBookings(db, 50)) {
        try {
          if ((await fulfil(await retrieve(session.id))) === "paid") fulfilled += 1;
        } catch (error) {
          deps.log.warn({ err: error, sessionId: session.id }, "paid session not fulfilled; will retry");
        }
      }
      let closed = 0;
      for (const session of await listSessionsToClose(db, clock(), 50)) {
        try {
          if (session.provider === checkout.name) await checkout.expireSession(session.id);
          await closePaymentSession(db, session.id, "expired", clock());
          closed += 1;
        } catch (error) {
          deps.log.warn({ err: error, sessionId: session.id }, "checkout session not expired; will retry");
        }
      }
      let refunded = 0;
      for (const due of await bookings.listRefundsDue(checkout.name)) {
        if (!due.paymentReference || !due.refundSen) continue;
        try {
          const refund = await checkout.refund({
            bookingId: due.id,
            paymentReference: due.paymentReference,
            amountSen: due.refundSen,
            idempotencyKey: `refund:${due.id}`,
          });
          await bookings.recordRefund(due.id, { status: refund.status, refundReference: refund.refundId });
          if (refund.status === "succeeded") refunded += 1;
        } catch (error) {
          const detail = error instanceof CheckoutProviderError ? error.message : "unexpected error";
          deps.log.warn({ bookingId: due.id, detail }, "refund not made; will retry");
        }
      }
      return { closed, refunded, fulfilled };
    },
  };

  function confirmed(record: BookingRecord) {
    return {
      bookingId: record.booking.id,
      outcome: "confirmed" as const,
      ...saying("paymentVerified"),
      booking: record,
    };
  }
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
