import type { Language } from "@ivdrips/contract/languages";
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
