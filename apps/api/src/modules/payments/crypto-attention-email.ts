import type { BookingRecord } from "../bookings/bookings.service";
import { CRYPTO_ATTENTION_EMAIL_KIND, type OutboxEmailInput } from "../notifications/outbox-email";
import { renderEmail } from "../notifications/render-email";
import { staffText as s, type StaffTextId } from "../notifications/staff-email-texts";

/**
 * Why a crypto payment needs a person, each said by the staff catalogue: it paid no booking (`already_paid`),
 * or it paid one and its block was reorganised away before it was final (`reorganised_*`, see Finality).
 */
const REASONS = {
  already_paid: "cryptoAlreadyPaid",
  reorganised_gone: "cryptoReorganisedGone",
  reorganised_moved: "cryptoReorganisedMoved",
  reorganised_failed: "cryptoReorganisedFailed",
} as const satisfies Record<string, StaffTextId>;
export type CryptoAttentionReason = keyof typeof REASONS;

/** The reason in English ("the booking was already paid"), as the email says it and the record keeps it. */
export function cryptoAttentionReason(reason: CryptoAttentionReason): string {
  return s(REASONS[reason]);
}

/** What support needs to follow up a crypto payment that could not pay its booking. */
export interface CryptoAttention {
  tokenType: string;
  transactionHash: string;
  fromAddress: string;
  /** "142.08 USDC" */
  amount: string;
  reason: CryptoAttentionReason;
  record: BookingRecord;
}

/** To support (English): a crypto payment on record that needs a person, named by its transaction. */
export function cryptoAttentionEmail(notice: CryptoAttention, supportEmail: string): OutboxEmailInput {
  const { booking } = notice.record;
  const subject = s("cryptoSubject", { transaction: notice.transactionHash.slice(0, 10) });
  const { html, text } = renderEmail({
    language: "en",
    subject,
    heading: s("cryptoHeading"),
    paragraphs: [
      notice.reason === "already_paid"
        ? s("cryptoBody", { token: notice.tokenType, reason: cryptoAttentionReason(notice.reason) })
        : s("cryptoReorganisedBody", {
            token: notice.tokenType,
            reference: booking.reference,
            reason: cryptoAttentionReason(notice.reason),
          }),
    ],
    details: [
      [s("labelTransaction"), notice.transactionHash],
      [s("labelFrom"), notice.fromAddress],
      [s("labelAmount"), notice.amount],
      [s("labelBooking"), `${booking.reference} (${booking.id})`],
      [s("labelCustomer"), `${booking.customerName}, ${booking.customerEmail}, ${booking.customerPhone}`],
    ],
    closing: [s(notice.reason === "already_paid" ? "bookAgainOrRefund" : "cryptoReorganisedCheck")],
    footer: s("cryptoFooter"),
  });
  return {
    kind: CRYPTO_ATTENTION_EMAIL_KIND,
    dedupeKey: `${CRYPTO_ATTENTION_EMAIL_KIND}:${notice.transactionHash}`,
    toAddress: supportEmail,
    subject,
    textBody: text,
    htmlBody: html,
  };
}
