import type { Catalogue } from "../locales/catalogue";

/** Brands keep their names in every language; a card and FPX's online banking are words to translate. */
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
  return BRANDS[method] ?? method;
}
