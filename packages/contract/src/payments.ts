import { schemaMessage } from "./api-messages";
import { z } from "zod";
import { BookingRequestSchema, BookingSchema } from "./bookings";
import { GiftCardCodeSchema } from "./gift-cards";

import { CHECKOUT_METHODS, PAYMENT_METHODS } from "./payment-methods";

export { CHECKOUT_METHODS, PAYMENT_METHODS, type PaymentMethod } from "./payment-methods";

export const CRYPTO_TOKENS = ["USDT", "USDC"] as const;
export type CryptoToken = (typeof CRYPTO_TOKENS)[number];
export const BASE_CHAIN_ID = 8453;

/** Base mainnet contracts (defaults for USDT_ADDRESS / USDC_ADDRESS). */
export const BASE_TOKEN_ADDRESSES: Record<CryptoToken, `0x${string}`> = {
  USDC: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
  USDT: "0xfde4C96c8593536E31F229EA8f37b2ADa2699bb2",
};

/**
 * The token amount (in the token's smallest unit) that pays `totalSen`: total RM × myrToUsd, rounded up so
 * a payment is never a fraction short. `myrToUsd` is a decimal string such as "0.2368", kept exact.
 */
export function cryptoAmountUnits(totalSen: number, myrToUsd: string, decimals: number): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(myrToUsd.trim());
  if (!match) throw new Error(`not a decimal rate: ${myrToUsd}`);
  const fraction = match[2] ?? "";
  const rateNumerator = BigInt(`${match[1]}${fraction}`);
  const rateDenominator = 10n ** BigInt(fraction.length);
  const numerator = BigInt(totalSen) * rateNumerator * 10n ** BigInt(decimals);
  const denominator = 100n * rateDenominator;
  return (numerator + denominator - 1n) / denominator;
}

