/**
 * SPEC §9: the payment methods a customer picks on the booking form. Apart from payments.ts, whose schemas
 * bring zod: a page that only asks which methods go through a checkout loads none of it.
 */
export const PAYMENT_METHODS = ["usdt", "card", "applepay", "googlepay", "fpx", "grabpay"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The methods a hosted checkout takes: every one but crypto. */
export const CHECKOUT_METHODS = ["card", "applepay", "googlepay", "fpx", "grabpay"] as const;
export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];

/**
 * What a hosted checkout reports was used (issue 39): a card (Apple Pay and Google Pay are card wallets), an FPX
 * bank transfer or GrabPay. FPX and GrabPay may settle after the checkout closes, when the bank or the wallet
 * answers.
 */
export const CHECKOUT_PAYMENT_TYPES = ["card", "fpx", "grabpay"] as const;
export type CheckoutPaymentType = (typeof CHECKOUT_PAYMENT_TYPES)[number];

/**
 * How long a hold waits for an FPX bank's or GrabPay's answer, counted from when the customer left the checkout:
 * the bank's own window is shorter, so an answer later than this is money for a released hold (support's).
 */
export const PAYMENT_PROCESSING_MINUTES = 60;
