/**
 * SPEC §9: the payment methods a customer picks on the booking form. Apart from payments.ts, whose schemas
 * bring zod: a page that only asks which methods go through a checkout loads none of it.
 */
export const PAYMENT_METHODS = ["usdt", "card", "applepay", "googlepay"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const CHECKOUT_METHODS = ["card", "applepay", "googlepay"] as const;
