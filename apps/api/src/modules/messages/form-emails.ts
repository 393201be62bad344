import { LANGUAGE_NAMES, type Language } from "@ivdrips/contract/languages";
import type { ContactMessage, SupportMessage } from "@ivdrips/contract/messages";
import type { EmailContent } from "../notifications/email-content";
import type { OutboxEmailInput } from "../notifications/outbox-email";
import { renderEmail } from "../notifications/render-email";
import { staffText as s } from "../notifications/staff-email-texts";

/**
 * Emails about what visitors send through the public forms, rendered by the one email layout (every value a
 * visitor typed is escaped there). The team's emails are in English, their texts in staff-email-texts.ts; an
 * email to the visitor is in the language they read the site in.
 */

/** A header-safe subject: no line breaks or control characters from what a visitor typed. */
export function oneLine(value: string): string {
  // Matching control characters is the point here (no header injection), so the rule does not apply.
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\s\u0000-\u001f\u007f-\u009f]+/g, " ").trim();
}

/** The outbox row for `content`, sent to `toAddress` once (a second email with the same key is dropped). */
export function renderFormEmail(
  email: { kind: string; dedupeKey: string; toAddress: string },
  content: EmailContent,
): OutboxEmailInput {
  const { html, text } = renderEmail({
    ...content,
    subject: oneLine(content.subject),
    details: content.details.map(([label, value]) => [label, oneLine(value)]),
  });
  return { ...email, subject: oneLine(content.subject), textBody: text, htmlBody: html };
}

/** A mailto: link to write to the sender with `subject` filled in. */
export function replyLink(toAddress: string, subject: string): string {
  // The address passed the contract's email check: no characters a URL would need escaped.
  return `mailto:${toAddress}?subject=${encodeURIComponent(oneLine(subject))}`;
}

/** The button to write back to the sender: "Reply to ali@example.com", with `subject` filled in. */
export function replyAction(toAddress: string, subject: string): { label: string; url: string } {
  return { label: s("replyTo", { email: toAddress }), url: replyLink(toAddress, subject) };
}

/** "Bahasa Melayu (ms)": which language to answer in. */
export function languageLine(language: Language): string {
  return `${LANGUAGE_NAMES[language]} (${language})`;
}

/** The footer of every email to the team: why replying to it does not reach the sender. */
export function teamFooter(senderEmail: string): string {
  return s("formFooter", { email: senderEmail });
}

/** To the team: a support page message, answered within 24 hours. */
export function supportMessageEmail(
  message: SupportMessage & { id: string; language: Language },
  supportEmail: string,
): OutboxEmailInput {
  const category = s("supportCategory", { category: message.category });
  return renderFormEmail(
    { kind: "support_message", dedupeKey: `support_message:${message.id}`, toAddress: supportEmail },
    {
      language: "en",
      subject: s("supportMessageSubject", { category, subject: message.subject }),
      heading: s("supportMessageHeading"),
      paragraphs: [s("supportMessageBody", { name: message.name, email: message.email })],
      details: [
        [s("labelFrom"), message.name],
        [s("labelEmail"), message.email],
        [s("labelCategory"), category],
        [s("labelSubject"), message.subject],
        [s("labelLanguage"), languageLine(message.language)],
      ],
      quote: { title: s("labelMessage"), text: message.message },
      action: replyAction(message.email, s("replySubject", { subject: message.subject })),
      footer: teamFooter(message.email),
      contactEmail: message.email,
    },
  );
}

/** To the team: a contact page message. */
export function contactMessageEmail(
  message: ContactMessage & { id: string; language: Language },
  supportEmail: string,
): OutboxEmailInput {
  const name = `${message.firstName} ${message.lastName}`;
  return renderFormEmail(
    { kind: "contact_message", dedupeKey: `contact_message:${message.id}`, toAddress: supportEmail },
    {
      language: "en",
      subject: s("contactSubject", { subject: message.subject }),
      heading: s("contactHeading"),
      paragraphs: [s("contactBody", { name, email: message.email, phone: message.phone })],
      details: [
        [s("labelFrom"), name],
        [s("labelEmail"), message.email],
        [s("labelPhone"), message.phone],
        [s("labelSubject"), message.subject],
        [s("labelLanguage"), languageLine(message.language)],
      ],
      quote: { title: s("labelMessage"), text: message.message },
      action: replyAction(message.email, s("replySubject", { subject: message.subject })),
      footer: teamFooter(message.email),
      contactEmail: message.email,
    },
  );
}
