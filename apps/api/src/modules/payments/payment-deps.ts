import type { CryptoPaymentRequestSchema, CryptoToken } from "@ivdrips/contract/payments";
import type { z } from "zod";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { SiteOrigins } from "../../lib/site-origins";
import type { BookingsService } from "../bookings/bookings.service";
import type { PackagePurchases } from "../packages/package-purchases.service";
import type { GiftCardOrders } from "../gift-cards/gift-card-orders.service";
import type { Purchases } from "../purchases/purchases.service";
import type { CheckoutProvider } from "./checkout-provider";
import type { TokenTransferVerifier } from "./crypto/token-transfer-verifier";
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
  /** Blocks on top of a paid transfer before the sweep counts it final (see `sweep`). */
  finalityDepth: number;
  /** Handed to the web app (GET /payments/config) for WalletConnect; null: not offered. */
  walletConnectProjectId: string | null;
  verifier: TokenTransferVerifier;
}

/**
 * What payments may do with bookings, and nothing else of the bookings service: hold a window to pay for and
 * read the customer's own booking, find a booking with its owner, tie a checkout session to it, mark it paid or
 * let its hold go, and the refunds owed and made.
 */
export type PaymentBookings = Pick<
  BookingsService,
  | "create"
  | "getOwn"
  | "findWithOwner"
  | "attachPaymentSession"
  | "markPaid"
  | "awaitPayment"
  | "releaseHold"
  | "listRefundsDue"
  | "recordRefund"
>;

/**
 * What payments may do with purchases: open one, find it (the caller's own), tie its checkout or wait for a
 * crypto payment, record the provider's answer, let unpaid ones lapse.
 */
export type PaymentPurchases = Pick<
  Purchases,
  | "open"
  | "payAhead"
  | "find"
  | "getOwn"
  | "attachPaymentSession"
  | "awaitPayment"
  | "markPaid"
  | "lapse"
  | "lapseUnpaid"
>;

export interface PaymentsServiceDeps {
  db: Database;
  clock: Clock;
  bookings: PaymentBookings;
  purchases: PaymentPurchases;
  /** What can be bought: a drip package, a gift card (each starts its purchase). */
  packages: Pick<PackagePurchases, "start">;
  giftCardOrders: Pick<GiftCardOrders, "start">;
  checkout: CheckoutProvider;
  /** Verifies and parses a webhook delivery; absent when the provider has no webhooks (the sandbox). */
  parseWebhook?: (rawBody: Buffer, signature: string | undefined) => CheckoutWebhookEvent;
  crypto: CryptoSettings;
  /** Where a customer comes back to after the hosted checkout: the origin they started from, if allowed. */
  siteOrigins: SiteOrigins;
  supportEmail: string;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
}

export function isSandbox(provider: CheckoutProvider): provider is SandboxProvider {
  return provider.name === "sandbox";
}
