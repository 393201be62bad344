import type { BookingRequest } from "@ivdrips/contract/bookings";
import {
  BASE_CHAIN_ID,
  cryptoPaymentMessage,
  cryptoPurchasePaymentMessage,
  type CryptoToken,
} from "@ivdrips/contract/payments";
import { ApiError, DEFAULT_ERROR_MESSAGE } from "../../../lib/api-client";
import type { CryptoPaymentApi } from "../api/crypto-payment-api";
import type { CryptoPurchaseApi } from "../api/crypto-purchase-api";
import { quoteToken, type CryptoConfig } from "./amounts";
import type { PaymentPhase, PaymentResult } from "./payment-machine";
import type { Address, Hash, Hex, WalletPort } from "./wallet";
import { connectError, signError, transferError, WalletError, type WalletMessageId } from "./wallet-errors";

/**
 * What one modal has done so far, kept across attempts: a retry reuses the held booking, and once a transfer
 * was sent it is only ever signed for, checked and recorded again, never sent a second time.
 */
export interface PaymentSession {
  bookingId?: string;
  /** The held booking's reference, named in the message the wallet signs. */
  bookingReference?: string;
  /** The held booking's total as the server computed it (RM). */
  bookingTotal?: number;
  /** `signature`: the paying wallet's claim of the transfer for the booking, once signed. */
  sentTx?: { hash: Hash; token: CryptoToken; from: Address; display: string; signature?: Hex };
}

/** The wallet steps every payment takes, whatever it pays for. */
interface PaymentSteps {
  wallet: WalletPort | null;
  config: CryptoConfig;
  token: CryptoToken;
  session: PaymentSession;
  onPhase(phase: PaymentPhase): void;
  /** The wallet is on another chain: SPEC §8 'Wrong Network' toast, before the switch is asked for. */
  onWrongNetwork(): void;
  /** The account that pays, once known. */
  onAccount?(account: Address): void;
  sleep?(ms: number): Promise<void>;
  /** How often 409 PAYMENT_NOT_CONFIRMED is retried, and how long apart. */
  recordAttempts?: number;
  recordDelayMs?: number;
}

/** A booking: held first (POST /bookings), then paid and recorded with its booking request. */
export interface RunPaymentInput extends PaymentSteps {
  api: CryptoPaymentApi;
  bookingData: BookingRequest | null | undefined;
  totalAmount: number;
}

/** A purchase already opened to be paid in crypto (issue 39: a drip package), by its id and reference. */
export interface PurchaseToPay {
  purchaseId: string;
  reference: string;
  /** RM left to pay (a gift card may have paid part), the amount the server checks the transfer for. */
  amountDue: number;
}

export interface RunPurchasePaymentInput extends PaymentSteps {
  api: CryptoPurchaseApi;
  purchase: PurchaseToPay;
}

/** The transfer as recorded: who sent it, in which token, and the claim signed over it. */
type SignedTransfer = NonNullable<PaymentSession["sentTx"]> & { signature: Hex };

/**
 * What one payment pays for (the only part that differs between a booking and a purchase): the amount quoted,
 * anything opened before the transfer, the claim the wallet signs and the call that records it.
 */
