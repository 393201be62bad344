import { englishMessage, saying } from "../../lib/english-message";
import { chargesOf } from "@ivdrips/contract/booking-charges";
import {
  BASE_CHAIN_ID,
  cryptoAmountUnits,
  cryptoPaymentMessage,
  cryptoPurchasePaymentMessage,
  formatTokenUnits,
  type CryptoPurchasePaymentRequest,
  type CryptoToken,
  type PaymentConfig,
} from "@ivdrips/contract/payments";
import { recoverMessageAddress } from "viem";
import { inTransaction } from "../../db/transactions";
import { AppError } from "../../lib/app-error";
import type { BookingRecord } from "../bookings/bookings.service";
import { enqueueEmail } from "../notifications/outbox.service";
import { dueSenOf } from "../purchases/purchases.service";
import { PURCHASE_CHECKOUT_MINUTES } from "./card-checkout.service";
import {
  cryptoAttentionEmail,
  cryptoAttentionReason,
  type CryptoAttention,
  type CryptoAttentionReason,
} from "./crypto-attention-email";
import { PaymentNetworkError, type TokenTransferVerifier } from "./crypto/token-transfer-verifier";
import type {
  CryptoPaymentRequest,
  PaymentBookings,
  PaymentPurchases,
  PaymentsServiceDeps,
} from "./payment-deps";
import { findCryptoPayment, insertCryptoPayment, setCryptoPaymentAttention } from "./payments.repository";

// Paying a held booking, or a pending purchase, with USDT/USDC on Base: the customer's wallet sends, we verify
// on chain.

export type CryptoPaymentDeps = Pick<
  PaymentsServiceDeps,
  "db" | "clock" | "checkout" | "crypto" | "supportEmail" | "log"
> & {
  bookings: Pick<PaymentBookings, "getOwn" | "markPaid">;
  purchases: Pick<PaymentPurchases, "getOwn" | "markPaid" | "lapseUnpaid">;
};

/** The method a purchase to be paid in crypto waits with (either token), until the payment names its token. */
export const CRYPTO_PURCHASE_METHOD = "usdt";

/** A claim of a transfer: for a booking or a purchase, the same fields. */
type CryptoClaim = Pick<CryptoPaymentRequest, "transactionHash" | "tokenType" | "fromAddress" | "signature">;

/** A token's decimals (its contract, on chain), asked once per process. */
export type TokenDecimals = (token: `0x${string}`) => Promise<number>;

function createTokenDecimals(verifier: TokenTransferVerifier): TokenDecimals {
  const decimalsCache = new Map<string, number>();
  async function tokenDecimals(token: `0x${string}`): Promise<number> {
    const cached = decimalsCache.get(token);
    if (cached !== undefined) return cached;
    const decimals = await verifier.decimals(token);
    decimalsCache.set(token, decimals);
    return decimals;
  }

  return tokenDecimals;
}

/** Whether the claim's signature recovers to its `fromAddress` (EIP-191 over the claim's message of the contract). */
async function signedBy(claim: CryptoClaim, message: string): Promise<boolean> {
  try {
    const signer = await recoverMessageAddress({ message, signature: claim.signature });
    return signer.toLowerCase() === claim.fromAddress.toLowerCase();
  } catch {
    // Not a signature at all (a bad recovery byte, a point off the curve): signed by no one.
    return false;
  }
}

/** What a claimed transfer pays: a held booking or a pending purchase, as each check and record names it. */
interface ClaimedFor {
  /** The text the paying wallet must have signed. */
  message: (receiver: `0x${string}`) => string;
  dueSen: number;
  /** When the hold or the purchase was made: the transfer must come after it. */
  openedAt: Date;
  sentBefore: "sentBeforeHold" | "sentBeforePurchase";
  /** The crypto_payments column that names it. */
  paysFor: { bookingId: string } | { purchaseId: string };
  /** What support's email names when the money could not pay it. */
  attention: CryptoAttention["record"];
}

