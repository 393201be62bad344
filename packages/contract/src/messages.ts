import { schemaMessage, type ApiMessageId } from "./api-messages";
import { z } from "zod";
import { EmailSchema, PhoneSchema } from "./common";

/**
 * The public forms that write to the team: the support page's message form and the contact page's form
 * (POST /api/support/messages, POST /api/contact/messages). The field helpers and the honeypot are shared
 * with the partner application and the waitlist.
 */

/**
 * A required, trimmed text field of at most `max` characters (missing or not text: `emptyMessage`, a
 * schemaMessage; too long: the message `tooLong`, which fills in {max}).
 */
export function requiredText(max: number, emptyMessage: string, tooLong: ApiMessageId) {
  return z
    .string({ error: emptyMessage })
    .trim()
    .min(1, { error: emptyMessage })
    .max(max, { error: schemaMessage(tooLong, { max }) });
}

export const EMAIL_REQUIRED_MESSAGE = schemaMessage("emailRequired");
export const RequiredEmailSchema = z
  .string({ error: EMAIL_REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: EMAIL_REQUIRED_MESSAGE })
  .pipe(EmailSchema);

export const PHONE_REQUIRED_MESSAGE = schemaMessage("phoneRequired");
export const RequiredPhoneSchema = z
  .string({ error: PHONE_REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: PHONE_REQUIRED_MESSAGE })
  .pipe(PhoneSchema);

/**
 * The honeypot: a field named `website` that the forms render hidden from people (off-screen, no tab stop,
 * autocomplete off). Only bots fill it in; the server then answers as on success but stores and sends nothing.
 */
export const HONEYPOT_FIELD = "website";
export const HONEYPOT_MAX = 500;
export const HoneypotSchema = z
  .string({ error: schemaMessage("honeypotFilled") })
  .max(HONEYPOT_MAX, { error: schemaMessage("honeypotFilled") })
  .optional();

/** True when a bot filled the honeypot in. */
export function isHoneypotFilled(website: string | undefined): boolean {
  return website !== undefined && website !== "";
}

/** The most a form's JSON body may weigh; each route refuses more with 413. */
export const PUBLIC_FORM_BODY_LIMIT_BYTES = 16 * 1024;

/** Each public form takes this many submissions per client per window, then answers 429 with this message. */
export const PUBLIC_FORM_MAX_SUBMISSIONS = 5;
export const PUBLIC_FORM_RATE_LIMIT_MESSAGE = schemaMessage("tooManySubmissions");

/** SPEC §3 "Support form" categories, in SPEC's order. */
export const SUPPORT_CATEGORIES = [
  "booking",
  "medical",
  "payment",
  "complaint",
  "compliment",
  "other",
] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

export const CATEGORY_MESSAGE = schemaMessage("categoryRequired");

/** SPEC §5 "Support form": all five fields required, the email a real address. */
export const SupportMessageSchema = z.object({
  name: requiredText(100, schemaMessage("nameRequired"), "nameTooLong"),
  email: RequiredEmailSchema,
  subject: requiredText(150, schemaMessage("subjectRequired"), "subjectTooLong"),
  // The select starts empty (""): any string in, one of the six categories out.
  category: z
    .string({ error: CATEGORY_MESSAGE })
    .pipe(z.enum(SUPPORT_CATEGORIES, { error: CATEGORY_MESSAGE })),
  message: requiredText(2000, schemaMessage("messageRequired"), "messageTooLong"),
  website: HoneypotSchema,
});
export type SupportMessageInput = z.input<typeof SupportMessageSchema>;
export type SupportMessage = z.output<typeof SupportMessageSchema>;

/** The contact page's form: every field required, like the support form; the phone as SPEC §5 reads one. */
export const ContactMessageSchema = z.object({
  firstName: requiredText(60, schemaMessage("firstNameRequired"), "firstNameTooLong"),
  lastName: requiredText(60, schemaMessage("lastNameRequired"), "lastNameTooLong"),
  email: RequiredEmailSchema,
  phone: RequiredPhoneSchema,
  subject: requiredText(150, schemaMessage("subjectRequired"), "subjectTooLong"),
  message: requiredText(2000, schemaMessage("messageRequired"), "messageTooLong"),
  website: HoneypotSchema,
});
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;
export type ContactMessage = z.output<typeof ContactMessageSchema>;

/** What both routes answer (201) once the message is on its way to the team. */
export const MESSAGE_RECEIVED_MESSAGE = schemaMessage("messageReceived");
