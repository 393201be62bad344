import { LANGUAGE_NAMES, LANGUAGE_TAGS, type Language } from "@ivdrips/contract/languages";
import {
  SUPPORT_CATEGORY_LABELS,
  type ContactMessage,
  type SupportMessage,
} from "@ivdrips/contract/messages";
import { BRAND_NAME } from "@ivdrips/contract/brand";
import { escapeHtml } from "../../lib/escape-html";
import type { OutboxEmailInput } from "../notifications/outbox.service";

/**
 * Emails about what visitors send through the public forms: one content model rendered as plain text and
 * as HTML (every value a visitor typed is escaped there). The team's emails are in English; an email to the
 * visitor is in the language they read the site in.
 */
export interface FormEmailContent {
  language: Language;
  subject: string;
  heading: string;
  greeting?: string;
  paragraphs: string[];
  details: [label: string, value: string][];
  /** The sender's own words, kept as written (line breaks included). */
  quote?: { title: string; text: string };
  /** A mailto: button, e.g. to reply to the sender (the outbox has no Reply-To). */
  action?: { label: string; url: string };
  footer: string;
}

/** A header-safe subject: no line breaks or control characters from what a visitor typed. */
export function oneLine(value: string): string {
  // Matching control characters is the point here (no header injection), so the rule does not apply.
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\s\u0000-\u001f\u007f-\u009f]+/g, " ").trim();
}

function renderText(content: FormEmailContent): string {
  const blocks = [content.heading];
  if (content.greeting) blocks.push(content.greeting);
  blocks.push(...content.paragraphs);
  if (content.details.length > 0) {
    blocks.push(content.details.map(([label, value]) => `${label}: ${oneLine(value)}`).join("\n"));
  }
  if (content.quote) blocks.push(`${content.quote.title}:\n${content.quote.text}`);
  if (content.action) blocks.push(`${content.action.label}: ${content.action.url}`);
  blocks.push(content.footer, BRAND_NAME);
  return `${blocks.join("\n\n")}\n`;
}

const FONT = "font-family:Arial,Helvetica,sans-serif;";

function renderHtml(content: FormEmailContent): string {
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:22px;">${escapeHtml(text)}</p>`;
  const rows = content.details
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#52606d;font-size:14px;vertical-align:top;white-space:nowrap;">` +
        `${escapeHtml(label)}</td><td style="padding:6px 0;font-size:14px;vertical-align:top;">` +
        `${escapeHtml(oneLine(value))}</td></tr>`,
    )
    .join("");
  const quote = content.quote
    ? `<p style="margin:16px 0 8px;font-size:15px;font-weight:bold;">${escapeHtml(content.quote.title)}</p>` +
      `<div style="margin:0 0 16px;padding:12px 16px;background:#f8fafc;border-left:3px solid #0e7490;` +
      `font-size:15px;line-height:22px;white-space:pre-wrap;">${escapeHtml(content.quote.text)}</div>`
    : "";
  const action = content.action
    ? `<p style="margin:24px 0;"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;` +
      `background:#0e7490;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;` +
      `font-size:15px;font-weight:bold;">${escapeHtml(content.action.label)}</a></p>`
    : "";
  return [
    `<!doctype html>`,
    `<html lang="${LANGUAGE_TAGS[content.language]}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f1f5f9;">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 0;">`,
    `<tr><td align="center">`,
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;` +
      `background:#ffffff;border-radius:8px;color:#1f2933;${FONT}">`,
    `<tr><td style="padding:20px 32px;background:#0e7490;color:#ffffff;font-size:20px;font-weight:bold;` +
      `border-radius:8px 8px 0 0;">${BRAND_NAME}</td></tr>`,
    `<tr><td style="padding:32px;">`,
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:28px;">${escapeHtml(content.heading)}</h1>`,
    ...(content.greeting ? [paragraph(content.greeting)] : []),
    ...content.paragraphs.map(paragraph),
    rows
      ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 16px;">${rows}</table>`
      : "",
    quote,
    action,
    `</td></tr>`,
    `<tr><td style="padding:16px 32px;border-top:1px solid #e4e7eb;color:#52606d;font-size:13px;">` +
      `${escapeHtml(content.footer)}<br>${BRAND_NAME}</td></tr>`,
    `</table></td></tr></table></body></html>`,
  ].join("\n");
}

/** The outbox row for `content`, sent to `toAddress` once (a second email with the same key is dropped). */
export function renderFormEmail(
  email: { kind: string; dedupeKey: string; toAddress: string },
  content: FormEmailContent,
): OutboxEmailInput {
  return {
    ...email,
    subject: oneLine(content.subject),
    textBody: renderText(content),
    htmlBody: renderHtml(content),
  };
}

/** A mailto: link to write to the sender with `subject` filled in. */
export function replyLink(toAddress: string, subject: string): string {
  // The address passed the contract's email check: no characters a URL would need escaped.
  return `mailto:${toAddress}?subject=${encodeURIComponent(oneLine(subject))}`;
}

/** "Bahasa Melayu (ms)": which language to answer in. */
export function languageLine(language: Language): string {
  return `${LANGUAGE_NAMES[language]} (${language})`;
}

/** The footer of every email to the team: why replying to it does not reach the sender. */
export function teamFooter(senderEmail: string): string {
  return `Sent from the IV Drips website. Replying to this email does not reach the sender: write to ${senderEmail}.`;
}

/** To the team: a support page message, answered within 24 hours. */
export function supportMessageEmail(
  message: SupportMessage & { id: string; language: Language },
  supportEmail: string,
): OutboxEmailInput {
  const category = SUPPORT_CATEGORY_LABELS[message.category];
  return renderFormEmail(
    { kind: "support_message", dedupeKey: `support_message:${message.id}`, toAddress: supportEmail },
    {
      language: "en",
      subject: `[Support] ${category}: ${message.subject}`,
      heading: "New support message",
      paragraphs: [
        `${message.name} wrote through the support page. We promise a reply within 24 hours: ` +
          `write to ${message.email}.`,
      ],
      details: [
        ["From", message.name],
        ["Email", message.email],
        ["Category", category],
        ["Subject", message.subject],
        ["Language", languageLine(message.language)],
      ],
      quote: { title: "Message", text: message.message },
      action: { label: `Reply to ${message.email}`, url: replyLink(message.email, `Re: ${message.subject}`) },
      footer: teamFooter(message.email),
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
      subject: `[Contact] ${message.subject}`,
      heading: "New contact message",
      paragraphs: [
        `${name} wrote through the contact page: reply to ${message.email} or call ${message.phone}.`,
      ],
      details: [
        ["From", name],
        ["Email", message.email],
        ["Phone", message.phone],
        ["Subject", message.subject],
        ["Language", languageLine(message.language)],
      ],
      quote: { title: "Message", text: message.message },
      action: { label: `Reply to ${message.email}`, url: replyLink(message.email, `Re: ${message.subject}`) },
      footer: teamFooter(message.email),
    },
  );
}