/** A transfer verified on chain, as crypto_payments records it. */
interface OnChain {
  tokenAddress: `0x${string}`;
  amountUnits: bigint;
  expectedUnits: bigint;
  blockNumber: bigint;
  blockHash: string;
}

/** The claim's row in crypto_payments (`attentionReason`: why support must look at it). */
function cryptoPaymentRow(
  userId: string,
  claim: CryptoClaim,
  claimed: ClaimedFor,
  onChain: OnChain,
  attentionReason?: string,
) {
  return {
    txHash: claim.transactionHash,
    userId,
    ...claimed.paysFor,
    token: claim.tokenType,
    tokenAddress: onChain.tokenAddress,
    fromAddress: claim.fromAddress,
    amountUnits: onChain.amountUnits.toString(),
    expectedUnits: onChain.expectedUnits.toString(),
    blockNumber: onChain.blockNumber.toString(),
    blockHash: onChain.blockHash,
    ...(attentionReason ? { attentionReason } : {}),
  };
}

/** Money on chain that could not pay a booking normally: kept on record, and support is told at once. */
function createSupportRecord(deps: CryptoPaymentDeps, tokenDecimals: TokenDecimals) {
  const { db, clock } = deps;

  async function recordForSupport(
    userId: string,
    claim: CryptoClaim,
    onChain: OnChain,
    claimed: ClaimedFor,
    reason: CryptoAttentionReason,
  ): Promise<void> {
    const decimals = await tokenDecimals(onChain.tokenAddress);
    const amount = `${formatTokenUnits(onChain.amountUnits, decimals)} ${claim.tokenType}`;
    await inTransaction(db, async (tx) => {
      const row = cryptoPaymentRow(userId, claim, claimed, onChain, cryptoAttentionReason(reason));
      if (!(await insertCryptoPayment(tx, row))) throw new AppError("TRANSACTION_USED", "transactionUsed");
      await enqueueEmail(tx, {
        ...cryptoAttentionEmail(
          {
            tokenType: claim.tokenType,
            transactionHash: claim.transactionHash,
            fromAddress: claim.fromAddress,
            amount,
            reason,
            record: claimed.attention,
          },
          deps.supportEmail,
        ),
        availableAt: clock(),
      });
    });
  }

  return recordForSupport;
}

/**
 * The checks every claim passes before anything is recorded: signed by the paying wallet over its message, a
 * transaction not used before, on chain a transfer of at least what is due from that wallet to ours, made after
 * the hold or the purchase. Returns the transfer as verified.
 */
