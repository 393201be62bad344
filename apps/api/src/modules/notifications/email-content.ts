import type { Language } from "@ivdrips/contract/languages";

/**
 * What an email says, in the order it says it. Every email is one of these, rendered by one layout
 * (email-layout.tsx) into both its HTML and its plain text (render-email.tsx), so the two always agree.
 */
export interface EmailContent {
  /** What the email is written in: the reader's language, or English for clinics and the support team. */
  language: Language;
  subject: string;
  heading: string;
  greeting?: string;
  paragraphs: string[];
  details: [label: string, value: string][];
  list?: { title: string; items: string[] };
  /** Someone's own words, kept as written (line breaks included). */
  quote?: { title: string; text: string };
  closing?: string[];
  action?: { label: string; url: string };
  /** The last sentence, e.g. "Questions? Write to support@…". */
  footer: string;
  /** An address in the footer (and in texts) to make a mailto link of. */
  contactEmail?: string;
  /** Links to this site in our own texts become anchors (never links found in what someone typed). */
  publicUrl?: string;
}
