import { formatRm } from "@ivdrips/contract/money";
import type { OutboxEmailInput } from "../notifications/outbox-email";
import { renderEmail } from "../notifications/render-email";
import { staffText as s } from "../notifications/staff-email-texts";

/** The kind of support's email about a purchase's payment that gave nothing. */
export const PURCHASE_ATTENTION_EMAIL_KIND = "support_purchase_attention";

/** What support needs to follow up a purchase's payment that was flagged rather than fulfilled. */
export interface PurchaseAttentionNotice {
  purchase: { id: string; reference: string };
  buyer: { fullName: string; email: string };
  reason: "amount_mismatch" | "paid_after_release";
  /** What the provider reports it took, in sen (-1: unknown, another currency). */
  reportedSen: number;
  dueSen: number;
  /** "fpx, stripe, pi_…" */
  payment: string;
}

/**
 * To support (English): money taken for a purchase gave nothing (issue 39), as a booking's flagged payment is
 * told (booking-payments.service.ts). Once per purchase and reason.
 */
export function purchaseAttentionEmail(
  notice: PurchaseAttentionNotice,
  supportEmail: string,
): OutboxEmailInput {
  const { purchase, buyer } = notice;
  const values = {
    reference: purchase.reference,
    reported: notice.reportedSen < 0 ? s("unknownAmount") : formatRm(notice.reportedSen),
    due: formatRm(notice.dueSen),
  };
  const mismatch = notice.reason === "amount_mismatch";
  const subject = s("supportSubject", {
    subject: s(mismatch ? "purchaseAmountMismatchSubject" : "purchasePaidAfterLapseSubject"),
    reference: purchase.reference,
  });
  const { html, text } = renderEmail({
    language: "en",
    subject,
    heading: s("purchaseAttentionHeading"),
    greeting: s("helloTeam"),
    paragraphs: [s(mismatch ? "purchaseAmountMismatchBody" : "purchasePaidAfterLapseBody", values)],
    details: [
      [s("labelPurchase"), `${purchase.reference} (${purchase.id})`],
      [s("labelCustomer"), `${buyer.fullName}, ${buyer.email}`],
      [s("labelPayment"), notice.payment],
    ],
    closing: [s("refundPurchasePayment")],
    footer: s("purchaseFooter"),
  });
  return {
    kind: PURCHASE_ATTENTION_EMAIL_KIND,
    dedupeKey: `${PURCHASE_ATTENTION_EMAIL_KIND}:${purchase.id}:${notice.reason}`,
    toAddress: supportEmail,
    subject,
    textBody: text,
    htmlBody: html,
  };
}
