import { z } from "zod";
import { schemaMessage } from "./api-messages";

// Messages to phones (issue 38): WhatsApp first, SMS as its fallback, email last. What a customer chooses,
// how a number is verified, and what staff see of each message.

/** What a customer chooses channels for. `bookings` carries receipts (paid, refunds): its email always goes. */
export const MESSAGE_TOPICS = ["bookings", "visitDay", "reminders"] as const;
export type MessageTopic = (typeof MESSAGE_TOPICS)[number];

/** Topics whose email cannot be turned off: receipts are kept by email. */
export const EMAIL_ALWAYS_TOPICS: ReadonlySet<MessageTopic> = new Set(["bookings"]);

export const TopicChannelsSchema = z.object({ email: z.boolean(), whatsapp: z.boolean() });
export type TopicChannels = z.infer<typeof TopicChannelsSchema>;

export const MessageChannelsSchema = z.object({
  bookings: TopicChannelsSchema,
  visitDay: TopicChannelsSchema,
  reminders: TopicChannelsSchema,
});
export type MessageChannels = z.infer<typeof MessageChannelsSchema>;

/** Email for everything, the phone for nothing, until the customer verifies a number and chooses. */
export const DEFAULT_MESSAGE_CHANNELS: MessageChannels = {
  bookings: { email: true, whatsapp: false },
  visitDay: { email: true, whatsapp: false },
  reminders: { email: true, whatsapp: false },
};

/** A stored choice read over the defaults, with the email of receipts on whatever was stored. */
export function messageChannelsOf(stored: unknown): MessageChannels {
  const parsed = z
    .object({
      bookings: TopicChannelsSchema.partial().optional(),
      visitDay: TopicChannelsSchema.partial().optional(),
      reminders: TopicChannelsSchema.partial().optional(),
    })
    .safeParse(stored);
  const choices = parsed.success ? parsed.data : {};
  const channels = { ...DEFAULT_MESSAGE_CHANNELS };
  for (const topic of MESSAGE_TOPICS) {
    const chosen = { ...DEFAULT_MESSAGE_CHANNELS[topic], ...choices[topic] };
    channels[topic] = EMAIL_ALWAYS_TOPICS.has(topic) ? { ...chosen, email: true } : chosen;
  }
  return channels;
}

const MOBILE_MESSAGE = schemaMessage("mobileNumberInvalid");

/**
 * A number in E.164 (`+60123456789`), from what people type: separators dropped, a Malaysian number written
 * nationally (`012-345 6789`) or without its plus (`60 12-345 6789`) given its +60; undefined when it cannot be
 * one (no country code, or not 8 to 15 digits).
 */
export function toE164(typed: string): string | undefined {
  const compact = typed.trim().replace(/[\s().-]/g, "");
  let digits: string;
  if (compact.startsWith("+")) digits = compact.slice(1);
  else if (compact.startsWith("0")) digits = `60${compact.slice(1)}`;
  else if (compact.startsWith("60")) digits = compact;
  else return undefined;
  if (!/^[1-9]\d{7,14}$/.test(digits)) return undefined;
  return `+${digits}`;
}

/** A mobile number as typed, answered in E.164. */
export const MobileNumberSchema = z
  .string({ error: MOBILE_MESSAGE })
  .max(24, { error: MOBILE_MESSAGE })
  .transform((typed, context) => {
    const phone = toE164(typed);
    if (phone) return phone;
    context.addIssue({ code: "custom", message: MOBILE_MESSAGE });
    return z.NEVER;
  });

/** How long a verification code works, and how many wrong tries it takes. */
export const PHONE_CODE_MINUTES = 10;
export const PHONE_CODE_TRIES = 5;

/** POST /api/account/phone/verify: send a 6-digit code to this number. */
export const VerifyPhoneRequestSchema = z.object({ phone: MobileNumberSchema });
export type VerifyPhoneRequest = z.input<typeof VerifyPhoneRequestSchema>;

export const VerifyPhoneResponseSchema = z.object({
  phone: z.string(),
  /** When the code stops working. */
  expiresAt: z.string(),
  /** Where the code went: WhatsApp, or SMS when WhatsApp could not take it. */
  channel: z.enum(["whatsapp", "sms"]),
});
export type VerifyPhoneResponse = z.infer<typeof VerifyPhoneResponseSchema>;

/**
 * POST /api/account/phone/confirm: the code, and the version of the messages opt-in the customer read and
 * agreed to (consent-texts.ts MESSAGES_OPT_IN_VERSION).
 */
export const ConfirmPhoneRequestSchema = z.object({
  phone: MobileNumberSchema,
  code: z
    .string({ error: schemaMessage("phoneCodeInvalid") })
    .trim()
    .regex(/^\d{6}$/, { error: schemaMessage("phoneCodeInvalid") }),
  optInVersion: z.string({ error: schemaMessage("messagesOptInOutdated") }).max(40),
});
export type ConfirmPhoneRequest = z.input<typeof ConfirmPhoneRequestSchema>;

/** GET /api/account/messages: the verified number (if any) and the channels chosen per topic. */
export const MessageSettingsSchema = z.object({
  phone: z
    .object({
      number: z.string(),
      verifiedAt: z.string(),
      optInVersion: z.string(),
      /** The number replied STOP: nothing goes to it until it replies START. */
      optedOut: z.boolean(),
    })
    .nullable(),
  channels: MessageChannelsSchema,
});
export type MessageSettings = z.infer<typeof MessageSettingsSchema>;

/** PUT /api/account/messages: the channels per topic (WhatsApp only with a verified number). */
export const UpdateMessageChannelsRequestSchema = z.object({ channels: MessageChannelsSchema });
export type UpdateMessageChannelsRequest = z.infer<typeof UpdateMessageChannelsRequestSchema>;

export const MESSAGE_STATUSES = ["queued", "sent", "delivered", "read", "failed"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const PHONE_CHANNELS = ["whatsapp", "sms"] as const;
export type PhoneChannel = (typeof PHONE_CHANNELS)[number];

/** One message to a phone, as the console shows it on a booking. */
export const BookingMessageSchema = z.object({
  id: z.string(),
  kind: z.string(),
  channel: z.enum(PHONE_CHANNELS),
  /** The number, all but its last 4 digits hidden. */
  to: z.string(),
  language: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  statusAt: z.string(),
  /** The message it stands in for, when it is a fallback (SMS after a failed WhatsApp). */
  fallbackOf: z.string().nullable(),
});
export type BookingMessage = z.infer<typeof BookingMessageSchema>;

export const BookingMessagesSchema = z.object({ messages: z.array(BookingMessageSchema) });

/**
 * The WhatsApp templates (phone-messages/templates.ts holds their words in each language). None carries
 * clinical content: a step that needs the customer links to the signed-in page.
 */
export const PHONE_TEMPLATE_NAMES = [
  "booking_paid",
  "booking_approved",
  "clinician_on_the_way",
  "visit_reminder",
  "booking_rejected",
  "booking_cancelled",
  "clinic_booking_awaiting",
  "clinic_decision_reminder",
  "verification_code",
] as const;
export type PhoneTemplateName = (typeof PHONE_TEMPLATE_NAMES)[number];

/** Free-form replies, allowed within 24 h of the customer's own message (STOP and START). */
export const PHONE_REPLY_NAMES = ["opted_out", "opted_in"] as const;
export type PhoneReplyName = (typeof PHONE_REPLY_NAMES)[number];
