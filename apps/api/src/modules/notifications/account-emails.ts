import { INTL_LOCALES, type Language } from "@ivdrips/contract/languages";
import { formatRm } from "@ivdrips/contract/money";
import { withSupportFooter } from "./booking-emails";
import { translator } from "./email-texts";
import type { OutboxEmailInput } from "./outbox-email";
import { renderEmail } from "./render-email";

export interface PasswordResetEmailView {
  toAddress: string;
  customerName: string;
  language: Language;
  /** The page that takes the token: `${publicUrl}/reset-password?token=…` (with the outbox's placeholder). */
  resetUrl: string;
  publicUrl: string;
  supportEmail: string;
}

export const PASSWORD_RESET_EMAIL_KIND = "password_reset";

/** To the customer who asked: the single-use link to choose a new password, in their language. */
export function passwordResetEmail(view: PasswordResetEmailView): OutboxEmailInput {
  const t = translator(view.language);
  const { html, text } = renderEmail(
    withSupportFooter({
      language: view.language,
      subject: t("resetSubject"),
      heading: t("resetHeading"),
      greeting: t("greeting", { name: view.customerName }),
      paragraphs: [t("resetBody")],
      details: [],
      closing: [t("resetIgnore")],
      action: { label: t("resetAction"), url: view.resetUrl },
      publicUrl: view.publicUrl,
      supportEmail: view.supportEmail,
    }),
  );
  return {
    kind: PASSWORD_RESET_EMAIL_KIND,
    toAddress: view.toAddress,
    subject: t("resetSubject"),
    textBody: text,
    htmlBody: html,
  };
}

export interface GiftCardEmailView {
  toAddress: string;
  recipientName: string;
  buyerName: string;
  /** The buyer's words, as they wrote them; null when none. */
  message: string | null;
  amountSen: number;
  /** The code in the outbox's placeholder form: the dispatcher unseals it only as the email goes. */
  code: string;
  language: Language;
  publicUrl: string;
  supportEmail: string;
}

export const GIFT_CARD_EMAIL_KIND = "gift_card";

/** To a gift card's recipient: the card's code (shown only here), its amount, and the buyer's message. */
export function giftCardEmail(view: GiftCardEmailView): OutboxEmailInput {
  const t = translator(view.language);
  const amount = formatRm(view.amountSen, INTL_LOCALES[view.language]);
  const subject = t("giftCardSubject", { buyer: view.buyerName, amount });
  const { html, text } = renderEmail(
    withSupportFooter({
      language: view.language,
      subject,
      heading: t("giftCardHeading"),
      greeting: t("greeting", { name: view.recipientName }),
      paragraphs: [
        t("giftCardBody", { buyer: view.buyerName, amount }),
        ...(view.message ? [t("giftCardMessage", { message: view.message })] : []),
      ],
      details: [[t("giftCardCode"), view.code]],
      closing: [t("giftCardHowTo")],
      action: { label: t("giftCardAction"), url: `${view.publicUrl}/services` },
      publicUrl: view.publicUrl,
      supportEmail: view.supportEmail,
    }),
  );
  return { kind: GIFT_CARD_EMAIL_KIND, toAddress: view.toAddress, subject, textBody: text, htmlBody: html };
}
