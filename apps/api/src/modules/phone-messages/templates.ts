import type { Language } from "@ivdrips/contract/languages";
import type { PhoneReplyName, PhoneTemplateName } from "@ivdrips/contract/phone-messages";

// The words of every message to a phone (issue 38), in each language. Business-initiated WhatsApp messages
// must be templates approved beforehand: `npm run admin -- whatsapp templates` prints these for the WhatsApp
// manager. An SMS carries the same body with its values filled in. No template names a drip, a symptom or
// anything clinical: a step that needs the customer links to the signed-in page.

export type TemplateCategory = "UTILITY" | "AUTHENTICATION";

export interface TemplateDefinition {
  category: TemplateCategory;
  /** What each {{n}} stands for, in order, with an example the WhatsApp manager asks for. */
  params: readonly { name: string; example: string }[];
  /** The body, with {{1}}, {{2}} ... for the values. */
  body: Record<Language, string>;
}

/** WhatsApp's code for each of our languages. */
export const WHATSAPP_LANGUAGE_CODES: Record<Language, string> = { en: "en", ms: "ms", zh: "zh_CN" };

const DATE = { name: "date", example: "Tuesday, 2 June 2026" };
const WINDOW = { name: "window", example: "Morning 8AM - 12PM" };
const ACCOUNT_LINK = { name: "link", example: "https://ivdrips.my/account" };
const CLINIC_LINK = { name: "link", example: "https://ivdrips.my/clinic" };
const REFUND = { name: "refund", example: "RM 600.00" };

export const TEMPLATES: Record<PhoneTemplateName, TemplateDefinition> = {
  booking_paid: {
    category: "UTILITY",
    params: [DATE, WINDOW, ACCOUNT_LINK],
    body: {
      en: "IV Drips: we have your payment for your visit on {{1}}, {{2}}. The clinic will confirm it soon. Your booking: {{3}}",
      ms: "IV Drips: kami telah menerima bayaran anda untuk lawatan pada {{1}}, {{2}}. Klinik akan mengesahkannya tidak lama lagi. Tempahan anda: {{3}}",
      zh: "IV Drips：我们已收到您 {{1}} {{2}} 上门服务的付款。诊所将尽快确认。您的预约：{{3}}",
    },
  },
  booking_approved: {
    category: "UTILITY",
    params: [DATE, WINDOW, ACCOUNT_LINK],
    body: {
      en: "IV Drips: your visit on {{1}}, {{2}} is confirmed. The details and what to prepare: {{3}}",
      ms: "IV Drips: lawatan anda pada {{1}}, {{2}} telah disahkan. Butiran dan persediaan: {{3}}",
      zh: "IV Drips：您 {{1}} {{2}} 的上门服务已确认。详情及准备事项：{{3}}",
    },
  },
  clinician_on_the_way: {
    category: "UTILITY",
    params: [{ name: "arrival", example: "10:45 AM" }, ACCOUNT_LINK],
    body: {
      en: "IV Drips: your clinician is on the way and expects to arrive at about {{1}}. Follow the visit: {{2}}",
      ms: "IV Drips: klinisian anda sedang dalam perjalanan dan dijangka tiba kira-kira pada {{1}}. Ikuti lawatan: {{2}}",
      zh: "IV Drips：您的医护人员已出发，预计约 {{1}} 到达。查看上门进度：{{2}}",
    },
  },
  visit_reminder: {
    category: "UTILITY",
    params: [DATE, WINDOW, ACCOUNT_LINK],
    body: {
      en: "IV Drips reminder: your visit is on {{1}}, {{2}}. Please be at the place you booked. Details: {{3}}",
      ms: "Peringatan IV Drips: lawatan anda pada {{1}}, {{2}}. Sila berada di tempat yang anda tempah. Butiran: {{3}}",
      zh: "IV Drips 提醒：您的上门服务在 {{1}} {{2}}。请在预约地点等候。详情：{{3}}",
    },
  },
  booking_rejected: {
    category: "UTILITY",
    params: [DATE, REFUND, ACCOUNT_LINK],
    body: {
      en: "IV Drips: the clinic could not take your visit on {{1}}. Refund due to you: {{2}}. Details: {{3}}",
      ms: "IV Drips: klinik tidak dapat menerima lawatan anda pada {{1}}. Bayaran balik untuk anda: {{2}}. Butiran: {{3}}",
      zh: "IV Drips：诊所无法接受您 {{1}} 的上门服务。应退还给您的金额：{{2}}。详情：{{3}}",
    },
  },
  booking_cancelled: {
    category: "UTILITY",
    params: [DATE, REFUND, ACCOUNT_LINK],
    body: {
      en: "IV Drips: your visit on {{1}} is cancelled. Refund due to you: {{2}}. Details: {{3}}",
      ms: "IV Drips: lawatan anda pada {{1}} telah dibatalkan. Bayaran balik untuk anda: {{2}}. Butiran: {{3}}",
      zh: "IV Drips：您 {{1}} 的上门服务已取消。应退还给您的金额：{{2}}。详情：{{3}}",
    },
  },
  clinic_booking_awaiting: {
    category: "UTILITY",
    params: [DATE, WINDOW, CLINIC_LINK],
    body: {
      en: "IV Drips: a paid booking for {{1}}, {{2}} awaits your decision. Approve or reject it: {{3}}",
      ms: "IV Drips: tempahan berbayar untuk {{1}}, {{2}} menunggu keputusan anda. Luluskan atau tolak: {{3}}",
      zh: "IV Drips：一笔 {{1}} {{2}} 的已付款预约正等待您的决定。批准或拒绝：{{3}}",
    },
  },
  clinic_decision_reminder: {
    category: "UTILITY",
    params: [DATE, WINDOW, CLINIC_LINK],
    body: {
      en: "IV Drips reminder: the paid booking for {{1}}, {{2}} still awaits your decision. Undecided at the visit's time, it is refunded. Decide: {{3}}",
      ms: "Peringatan IV Drips: tempahan berbayar untuk {{1}}, {{2}} masih menunggu keputusan anda. Jika belum diputuskan pada masa lawatan, ia akan dibayar balik. Putuskan: {{3}}",
      zh: "IV Drips 提醒：{{1}} {{2}} 的已付款预约仍在等待您的决定。若到上门时间仍未决定，将全额退款。立即决定：{{3}}",
    },
  },
  verification_code: {
    category: "AUTHENTICATION",
    params: [{ name: "code", example: "482913" }],
    body: {
      en: "{{1}} is your IV Drips verification code. It works for 10 minutes. Do not share it.",
      ms: "{{1}} ialah kod pengesahan IV Drips anda. Ia sah selama 10 minit. Jangan kongsikannya.",
      zh: "{{1}} 是您的 IV Drips 验证码，10 分钟内有效。请勿告诉他人。",
    },
  },
};