function createClaimCheck(deps: CryptoPaymentDeps, tokenDecimals: TokenDecimals) {
  const { db, crypto } = deps;

  return async function verifiedClaim(
    claim: CryptoClaim,
    claimed: ClaimedFor,
  ): Promise<OnChain | "recorded"> {
    const receiver = crypto.receiverAddress;
    if (!receiver) throw new AppError("PAYMENTS_UNAVAILABLE", "cryptoUnavailable");
    if (!(await signedBy(claim, claimed.message(receiver)))) {
      throw new AppError("PAYMENT_NOT_SIGNED", "notSignedByPayer");
    }
    const recorded = await findCryptoPayment(db, claim.transactionHash);
    if (recorded) {
      // The same claim again (a retried request): what it paid is on record already.
      const same =
        "purchaseId" in claimed.paysFor
          ? recorded.purchaseId === claimed.paysFor.purchaseId
          : recorded.bookingId === claimed.paysFor.bookingId;
      if (same && recorded.attentionReason === null) return "recorded";
      throw new AppError("TRANSACTION_USED", "transactionUsed");
    }
    const token = crypto.tokens[claim.tokenType];
    let verification;
    try {
      const expected = cryptoAmountUnits(claimed.dueSen, crypto.myrToUsd, await tokenDecimals(token));
      verification = {
        expected,
        result: await crypto.verifier.verifyTransfer({
          txHash: claim.transactionHash,
          token,
          // The signer: the Transfer must come from the wallet that signed the claim.
          from: claim.fromAddress,
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
    if (result.blockTime.getTime() < Math.floor(claimed.openedAt.getTime() / 1000) * 1000) {
      throw new AppError("PAYMENT_NOT_VERIFIED", claimed.sentBefore);
    }
    return {
      tokenAddress: token,
      amountUnits: result.amount,
      expectedUnits: expected,
      blockNumber: result.blockNumber,
      blockHash: result.blockHash,
    };
  };
}

function confirmed(record: BookingRecord) {
  return {
    bookingId: record.booking.id,
    outcome: "confirmed" as const,
    ...saying("paymentVerified"),
    booking: record,
  };
}

/** Issue 39: a pending purchase paid in crypto, and those never paid lapsing. */
function createPurchasePayment(
  deps: CryptoPaymentDeps,
  {
    verifiedClaim,
    recordForSupport,
  }: {
    verifiedClaim: ReturnType<typeof createClaimCheck>;
    recordForSupport: ReturnType<typeof createSupportRecord>;
  },
) {
  const { db, purchases } = deps;

  return {
    /**
     * Issue 39: pay the caller's pending purchase (a drip package bought with `paymentMethod: "usdt"`) with
     * USDT/USDC on Base, as a booking is paid: the claim signed over the purchase, the transfer after it was
     * opened, at least what is left to pay (less a gift card's part). Paid, what was bought is given.
     */
    async payPurchaseWithCrypto(userId: string, request: CryptoPurchasePaymentRequest) {
      const own = await purchases.getOwn(userId, request.purchaseId);
      const { purchase } = own;
      const claimed: ClaimedFor = {
        message: (receiver) =>
          cryptoPurchasePaymentMessage({
            purchaseId: purchase.id,
            purchaseReference: purchase.reference,
            chainId: BASE_CHAIN_ID,
            receiverAddress: receiver,
            transactionHash: request.transactionHash,
          }),
        dueSen: dueSenOf(purchase),
        openedAt: purchase.createdAt,
        sentBefore: "sentBeforePurchase",
        paysFor: { purchaseId: purchase.id },
        attention: own,
      };
      const onChain = await verifiedClaim(request, claimed);
      const answer = { purchaseId: purchase.id };
      if (onChain === "recorded") {
        // Its own transfer again: paid, unless the first claim is still being recorded.
        if (purchase.status !== "paid") throw new AppError("TRANSACTION_USED", "transactionUsed");
        return { ...answer, outcome: "paid" as const, ...saying("purchasePaymentVerified") };
      }
      const outcome = await purchases.markPaid(purchase.id, {
        method: request.tokenType.toLowerCase(),
        provider: "crypto",
        reference: request.transactionHash,
        // The chain showed at least the units expected for what is due: that is what was paid.
        amountSen: dueSenOf(purchase),
        record: async (tx) => {
          const inserted = await insertCryptoPayment(tx, cryptoPaymentRow(userId, request, claimed, onChain));
          if (!inserted) throw new AppError("TRANSACTION_USED", "transactionUsed");
        },
      });
      if (outcome === "already_paid") {
        if ((await findCryptoPayment(db, request.transactionHash))?.purchaseId === purchase.id) {
          return { ...answer, outcome: "paid" as const, ...saying("purchasePaymentVerified") };
        }
        await recordForSupport(userId, request, onChain, claimed, "purchase_already_paid");
        throw new AppError("PAYMENT_NEEDS_ATTENTION", "purchasePaidTwice");
      }
      if (outcome === "needs_attention") {
        // The amount is the due one, so the one reason left: it lapsed and its gift card part went back.
        await setCryptoPaymentAttention(db, request.transactionHash, "paid_after_release");
        return { ...answer, outcome: "needs_attention" as const, ...saying("purchasePaidNeedsAttention") };
      }
      return { ...answer, outcome: "paid" as const, ...saying("purchasePaymentVerified") };
    },

    /**
     * Purchases opened to be paid in crypto (no checkout) and still unpaid PURCHASE_CHECKOUT_MINUTES later
     * lapse, as an unpaid checkout does: a gift card's part goes back to the card. For the payments sweep.
     */
    lapseUnpaidCryptoPurchases(now: Date): Promise<number> {
      return purchases.lapseUnpaid(
        CRYPTO_PURCHASE_METHOD,
        new Date(now.getTime() - PURCHASE_CHECKOUT_MINUTES * 60_000),
      );
    },
  };
}

/**
 * A crypto payment's use cases: pay a held booking (or a pending purchase) with a transfer on Base, and what the
 * web app may offer (config, card's too). `tokenDecimals` is for the payment sweep, which checks paid transfers again.
 */
export function createCryptoPayment(deps: CryptoPaymentDeps) {
  const { db, bookings, checkout, crypto } = deps;
  const tokenDecimals = createTokenDecimals(crypto.verifier);
  const recordForSupport = createSupportRecord(deps, tokenDecimals);
  const verifiedClaim = createClaimCheck(deps, tokenDecimals);

  return {
    /**
     * SPEC §7: pay a held booking with USDT/USDC on Base; nothing is marked paid until the chain says so.
     * Sender and hash are public, so the claim must be signed by the paying wallet (EIP-191, over the booking,
     * chain, receiver and hash) and the transfer made after the hold; until both hold, nothing is recorded.
     */
    async payWithCrypto(userId: string, request: CryptoPaymentRequest) {
      const held = await bookings.getOwn(userId, request.bookingData.bookingId);
      const { booking } = held;
      const claimed: ClaimedFor = {
        message: (receiver) =>
          cryptoPaymentMessage({
            bookingId: booking.id,
            bookingReference: booking.reference,
            chainId: BASE_CHAIN_ID,
            receiverAddress: receiver,
            transactionHash: request.transactionHash,
          }),
        // What is left to pay: a package's credits may have paid the drips.
        dueSen: chargesOf(booking).dueSen,
        openedAt: booking.createdAt,
        sentBefore: "sentBeforeHold",
        paysFor: { bookingId: booking.id },
        attention: held,
      };
      const onChain = await verifiedClaim(request, claimed);
      // A hold's claim again is refused as the transaction used, as it always was.
      if (onChain === "recorded") throw new AppError("TRANSACTION_USED", "transactionUsed");

      // A hold that lapsed meanwhile: markPaid takes the place back if it is free, or flags it for support.
      const paid = await bookings.markPaid(booking.id, {
        method: request.tokenType.toLowerCase(),
        provider: "crypto",
        reference: request.transactionHash,
        record: async (tx) => {
          const inserted = await insertCryptoPayment(tx, cryptoPaymentRow(userId, request, claimed, onChain));
          if (!inserted) throw new AppError("TRANSACTION_USED", "transactionUsed");
        },
      });
      if (paid.outcome === "already_paid") {
        if ((await findCryptoPayment(db, request.transactionHash))?.bookingId === booking.id) {
          return confirmed(paid.booking);
        }
        await recordForSupport(userId, request, onChain, claimed, "already_paid");
        throw new AppError("PAYMENT_NEEDS_ATTENTION", "paidTwice");
      }
      if (paid.outcome === "needs_attention") {
        await setCryptoPaymentAttention(
          db,
          request.transactionHash,
          paid.booking.booking.attentionReason ?? "needs_attention",
        );
        return {
          bookingId: booking.id,
          outcome: "needs_attention" as const,
          ...saying("paidButWindowTaken"),
          booking: paid.booking,
        };
      }
      return confirmed(paid.booking);
    },

    ...createPurchasePayment(deps, { verifiedClaim, recordForSupport }),

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
        methods: {
          card: true,
          applepay: true,
          googlepay: true,
          fpx: true,
          grabpay: true,
          usdt: unavailableReason === null,
        },
        crypto: {
          enabled: unavailableReason === null,
          unavailableReason,
          unavailableReasonId,
          chainId: BASE_CHAIN_ID,
          receiverAddress: receiver,
          myrToUsd: crypto.myrToUsd,
          minConfirmations: crypto.minConfirmations,
          walletConnectProjectId: crypto.walletConnectProjectId,
          tokens,
        },
      };
    },

    tokenDecimals,
  };
}
