import type { Language } from "@ivdrips/contract/languages";
import type { PhoneReplyName, PhoneTemplateName } from "@ivdrips/contract/phone-messages";

// The words of every message to a phone (issue 38), in each language. Business-initiated WhatsApp messages
// must be templates approved beforehand: `npm run admin -- whatsapp templates` prints these for the WhatsApp
// manager. An SMS carries the same body with its values filled in. No template names a drip, a symptom or
// anything clinical: a step that needs the customer links to the signed-in page.

export type TemplateCategory = "UTILITY" | "AUTHENTICATION";

export interface TemplateDefinition {
  category: TemplateCategory;
  /** What each {{n}} stands for, in order, with the example the WhatsApp manager asks for in each language. */
  params: readonly { name: string; example: Record<Language, string> }[];
  /**
   * The body, with {{1}}, {{2}} ... for the values. WhatsApp refuses a body that starts or ends with a value,
   * or has two values side by side: every value here has words around it.
   */
  body: Record<Language, string>;
}

/** WhatsApp's code for each of our languages. */
export const WHATSAPP_LANGUAGE_CODES: Record<Language, string> = { en: "en", ms: "ms", zh: "zh_CN" };

const same = (example: string): Record<Language, string> => ({ en: example, ms: example, zh: example });
const DATE = {
  name: "date",
  example: { en: "Tuesday, 2 June 2026", ms: "Selasa, 2 Jun 2026", zh: "2026年6月2日星期二" },
};
/** The day and window in one value (booking-email-format.ts formatVisitTime): two values side by side are refused. */
const WHEN = {
  name: "when",
  example: {
    en: "Tuesday, 2 June 2026, Morning 8AM - 12PM (Kuala Lumpur time)",
    ms: "Selasa, 2 Jun 2026, Pagi 8:00 PG – 12:00 PTG (waktu Kuala Lumpur)",
    zh: "2026年6月2日星期二 上午 8:00–12:00（吉隆坡时间）",
  },
};
const ACCOUNT_LINK = { name: "link", example: same("https://ivdrips.my/account") };
const CLINIC_LINK = { name: "link", example: same("https://ivdrips.my/clinic") };
const REFUND = { name: "refund", example: same("RM 600") };
const ARRIVAL = { name: "arrival", example: { en: "10:45 am", ms: "10:45 PG", zh: "上午10:45" } };

export const TEMPLATES: Record<PhoneTemplateName, TemplateDefinition> = {
  booking_paid: {
    category: "UTILITY",
    params: [WHEN, ACCOUNT_LINK],
    body: {
      en: "IV Drips: we have your payment for your visit on {{1}}. The clinic will confirm it soon. Your booking is at {{2}} when you need it.",
      ms: "IV Drips: kami telah menerima bayaran anda untuk lawatan pada {{1}}. Klinik akan mengesahkannya tidak lama lagi. Tempahan anda ada di {{2}} apabila anda memerlukannya.",
      zh: "IV Drips：我们已收到您在 {{1}} 上门服务的付款。诊所将尽快确认。您可随时在 {{2}} 查看预约。",
    },
  },
  booking_approved: {
    category: "UTILITY",
    params: [WHEN, ACCOUNT_LINK],
    body: {
      en: "IV Drips: your visit on {{1}} is confirmed. See the details and what to prepare at {{2}} before the day.",
      ms: "IV Drips: lawatan anda pada {{1}} telah disahkan. Lihat butiran dan persediaan di {{2}} sebelum hari lawatan.",
      zh: "IV Drips：您在 {{1}} 的上门服务已确认。请在当天之前到 {{2}} 查看详情及准备事项。",
    },
  },
  clinician_on_the_way: {
    category: "UTILITY",
    params: [ARRIVAL, ACCOUNT_LINK],
    body: {
      en: "IV Drips: your clinician is on the way and expects to arrive at about {{1}}. Follow the visit at {{2}} as it happens.",
      ms: "IV Drips: klinisian anda sedang dalam perjalanan dan dijangka tiba kira-kira pada {{1}}. Ikuti lawatan di {{2}} secara langsung.",
      zh: "IV Drips：您的医护人员已出发，预计约 {{1}} 到达。您可以在 {{2}} 实时查看上门进度。",
    },
  },
  visit_reminder: {
    category: "UTILITY",
    params: [WHEN, ACCOUNT_LINK],
    body: {
      en: "IV Drips reminder: your visit is on {{1}}. Please be at the place you booked. The details are at {{2}} if you need them.",
      ms: "Peringatan IV Drips: lawatan anda pada {{1}}. Sila berada di tempat yang anda tempah. Butiran ada di {{2}} jika anda memerlukannya.",
      zh: "IV Drips 提醒：您的上门服务在 {{1}}。请在预约地点等候。详情可在 {{2}} 查看。",
    },
  },
  booking_rejected: {
    category: "UTILITY",
    params: [DATE, REFUND, ACCOUNT_LINK],
    body: {
      en: "IV Drips: the clinic could not take your visit on {{1}}. Refund due to you: {{2}}. The details are at {{3}} if you need them.",
      ms: "IV Drips: klinik tidak dapat menerima lawatan anda pada {{1}}. Bayaran balik untuk anda: {{2}}. Butiran ada di {{3}} jika anda memerlukannya.",
      zh: "IV Drips：诊所无法接受您在 {{1}} 的上门服务。应退还给您的金额：{{2}}。详情可在 {{3}} 查看。",
    },
  },
  booking_cancelled: {
    category: "UTILITY",
    params: [DATE, REFUND, ACCOUNT_LINK],
    body: {
      en: "IV Drips: your visit on {{1}} is cancelled. Refund due to you: {{2}}. The details are at {{3}} if you need them.",
      ms: "IV Drips: lawatan anda pada {{1}} telah dibatalkan. Bayaran balik untuk anda: {{2}}. Butiran ada di {{3}} jika anda memerlukannya.",
      zh: "IV Drips：您在 {{1}} 的上门服务已取消。应退还给您的金额：{{2}}。详情可在 {{3}} 查看。",
    },
  },
  clinic_booking_awaiting: {
    category: "UTILITY",
    params: [WHEN, CLINIC_LINK],
    body: {
      en: "IV Drips: a paid booking for {{1}} awaits your decision. Approve or reject it at {{2}} soon.",
      ms: "IV Drips: tempahan berbayar untuk {{1}} menunggu keputusan anda. Luluskan atau tolak di {{2}} segera.",
      zh: "IV Drips：一笔 {{1}} 的已付款预约正等待您的决定。请尽快在 {{2}} 批准或拒绝。",
    },
  },
  clinic_decision_reminder: {
    category: "UTILITY",
    params: [WHEN, CLINIC_LINK],
    body: {
      en: "IV Drips reminder: the paid booking for {{1}} still awaits your decision. Undecided when the visit is due, it is refunded in full. Decide at {{2}} now.",
      ms: "Peringatan IV Drips: tempahan berbayar untuk {{1}} masih menunggu keputusan anda. Jika belum diputuskan pada masa lawatan, ia dibayar balik sepenuhnya. Putuskan di {{2}} sekarang.",
      zh: "IV Drips 提醒：{{1}} 的已付款预约仍在等待您的决定。若到上门时间仍未决定，将全额退款。请立即在 {{2}} 作出决定。",
    },
  },
  verification_code: {
    category: "AUTHENTICATION",
    params: [{ name: "code", example: same("482913") }],
    // WhatsApp writes an authentication template's words itself; these are what the SMS says.
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