/** Replies to a customer's own message (free text, allowed within 24 h of it): no values. */
export const REPLIES: Record<PhoneReplyName, Record<Language, string>> = {
  opted_out: {
    en: "IV Drips: you will get no more messages from us at this number. Reply START to receive them again.",
    ms: "IV Drips: anda tidak akan menerima mesej lagi daripada kami di nombor ini. Balas START untuk menerimanya semula.",
    zh: "IV Drips：此号码将不再收到我们的消息。回复 START 可重新接收。",
  },
  opted_in: {
    en: "IV Drips: you will receive messages about your bookings at this number again. Reply STOP to stop them.",
    ms: "IV Drips: anda akan menerima mesej tentang tempahan anda di nombor ini semula. Balas BERHENTI untuk menghentikannya.",
    zh: "IV Drips：此号码将重新收到有关您预约的消息。回复“停止”可停止接收。",
  },
};

export function isTemplateName(name: string): name is PhoneTemplateName {
  return Object.hasOwn(TEMPLATES, name);
}

export function isReplyName(name: string): name is PhoneReplyName {
  return Object.hasOwn(REPLIES, name);
}

/** A body with its values put in: what an SMS says, and what a file of a message not sent records. */
export function fillBody(body: string, params: readonly string[]): string {
  return body.replace(
    /\{\{(\d+)\}\}/g,
    (placeholder, index: string) => params[Number(index) - 1] ?? placeholder,
  );
}

/** The text of a template or reply in `language`, with its values: the SMS, or the WhatsApp text reply. */
export function messageText(name: string, language: Language, params: readonly string[]): string {
  if (isTemplateName(name)) return fillBody(TEMPLATES[name].body[language], params);
  if (isReplyName(name)) return REPLIES[name][language];
  throw new Error(`no message template ${name}`);
}

/**
 * Messages the reader asked for themselves, sent even to a number that said STOP: the replies to STOP and
 * START, and a verification code requested in the account.
 */
export function requestedByReader(name: string): boolean {
  return isReplyName(name) || name === "verification_code";
}
