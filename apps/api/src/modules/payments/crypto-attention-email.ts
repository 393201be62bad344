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
  purchase_already_paid: "cryptoPurchaseAlreadyPaid",
  reorganised_gone: "cryptoReorganisedGone",
  reorganised_moved: "cryptoReorganisedMoved",
  reorganised_failed: "cryptoReorganisedFailed",
} as const satisfies Record<string, StaffTextId>;
export type CryptoAttentionReason = keyof typeof REASONS;

/** The reason in English ("the booking was already paid"), as the email says it and the record keeps it. */
export function cryptoAttentionReason(reason: CryptoAttentionReason): string {
  return s(REASONS[reason]);
}

/** A purchase (issue 39) as support's email names it: its reference and its buyer. */
export interface PurchaseAttention {
  purchase: { id: string; reference: string };
  buyer: { fullName: string; email: string };
}

/** What support needs to follow up a crypto payment that could not pay its booking (or purchase). */
export interface CryptoAttention {
  tokenType: string;
  transactionHash: string;
  fromAddress: string;
  /** "142.08 USDC" */
  amount: string;
  reason: CryptoAttentionReason;
  record: BookingRecord | PurchaseAttention;
}

/** The email's words for what was paid: a booking, or a purchase. */
function paidForTexts(record: BookingRecord | PurchaseAttention) {
  if ("purchase" in record) {
    const { purchase, buyer } = record;
    return {
      reference: purchase.reference,
      notPaidBody: "cryptoPurchaseBody",
      reorganisedBody: "cryptoReorganisedPurchaseBody",
      refund: "refundPurchasePayment",
      reorganisedCheck: "cryptoReorganisedPurchaseCheck",
      detail: [s("labelPurchase"), `${purchase.reference} (${purchase.id})`],
      customer: `${buyer.fullName}, ${buyer.email}`,
    } as const;
  }
  const { booking } = record;
  return {
    reference: booking.reference,
    notPaidBody: "cryptoBody",
    reorganisedBody: "cryptoReorganisedBody",
    refund: "bookAgainOrRefund",
    reorganisedCheck: "cryptoReorganisedCheck",
    detail: [s("labelBooking"), `${booking.reference} (${booking.id})`],
    customer: `${booking.customerName}, ${booking.customerEmail}, ${booking.customerPhone}`,
  } as const;
}

/** To support (English): a crypto payment on record that needs a person, named by its transaction. */
export function cryptoAttentionEmail(notice: CryptoAttention, supportEmail: string): OutboxEmailInput {
  const paidFor = paidForTexts(notice.record);
  const notPaid = notice.reason === "already_paid" || notice.reason === "purchase_already_paid";
  const reason = cryptoAttentionReason(notice.reason);
  const subject = s("cryptoSubject", { transaction: notice.transactionHash.slice(0, 10) });
  const { html, text } = renderEmail({
    language: "en",
    subject,
    heading: s("cryptoHeading"),
    paragraphs: [
      notPaid
        ? s(paidFor.notPaidBody, { token: notice.tokenType, reason })
        : s(paidFor.reorganisedBody, { token: notice.tokenType, reference: paidFor.reference, reason }),
    ],
    details: [
      [s("labelTransaction"), notice.transactionHash],
      [s("labelFrom"), notice.fromAddress],
      [s("labelAmount"), notice.amount],
      [...paidFor.detail],
      [s("labelCustomer"), paidFor.customer],
    ],
    closing: [s(notPaid ? paidFor.refund : paidFor.reorganisedCheck)],
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