interface Payee {
  /** RM the transfer is quoted on, as known before anything is opened. */
  amount: number;
  /** Opens what is paid for before the transfer, when it is not open yet: answers the server's amount. */
  open?: (() => Promise<number>) | undefined;
  /** The message the paying wallet signs; throws when there is nothing to claim for. */
  claim(receiver: Address, hash: Hash): string;
  record(sent: SignedTransfer): Promise<PaymentResult>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function connect(wallet: WalletPort): Promise<Address> {
  let accounts: Address[];
  try {
    // Already authorised: connected without a prompt (SPEC §4 "Wallet connection").
    accounts = await wallet.accounts();
    if (accounts.length === 0) accounts = await wallet.requestAccounts();
  } catch (error) {
    throw connectError(error);
  }
  const [account] = accounts;
  if (!account) throw new WalletError("noAccounts");
  return account;
}

async function ensureBase(wallet: WalletPort, onWrongNetwork: () => void): Promise<void> {
  if ((await wallet.chainId()) === BASE_CHAIN_ID) return;
  onWrongNetwork();
  try {
    await wallet.switchToBase();
  } catch (error) {
    throw new WalletError("switchFailed", { cause: error });
  }
  if ((await wallet.chainId()) !== BASE_CHAIN_ID) throw new WalletError("switchFailed");
}

/**
 * A failed call to the server, as the customer is told it: the server's answer when it says why (by id, or in
 * English), else `fallback` (a proxy's bare error page, a request that threw before it was sent).
 */
function serverFailure(error: unknown, fallback: WalletMessageId): ApiError | WalletError {
  const saysWhy = error instanceof ApiError && (error.ref || error.message !== DEFAULT_ERROR_MESSAGE);
  return saysWhy ? error : new WalletError(fallback, { cause: error });
}

/**
 * SPEC §4 "Crypto payment steps", the processing part: connect, Base, balance, hold the booking, send the
 * real amount, sign the claim (the transfer is this wallet's, for this booking), wait for the receipt, have the
 * server verify and record it. Throws the reason: a WalletError with its message id, or the server's ApiError.
 */
export async function runCryptoPayment(input: RunPaymentInput): Promise<PaymentResult> {
  const { api, bookingData, session } = input;
  if (!bookingData) throw new WalletError("bookingMissing");
  const payee: Payee = {
    amount: session.bookingTotal ?? input.totalAmount,
    // A retry reuses the booking held by an earlier attempt.
    open: session.bookingId
      ? undefined
      : async () => {
          try {
            const booking = await api.holdBooking(bookingData);
            session.bookingId = booking._id;
            session.bookingReference = booking.reference;
            session.bookingTotal = booking.totalAmount;
          } catch (error) {
            throw serverFailure(error, "bookingFailed");
          }
          // The server's total is the one it will check the transfer against.
          return session.bookingTotal;
        },
    claim: (receiverAddress, transactionHash) => {
      const { bookingId, bookingReference } = session;
      if (!bookingId || bookingReference === undefined) throw new WalletError("bookingMissing");
      return cryptoPaymentMessage({
        bookingId,
        bookingReference,
        chainId: BASE_CHAIN_ID,
        receiverAddress,
        transactionHash,
      });
    },
    record: async (sent) => {
      const bookingId = session.bookingId;
      if (!bookingId) throw new WalletError("bookingMissing");
      const response = await api.recordPayment({
        bookingData: { ...bookingData, bookingId },
        transactionHash: sent.hash,
        tokenType: sent.token,
        fromAddress: sent.from,
        signature: sent.signature,
        amount: sent.display,
      });
      delete session.bookingId;
      delete session.bookingReference;
      delete session.bookingTotal;
      const { outcome, message, messageId } = response;
      return { hash: sent.hash, bookingId: response.bookingId, outcome, message, messageId };
    },
  };
  return payWith(input, payee);
}

/**
 * The same steps for a purchase opened to be paid in crypto (issue 39: a drip package): nothing is held (the
 * purchase waits for the transfer), the claim names the purchase, and the server records it as paid.
 */
export async function runPurchasePayment(input: RunPurchasePaymentInput): Promise<PaymentResult> {
  const { api, purchase } = input;
  return payWith(input, {
    amount: purchase.amountDue,
    claim: (receiverAddress, transactionHash) =>
      cryptoPurchasePaymentMessage({
        purchaseId: purchase.purchaseId,
        purchaseReference: purchase.reference,
        chainId: BASE_CHAIN_ID,
        receiverAddress,
        transactionHash,
      }),
    record: async (sent) => {
      const response = await api.recordPurchasePayment({
        purchaseId: purchase.purchaseId,
        transactionHash: sent.hash,
        tokenType: sent.token,
        fromAddress: sent.from,
        signature: sent.signature,
      });
      const outcome = response.outcome === "paid" ? "confirmed" : "needs_attention";
      const { message, messageId } = response;
      return { hash: sent.hash, purchaseId: response.purchaseId, outcome, message, messageId };
    },
  });
}

/** Connect, Base, balance, open what is paid for, send the amount: the transfer, kept in the session. */
async function sendTransfer(input: PaymentSteps, payee: Payee, receiver: Address) {
  const { wallet, config, token, session, onPhase } = input;
  if (!wallet) throw new WalletError("notInstalled");
  onPhase("connecting");
  const account = await connect(wallet);
  input.onAccount?.(account);

  onPhase("network");
  await ensureBase(wallet, input.onWrongNetwork);

  onPhase("balance");
  const quote = quoteToken(config, token, payee.amount);
  if (!quote) throw new WalletError("paymentFailed");
  let balance: bigint;
  try {
    balance = await wallet.balanceOf(quote.address, account);
  } catch (error) {
    throw new WalletError("balanceUnreadable", { params: { token }, cause: error });
  }
  if (balance < quote.units) throw new WalletError("insufficientBalance", { params: { token } });

  let amount = quote;
  if (payee.open) {
    onPhase("holding");
    const opened = await payee.open();
    if (opened !== payee.amount) {
      const serverQuote = quoteToken(config, token, opened);
      if (!serverQuote) throw new WalletError("paymentFailed");
      if (balance < serverQuote.units) throw new WalletError("insufficientBalance", { params: { token } });
      amount = serverQuote;
    }
  }

  onPhase("transfer");
  let hash: Hash;
  try {
    hash = await wallet.transfer({
      token: amount.address,
      from: account,
      to: receiver,
      amount: amount.units,
    });
  } catch (error) {
    throw transferError(error);
  }
  session.sentTx = { hash, token, from: account, display: amount.display };
  return session.sentTx;
}

/** Every payment's steps; `payee` says what it pays for. */
async function payWith(input: PaymentSteps, payee: Payee): Promise<PaymentResult> {
  const { wallet, config, session, onPhase } = input;
  const sleep = input.sleep ?? defaultSleep;
  if (!wallet) throw new WalletError("notInstalled");
  const receiver = config.receiverAddress as Address | null;
  // The modal shows the server's reason on its 'unavailable' step and never starts a payment then.
  if (!config.enabled || !receiver) throw new WalletError("unavailable");

  const sent = session.sentTx ?? (await sendTransfer(input, payee, receiver));
  if (!sent.signature) {
    // Right after the transfer: the hash and sender are public, so only the paying wallet's signature over
    // what is paid for, the chain, receiver and hash makes the claim ours. A refusal keeps the transfer.
    const message = payee.claim(receiver, sent.hash);
    onPhase("signing");
    try {
      sent.signature = await wallet.signMessage({ account: sent.from, message });
    } catch (error) {
      throw signError(error);
    }
  }
  const signed: SignedTransfer = { ...sent, signature: sent.signature };

  onPhase("receipt");
  let status: "success" | "reverted";
  try {
    status = await wallet.waitForReceipt(sent.hash, Math.max(1, config.minConfirmations));
  } catch (error) {
    // Timed out (viem's WaitForTransactionReceiptTimeoutError) or the node did not answer: the transfer is
    // kept, and the next attempt checks it again.
    throw new WalletError("notConfirmedYet", { cause: error });
  }
  if (status !== "success") {
    // A reverted transfer moved nothing: the next attempt may send again.
    delete session.sentTx;
    throw new WalletError("transferFailed");
  }

  onPhase("recording");
  const attempts = input.recordAttempts ?? 6;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const result = await payee.record(signed);
      delete session.sentTx;
      return result;
    } catch (error) {
      if (error instanceof WalletError) throw error;
      // The server did not accept the signature (another account signed): the next attempt asks again.
      if (error instanceof ApiError && error.code === "PAYMENT_NOT_SIGNED") delete sent.signature;
      const notConfirmed = error instanceof ApiError && error.code === "PAYMENT_NOT_CONFIRMED";
      if (notConfirmed && attempt < attempts) {
        await sleep(input.recordDelayMs ?? 2_000);
        continue;
      }
      throw serverFailure(error, "recordFailed");
    }
  }
}