/** "123.456" for 123456000n at 6 decimals: a token amount as people read it. */
export function formatTokenUnits(units: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const whole = units / scale;
  const fraction = (units % scale).toString().padStart(decimals, "0").replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

const AmountSchema = z
  .number({ error: schemaMessage("amountNotNumber") })
  .positive({ error: schemaMessage("amountNotPositive") })
  .max(1_000_000, { error: schemaMessage("amountTooLarge") });
const CurrencySchema = z.literal("MYR", { error: schemaMessage("currencyMyr") });
const CheckoutMethodSchema = z.enum(CHECKOUT_METHODS, {
  error: schemaMessage("checkoutMethodInvalid"),
});

/** A package is paid through a checkout or, like a booking, in crypto. */
const PackagePaymentMethodSchema = z.enum(PAYMENT_METHODS, {
  error: schemaMessage("checkoutMethodInvalid"),
});

/** SPEC §7: hold the window and open a hosted checkout in one call. */
export const CheckoutWithBookingRequestSchema = z.object({
  bookingData: BookingRequestSchema,
  amount: AmountSchema,
  currency: CurrencySchema,
  paymentMethod: CheckoutMethodSchema.optional(),
});

/** SPEC §7: open a hosted checkout for a booking already held. */
export const CheckoutRequestSchema = z.object({
  bookingId: z
    .string({ error: schemaMessage("bookingRequired") })
    .trim()
    .min(1, { error: schemaMessage("bookingRequired") })
    .max(100),
  amount: AmountSchema,
  currency: CurrencySchema,
  paymentMethod: CheckoutMethodSchema.optional(),
});

/**
 * POST /api/packages/{id}/purchase: pay for a package through the hosted checkout, or in crypto. `amount` is the price the
 * customer was shown, checked against the package's, never trusted. `giftCardCode`: a gift card pays up to
 * all of it first, and the checkout the rest.
 */
export const PackagePurchaseRequestSchema = z.object({
  amount: AmountSchema,
  currency: CurrencySchema,
  /** `usdt`: no checkout; the rest is paid in USDT/USDC (POST /api/payments/crypto-payment-for-purchase). */
  paymentMethod: PackagePaymentMethodSchema.optional(),
  giftCardCode: GiftCardCodeSchema.optional(),
});
export type PackagePurchaseRequest = z.infer<typeof PackagePurchaseRequestSchema>;

/**
 * A package's purchase: the checkout of what is left to pay (RM `amountDue`), or, when a gift card paid it all
 * (`giftCardAmount`), no checkout (`url` and `sessionId` null): the package is paid and its credits run. Bought
 * in crypto, no checkout either: the purchase waits 30 minutes, as a checkout would, for the transfer of `amountDue`.
 */
export const PackagePurchaseResponseSchema = z.object({
  url: z.string().nullable(),
  sessionId: z.string().nullable(),
  purchaseId: z.string(),
  /** The purchase's human reference (IVP-…), which a crypto payment's claim names. */
  reference: z.string(),
  giftCardAmount: z.number(),
  amountDue: z.number(),
});
export type PackagePurchaseResponse = z.infer<typeof PackagePurchaseResponseSchema>;
export const PurchaseCheckoutResponseSchema = z.object({
  url: z.string(),
  sessionId: z.string(),
  purchaseId: z.string(),
});

export const CheckoutSessionResponseSchema = z.object({
  url: z.string(),
  sessionId: z.string(),
  bookingId: z.string(),
});

export const SessionIdSchema = z
  .string({ error: schemaMessage("sessionIdRequired") })
  .trim()
  .min(1, { error: schemaMessage("sessionIdRequired") })
  .max(300, { error: schemaMessage("sessionIdTooLong") })
  .regex(/^[A-Za-z0-9_-]+$/, { error: schemaMessage("sessionIdInvalid") });

export const CompletePaymentRequestSchema = z.object({ sessionId: SessionIdSchema });
export const CompletePaymentResponseSchema = z.object({
  /** `pending`: an FPX or GrabPay payment the bank or wallet has yet to confirm (the hold waits for it). */
  status: z.enum(["paid", "pending", "open", "expired"]),
  /** Only to the booking's own customer. */
  bookingId: z.string().optional(),
  /** A package bought through the session, only to its own customer. */
  purchaseId: z.string().optional(),
});

const TX_HASH_MESSAGE = schemaMessage("txHashFormat");
const ADDRESS_MESSAGE = schemaMessage("walletAddressFormat");
const SIGNATURE_MESSAGE = schemaMessage("signatureRequired");

/** The lines every signed claim shares after what it pays for: the chain, our receiving wallet, the transaction. */
function claimMessage(
  heading: string,
  paysFor: string,
  claim: { chainId: number; receiverAddress: string; transactionHash: string },
): string {
  return [
    heading,
    paysFor,
    `Chain: ${claim.chainId}`,
    `Receiver: ${claim.receiverAddress.toLowerCase()}`,
    `Transaction: ${claim.transactionHash.toLowerCase()}`,
  ].join("\n");
}

/**
 * The text the paying wallet signs (EIP-191 `personal_sign`) to claim a transfer for a booking: it names the
 * booking, the chain, our receiving wallet and the transaction, so a signature proves the claim of exactly this
 * payment for exactly this booking. Built here once for the web app (which asks the wallet) and the server
 * (which recovers the signer); addresses and the hash in lower case, so checksum casing never matters.
 */
export function cryptoPaymentMessage(claim: {
  bookingId: string;
  bookingReference: string;
  chainId: number;
  receiverAddress: string;
  transactionHash: string;
}): string {
  return claimMessage(
    "IV Drips: I sent this payment for my booking.",
    `Booking: ${claim.bookingReference} (${claim.bookingId})`,
    claim,
  );
}

/** The same claim for a purchase (issue 39: a drip package): it names the purchase instead of a booking. */
export function cryptoPurchasePaymentMessage(claim: {
  purchaseId: string;
  purchaseReference: string;
  chainId: number;
  receiverAddress: string;
  transactionHash: string;
}): string {
  return claimMessage(
    "IV Drips: I sent this payment for my purchase.",
    `Purchase: ${claim.purchaseReference} (${claim.purchaseId})`,
    claim,
  );
}

/** What every crypto claim sends: the transfer, its token and sender, and the sender's signature of the claim. */
const CryptoClaimSchema = z.object({
  transactionHash: z
    .string({ error: TX_HASH_MESSAGE })
    .trim()
    .regex(/^0x[0-9a-fA-F]{64}$/, { error: TX_HASH_MESSAGE })
    .transform((hash) => hash.toLowerCase() as `0x${string}`),
  tokenType: z.enum(CRYPTO_TOKENS, { error: schemaMessage("tokenInvalid") }),
  fromAddress: z
    .string({ error: ADDRESS_MESSAGE })
    .trim()
    .regex(/^0x[0-9a-fA-F]{40}$/, { error: ADDRESS_MESSAGE })
    .transform((address) => address as `0x${string}`),
  /** The paying wallet's `personal_sign` of the claim's message: 65 bytes (r, s, v). */
  signature: z
    .string({ error: SIGNATURE_MESSAGE })
    .trim()
    .regex(/^0x[0-9a-fA-F]{130}$/, { error: SIGNATURE_MESSAGE })
    .transform((signature) => signature as `0x${string}`),
});

/** The claim of a transfer for a booking, signed over `cryptoPaymentMessage(...)`. */
export const CryptoPaymentRequestSchema = CryptoClaimSchema.extend({
  /** The booking request; `bookingId` names the caller's hold, made first with POST /bookings. */
  bookingData: BookingRequestSchema.extend({
    bookingId: z
      .string({ error: schemaMessage("bookingRequired") })
      .trim()
      .min(1, { error: schemaMessage("bookingRequired") })
      .max(100),
  }),
  /** What the wallet sent, as text; informational only: the chain is the record. */
  amount: z.union([z.string().max(100), z.number()]).optional(),
});

/**
 * POST /api/payments/crypto-payment-for-purchase: the claim of a transfer for the caller's pending purchase
 * (opened with `paymentMethod: "usdt"`), signed over `cryptoPurchasePaymentMessage(...)`.
 */
export const CryptoPurchasePaymentRequestSchema = CryptoClaimSchema.extend({
  purchaseId: z.uuid({ error: schemaMessage("purchaseNotFound") }),
});
export type CryptoPurchasePaymentRequest = z.output<typeof CryptoPurchasePaymentRequestSchema>;

/** paid: what was bought is given (a package's credits run); needs_attention: support will follow up. */
export const CryptoPurchasePaymentResponseSchema = z.object({
  purchaseId: z.string(),
  outcome: z.enum(["paid", "needs_attention"]),
  message: z.string(),
  messageId: z.string(),
});

export const CryptoPaymentResponseSchema = z.object({
  bookingId: z.string(),
  /** confirmed, or needs_attention when the window was taken meanwhile and support will follow up. */
  outcome: z.enum(["confirmed", "needs_attention"]),
  message: z.string(),
  messageId: z.string(),
  booking: BookingSchema,
});

export const PaymentConfigSchema = z.object({
  checkoutProvider: z.enum(["sandbox", "stripe"]),
  methods: z.object({
    card: z.boolean(),
    applepay: z.boolean(),
    googlepay: z.boolean(),
    fpx: z.boolean(),
    grabpay: z.boolean(),
    usdt: z.boolean(),
  }),
  crypto: z.object({
    enabled: z.boolean(),
    /** Why crypto is off, when it is. */
    unavailableReason: z.string().nullable(),
    /** The same reason by id (api-messages.ts), for the reader's language. */
    unavailableReasonId: z.string().nullable(),
    chainId: z.literal(BASE_CHAIN_ID),
    receiverAddress: z.string().nullable(),
    myrToUsd: z.string(),
    minConfirmations: z.number().int(),
    /**
     * WalletConnect (v2) project id: a wallet without a browser extension (a phone) connects through WalletConnect
     * with it. Null: WalletConnect is not offered; the wallet apps' own browsers and the QR still are.
     */
    walletConnectProjectId: z.string().nullable(),
    tokens: z.array(
      z.object({ symbol: z.enum(CRYPTO_TOKENS), address: z.string(), decimals: z.number().int().nullable() }),
    ),
  }),
});
export type PaymentConfig = z.infer<typeof PaymentConfigSchema>;

export const WebhookResponseSchema = z.object({ received: z.literal(true) });
