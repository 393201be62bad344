import type { BookingRecord } from "../bookings/bookings.service";
import { CRYPTO_ATTENTION_EMAIL_KIND, type OutboxEmailInput } from "../notifications/outbox.service";
import { renderEmail } from "../notifications/render-email";

/** What support needs to follow up a crypto payment that could not pay its booking. */
export interface CryptoAttention {
  tokenType: string;
  transactionHash: string;
  fromAddress: string;
  /** "142.08 USDC" */
  amount: string;
  reason: string;
  record: BookingRecord;
}

/** To support (English): a crypto payment on record that needs a person, named by its transaction. */
export function cryptoAttentionEmail(notice: CryptoAttention, supportEmail: string): OutboxEmailInput {
  const { booking } = notice.record;
  const subject = `[Support] A crypto payment needs a person: ${notice.transactionHash.slice(0, 10)}`;
  const { html, text } = renderEmail({
    language: "en",
    subject,
    heading: "A crypto payment needs a person",
    paragraphs: [
      `A ${notice.tokenType} payment was received on Base but did not pay a booking: ${notice.reason}`,
    ],
    details: [
      ["Transaction", notice.transactionHash],
      ["From", notice.fromAddress],
      ["Amount", notice.amount],
      ["Booking", `${booking.reference} (${booking.id})`],
      ["Customer", `${booking.customerName}, ${booking.customerEmail}, ${booking.customerPhone}`],
    ],
    closing: ["Please contact the customer to book another time or refund the payment in full."],
    footer: "Sent by the IV Drips payment service: the transaction is on record, marked for attention.",
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
