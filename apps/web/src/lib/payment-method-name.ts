import type { Catalogue } from "../locales/catalogue";

/**
 * Brands keep their names in every language; a card, FPX's online banking and a package's credit are words to
 * translate.
 */
const BRANDS: Readonly<Record<string, string>> = {
  usdt: "USDT",
  usdc: "USDC",
  applepay: "Apple Pay",
  googlepay: "Google Pay",
  grabpay: "GrabPay",
};

/** A payment method (contract/payment-methods.ts, or a token paid with) as the reader's language names it. */
export function paymentMethodName(method: string, t: Catalogue): string {
  if (method === "card") return t.payments.method.card;
  if (method === "fpx") return t.payments.method.fpx;
  if (method === "credit") return t.payments.method.credit;
  return BRANDS[method] ?? method;
}
