import { createHmac, randomBytes } from "node:crypto";
import { GIFT_CARD_CODE_ALPHABET, GIFT_CARD_CODE_LENGTH } from "@ivdrips/contract/gift-cards";

/**
 * A new code: 16 characters of Crockford's base 32, 80 random bits. 32 divides 256, so each byte's low five
 * bits pick a character with no bias.
 */
export function newGiftCardCode(): string {
  return [...randomBytes(GIFT_CARD_CODE_LENGTH)]
    .map((byte) => GIFT_CARD_CODE_ALPHABET[byte & 31] ?? "")
    .join("");
}

/** The key gift card codes are hashed with, derived from JWT_SECRET so no new secret needs keeping. */
export function giftCardCodeKey(jwtSecret: string): Buffer {
  return createHmac("sha256", jwtSecret).update("ivdrips/gift-card-codes/v1").digest();
}

/**
 * What is stored of a code (normalised first, contract/gift-cards.ts): an HMAC, so a copy of the database
 * alone spends no card, and a card is found by one indexed lookup.
 */
export function hashGiftCardCode(key: Buffer, code: string): string {
  return createHmac("sha256", key).update(code).digest("base64url");
}
