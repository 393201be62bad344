import { englishMessage, saying } from "../../lib/english-message";
import { chargesOf } from "@ivdrips/contract/booking-charges";
import {
  BASE_CHAIN_ID,
  cryptoAmountUnits,
  cryptoPaymentMessage,
  formatTokenUnits,
  type CryptoToken,
  type PaymentConfig,
} from "@ivdrips/contract/payments";
import { recoverMessageAddress } from "viem";
import { inTransaction } from "../../db/transactions";
import { AppError } from "../../lib/app-error";
import type { BookingRecord } from "../bookings/bookings.service";
import { enqueueEmail } from "../notifications/outbox.service";
import {
  cryptoAttentionEmail,
  cryptoAttentionReason,
  type CryptoAttentionReason,
} from "./crypto-attention-email";
import { PaymentNetworkError, type TokenTransferVerifier } from "./crypto/token-transfer-verifier";
import type { CryptoPaymentRequest, PaymentBookings, PaymentsServiceDeps } from "./payment-deps";
import {
  cryptoPaymentExists,
  findCryptoPayment,
  insertCryptoPayment,
  setCryptoPaymentAttention,
} from "./payments.repository";

// Paying a held booking with USDT/USDC on Base: the customer's wallet sends, we verify on chain.

export type CryptoPaymentDeps = Pick<
  PaymentsServiceDeps,
  "db" | "clock" | "checkout" | "crypto" | "supportEmail" | "log"
> & {
  bookings: Pick<PaymentBookings, "getOwn" | "markPaid">;
};

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
function createSupportRecord(deps: CryptoPaymentDeps, tokenDecimals: TokenDecimals) {
  const { db, clock } = deps;

  async function recordForSupport(
    userId: string,
    request: CryptoPaymentRequest,
    payment: {
      tokenAddress: string;
      amountUnits: bigint;
      expectedUnits: bigint;
      blockNumber: bigint;
      blockHash: string;
    },
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
        blockHash: payment.blockHash,
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

  return recordForSupport;
}

function confirmed(record: BookingRecord) {
  return {
    bookingId: record.booking.id,
    outcome: "confirmed" as const,
    ...saying("paymentVerified"),
    booking: record,
  };
}

/**
 * A crypto payment's use cases: pay a held booking with a transfer on Base, and what the web app may offer
 * (config, card's too). `tokenDecimals` is for the payment sweep, which checks paid transfers again.
 */
export function createCryptoPayment(deps: CryptoPaymentDeps) {
  const { db, bookings, checkout, crypto } = deps;
  const tokenDecimals = createTokenDecimals(crypto.verifier);
  const recordForSupport = createSupportRecord(deps, tokenDecimals);

  return {
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
        // What is left to pay: a package's credits may have paid the drips.
        const expected = cryptoAmountUnits(
          chargesOf(held.booking).dueSen,
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
        blockHash: result.blockHash,
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
            blockHash: result.blockHash,
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
