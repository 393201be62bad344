import { z } from "zod";
import { StaffNoteSchema } from "./admin";
import { schemaMessage } from "./api-messages";
import { DateOnlySchema, EmailSchema, FullNameSchema } from "./common";
import { CHECKOUT_METHODS } from "./payment-methods";

/**
 * Gift cards (issue 39): a code (random, shown once, kept only as a hash) whose balance pays part or all of a
 * booking or a package. The balance is a ledger in integer sen: appended to, never changed, never below zero.
 */

/** What a gift card may be bought for, in RM. */
export const GIFT_CARD_MIN_RM = 100;
export const GIFT_CARD_MAX_RM = 5_000;

/**
 * The code's alphabet: Crockford's base 32 (no I, L, O or U), so it reads aloud and types without mistakes;
 * 16 characters carry 80 random bits, shown in four groups (`7KQ2-M9XD-4HTW-PB3N`).
 */
export const GIFT_CARD_CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const GIFT_CARD_CODE_LENGTH = 16;

/** A code as typed: case, spaces and dashes do not matter; I, L and O are read as 1, 1 and 0. */
export function normalizeGiftCardCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, "").replace(/[IL]/g, "1").replace(/O/g, "0");
}

/** `7KQ2M9XD4HTWPB3N` → `7KQ2-M9XD-4HTW-PB3N`. */
export function formatGiftCardCode(code: string): string {
  return code.match(/.{1,4}/g)?.join("-") ?? code;
}

const CODE_PATTERN = new RegExp(`^[${GIFT_CARD_CODE_ALPHABET}]{${GIFT_CARD_CODE_LENGTH}}$`);

/** A code in a path or a form: refused unless it could be one, so a guess costs a request and no lookup. */
export const GiftCardCodeSchema = z
  .string({ error: schemaMessage("giftCardCodeInvalid") })
  .max(40, { error: schemaMessage("giftCardCodeInvalid") })
  .transform(normalizeGiftCardCode)
  .refine((code) => CODE_PATTERN.test(code), { error: schemaMessage("giftCardCodeInvalid") });

/** GET /api/gift-cards/{code}/balance. */
export const GiftCardCodeParamsSchema = z.object({ code: GiftCardCodeSchema });
export const GiftCardBalanceSchema = z.object({
  /** RM left to spend. */
  balance: z.number(),
  currency: z.literal("MYR"),
});
export type GiftCardBalance = z.infer<typeof GiftCardBalanceSchema>;

/** Why the ledger moved: bought, spent on a booking or package, given back by its refund, or voided by staff. */
export const GIFT_CARD_ENTRY_KINDS = ["issue", "redeem", "refund", "void"] as const;
export type GiftCardEntryKind = (typeof GIFT_CARD_ENTRY_KINDS)[number];

export const GIFT_CARD_STATUSES = ["active", "void"] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];

/** The console's view of a card and its ledger, oldest entry first. Never the code: only its last four. */
export const AdminGiftCardSchema = z.object({
  id: z.string(),
  codeEnd: z.string(),
  status: z.enum(GIFT_CARD_STATUSES),
  amount: z.number(),
  balance: z.number(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  createdAt: z.string(),
  ledger: z.array(
    z.object({
      kind: z.enum(GIFT_CARD_ENTRY_KINDS),
      /** RM, signed: an issue or a refund adds, a redemption or a void takes. */
      amount: z.number(),
      balanceAfter: z.number(),
      bookingId: z.string().nullable(),
      /** Or the reference of the purchase (a package, IVP-…) it paid for or gave back. */
      purchaseReference: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type AdminGiftCard = z.infer<typeof AdminGiftCardSchema>;

/** GET /api/admin/gift-cards?code=…: staff look a card up by the code the customer reads out. */
export const AdminGiftCardLookupQuerySchema = z.object({ code: GiftCardCodeSchema });

/** POST /api/admin/gift-cards/{id}/void: what is left is taken off, with the reason in the audit log. */
export const VoidGiftCardRequestSchema = z.object({ note: StaffNoteSchema });
export type VoidGiftCardRequest = z.infer<typeof VoidGiftCardRequestSchema>;

/** A gift card's email goes out at most this many days after it is bought. */
export const GIFT_CARD_SEND_MAX_DAYS = 365;

/** The range said as people write it: "RM 100 to RM 5,000". */
const AMOUNT_INVALID = schemaMessage("giftCardAmountInvalid", {
  min: GIFT_CARD_MIN_RM.toLocaleString("en-MY"),
  max: GIFT_CARD_MAX_RM.toLocaleString("en-MY"),
});

/**
 * POST /api/gift-cards: buy a card for someone, paid through the hosted checkout. Its code is emailed to the
 * recipient on `sendOn` (a Kuala Lumpur day, today when omitted), once paid, and shown nowhere else.
 */
export const GiftCardPurchaseRequestSchema = z.object({
  /** RM, whole or to the sen, from GIFT_CARD_MIN_RM to GIFT_CARD_MAX_RM. */
  amount: z
    .number({ error: AMOUNT_INVALID })
    .min(GIFT_CARD_MIN_RM, { error: AMOUNT_INVALID })
    .max(GIFT_CARD_MAX_RM, { error: AMOUNT_INVALID })
    .refine((rm) => Math.abs(rm * 100 - Math.round(rm * 100)) < 1e-6, { error: AMOUNT_INVALID }),
  currency: z.literal("MYR", { error: schemaMessage("currencyMyr") }),
  recipientName: FullNameSchema,
  recipientEmail: EmailSchema,
  message: z
    .string()
    .trim()
    .max(500, { error: schemaMessage("giftCardMessageTooLong", { max: 500 }) })
    .optional(),
  sendOn: DateOnlySchema.optional(),
  paymentMethod: z.enum(CHECKOUT_METHODS, { error: schemaMessage("checkoutMethodInvalid") }).optional(),
});
export type GiftCardPurchaseRequest = z.input<typeof GiftCardPurchaseRequestSchema>;

/** GET /api/gift-cards/purchases/{purchaseId}: a gift card its buyer paid for (or is paying for). */
export const GiftCardPurchaseParamsSchema = z.object({
  purchaseId: z.uuid({ error: schemaMessage("purchaseNotFound") }),
});

/**
 * What the buyer's confirmation names: for whom, and the KL day the email goes. Never the code: that is
 * emailed to the recipient only.
 */
export const GiftCardOrderSchema = z.object({
  /** RM. */
  amount: z.number(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  /** YYYY-MM-DD, a Kuala Lumpur day. */
  sendOn: z.string(),
});
export type GiftCardOrder = z.infer<typeof GiftCardOrderSchema>;
