import { schemaMessage } from "@ivdrips/contract/api-messages";
import {
  GIFT_CARD_SEND_MAX_DAYS,
  GiftCardPurchaseRequestSchema,
  type GiftCardPurchaseRequest,
} from "@ivdrips/contract/gift-cards";
import { addDays, klDateOf } from "@ivdrips/contract/kl-dates";
import { z } from "zod";

/** The amounts offered at a tap, in RM; any other from RM 100 to RM 5,000 is typed. */
export const AMOUNT_PRESETS = [200, 500, 1_000] as const;

/** The days a card may be sent, as the server allows them: from today in Kuala Lumpur to a year ahead. */
export function sendWindow(now = new Date()): { first: string; last: string } {
  const first = klDateOf(now);
  return { first, last: addDays(first, GIFT_CARD_SEND_MAX_DAYS) };
}

/** "250", "1,000", "RM 99.50" → RM; anything that is not an amount to the sen is NaN (refused as one). */
export function readRm(typed: string): number {
  const bare = typed
    .trim()
    .replace(/^RM\s*/i, "")
    .replace(/[\s,]/g, "");
  return /^\d+(\.\d{1,2})?$/.test(bare) ? Number(bare) : Number.NaN;
}

const request = GiftCardPurchaseRequestSchema.shape;

/**
 * The form: the contract's checks of the purchase (the amount's range and sen, the names, the email, the
 * message's length, the method), and the send day's window, which the server checks in its service. The amount is typed,
 * so it is read as RM first.
 */
export const GiftCardFormSchema = z.object({
  amount: z.string().transform(readRm).pipe(request.amount),
  recipientName: request.recipientName,
  recipientEmail: request.recipientEmail,
  message: request.message,
  sendOn: z.string().refine(
    (day) => {
      const { first, last } = sendWindow();
      return request.sendOn.safeParse(day).success && day >= first && day <= last;
    },
    { error: schemaMessage("giftCardSendOnInvalid") },
  ),
  // The hosted checkout's methods (a card, Apple Pay, Google Pay, FPX, GrabPay): never crypto.
  paymentMethod: request.paymentMethod.unwrap(),
});
export type GiftCardFormInput = z.input<typeof GiftCardFormSchema>;
export type GiftCardFormValues = z.output<typeof GiftCardFormSchema>;

/** POST /api/gift-cards's body: ringgit, and no message when none was written. */
export function toGiftCardRequest({ message, ...values }: GiftCardFormValues): GiftCardPurchaseRequest {
  return { ...values, currency: "MYR", ...(message ? { message } : {}) };
}
