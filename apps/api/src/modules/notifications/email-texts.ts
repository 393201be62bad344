import type { Language } from "@ivdrips/contract/languages";

/**
 * Every sentence of the emails a customer receives, in each language a customer can choose. Templates name
 * their values in braces ("{reference}"); each translation uses the same names as the English (a unit test
 * checks it), and a key missing from a language is a compile error. Emails to clinics and to the support
 * team are written in English only, in booking-emails.ts.
 */

const en = {
  // The frame of every email
  greeting: "Hi {name},",
  questions: "Questions? Write to {email}.",
  viewBookings: "View your bookings",
  labelReference: "Reference",
  labelTreatment: "Treatment",
  labelWhen: "When",
  labelQuantity: "Quantity",
  labelAddress: "Address",
  labelArea: "Area",
  labelTotal: "Total",
  labelClinic: "Clinic",

  // When a visit is: "Tuesday, 2 June 2026, Morning 8AM - 12PM (Kuala Lumpur time)"
  visitTime: "{date}, {window} (Kuala Lumpur time)",
  /** English emails name a window by its own label ("Morning 8AM - 12PM"), as the site does; see formatWindow. */
  windowHours: "{name} {start} - {end}",
  windowMorning: "Morning",
  windowAfternoon: "Afternoon",
  windowEvening: "Evening",
  windowNight: "Night",

  // What happens to the money, in the words of the Refund Policy
  noPayment: "No payment was taken.",
  refundDue:
    "A refund of {amount} will be returned to your original payment method within 5-7 business days.",
  noRefund: "No refund is due for this booking.",
  cancellationFee:
    "A cancellation fee of {amount} applies because the booking was cancelled less than 24 hours before the visit, under our Refund Policy: {url}",

  // What's next, before a visit
  contactBefore: "Our team will contact you 15-30 minutes before the visit.",
  beAtAddress: "Please be at the address for your visit: {address}.",
  haveId: "Have a valid ID ready.",

  // Received: paid, awaiting the clinic
  receivedSubject: "Booking received: {service} on {date} ({reference})",
  receivedHeading: "We have your booking",
  receivedPaid:
    "Thank you: your payment of {amount} has been received and booking {reference} is now awaiting approval from {clinic}.",
  receivedUnpaid: "Booking {reference} is now awaiting approval from {clinic}.",
  receivedReview:
    "The clinic reviews and approves within 15-30 minutes, and we will email you as soon as it does.",

  // Approved by the clinic
  approvedSubject: "Booking confirmed: {service} on {date} ({reference})",
  approvedHeading: "Your booking is confirmed",
  approvedBody:
    "{clinic} has approved booking {reference}. The attached invite ({filename}) adds the visit to your calendar.",
  whatsNext: "What's next",

  // Rejected by the clinic
  rejectedSubject: "Booking {reference} could not be accepted",
  rejectedHeading: "Your booking could not be accepted",
  rejectedBody:
    "We are sorry: {clinic} could not take booking {reference} for {service} on {when}, and it has been cancelled.",
  chooseAnotherTime: "You are welcome to choose another time: {url}",

  // Cancelled
  cancelledSubject: "Booking {reference} cancelled",
  cancelledHeading: "Your booking is cancelled",
  cancelledBody: "Booking {reference} for {service} on {when} has been cancelled.",

  // Paid after the window was let go
  attentionSubject: "We received your payment for {reference}",
  attentionHeading: "We received your payment",
  attentionBody:
    "Your payment of {amount} for {service} on {when} reached us after the time window was no longer held for you, so the visit is not booked yet.",
  attentionSafe:
    "Your money is safe. Our team will contact you within 24 hours to book another time or refund you in full.",

  // Rescheduled by the customer
  rescheduledSubject: "Booking rescheduled: {service} on {date} ({reference})",
  rescheduledHeading: "Your booking has a new time",
  rescheduledBody: "Booking {reference} has moved from {previous} to {when}.",
  rescheduledReview:
    "{clinic} will review the new time within 15-30 minutes, and we will email you as soon as it is approved.",

  // Reminders 24 h and 2 h before
  reminderTomorrow: "tomorrow",
  reminderSoon: "in about 2 hours",
  reminderSubject: "Reminder: {service} {relative}, {window} ({reference})",
  reminderHeading: "Your visit is {relative}",
  reminderBody: "A reminder of your {service} visit on {when}.",
  beforeVisit: "Before the visit",
  rescheduleFree: "Need another time? Rescheduling is free up to 24 hours before the visit: {url}",
  remindersOff: "You can turn these reminders off under My Account, Support, Update Preferences.",

  // Password reset
  resetSubject: "Choose a new password for IV Drips",
  resetHeading: "Choose a new password",
  resetBody:
    "We received a request to reset the password of your IV Drips account. The link below works once, for 60 minutes.",
  resetAction: "Choose a new password",
  resetIgnore: "If you did not ask for this, you can ignore this email: your password stays as it is.",
} as const;

export type TextKey = keyof typeof en;
type Catalogue = Record<TextKey, string>;

/**
 * The English texts must stay literal types (one string each, no `+`): their placeholders type the values
 * callers pass. A widened entry would silently accept no values, so it is a compile error here.
 */
type WidenedKeys = { [K in TextKey]: string extends (typeof en)[K] ? K : never }[TextKey];
const ENGLISH_IS_LITERAL: [WidenedKeys] extends [never] ? true : WidenedKeys = true;
void ENGLISH_IS_LITERAL;

const ms: Catalogue = {
  greeting: "Hai {name},",
  questions: "Ada pertanyaan? Hubungi kami di {email}.",
  viewBookings: "Lihat tempahan anda",
  labelReference: "Rujukan",
  labelTreatment: "Rawatan",
  labelWhen: "Masa",
  labelQuantity: "Kuantiti",
  labelAddress: "Alamat",
  labelArea: "Kawasan",
  labelTotal: "Jumlah",
  labelClinic: "Klinik",

  visitTime: "{date}, {window} (waktu Kuala Lumpur)",
  windowHours: "{name} {start} – {end}",
  windowMorning: "Pagi",
  windowAfternoon: "Tengah hari",
  windowEvening: "Petang",
  windowNight: "Malam",

  noPayment: "Tiada sebarang bayaran dikenakan.",
  refundDue:
    "Bayaran balik sebanyak {amount} akan dikembalikan ke kaedah pembayaran asal anda dalam tempoh 5-7 hari bekerja.",
  noRefund: "Tiada bayaran balik bagi tempahan ini.",
  cancellationFee:
    "Yuran pembatalan sebanyak {amount} dikenakan kerana tempahan dibatalkan kurang daripada 24 jam sebelum " +
    "lawatan, menurut Polisi Bayaran Balik kami: {url}",

  contactBefore: "Pasukan kami akan menghubungi anda 15-30 minit sebelum lawatan.",
  beAtAddress: "Sila pastikan anda berada di alamat lawatan: {address}.",
  haveId: "Sediakan dokumen pengenalan diri yang sah.",

  receivedSubject: "Tempahan diterima: {service} pada {date} ({reference})",
  receivedHeading: "Tempahan anda telah kami terima",
  receivedPaid:
    "Terima kasih: bayaran anda sebanyak {amount} telah diterima dan tempahan {reference} kini menunggu " +
    "kelulusan daripada {clinic}.",
  receivedUnpaid: "Tempahan {reference} kini menunggu kelulusan daripada {clinic}.",
  receivedReview:
    "Klinik akan menyemak dan meluluskan tempahan dalam masa 15-30 minit, dan kami akan menghantar e-mel " +
    "kepada anda sebaik sahaja ia diluluskan.",

  approvedSubject: "Tempahan disahkan: {service} pada {date} ({reference})",
  approvedHeading: "Tempahan anda telah disahkan",
  approvedBody:
    "{clinic} telah meluluskan tempahan {reference}. Jemputan yang dilampirkan ({filename}) akan menambah " +
    "lawatan ini ke dalam kalendar anda.",
  whatsNext: "Langkah seterusnya",

  rejectedSubject: "Tempahan {reference} tidak dapat diterima",
  rejectedHeading: "Tempahan anda tidak dapat diterima",
  rejectedBody:
    "Kami memohon maaf: {clinic} tidak dapat menerima tempahan {reference} untuk {service} pada {when}, dan " +
    "tempahan tersebut telah dibatalkan.",
  chooseAnotherTime: "Anda dialu-alukan untuk memilih masa lain: {url}",

  cancelledSubject: "Tempahan {reference} dibatalkan",
  cancelledHeading: "Tempahan anda telah dibatalkan",
  cancelledBody: "Tempahan {reference} untuk {service} pada {when} telah dibatalkan.",

  attentionSubject: "Kami telah menerima bayaran anda untuk {reference}",
  attentionHeading: "Kami telah menerima bayaran anda",
  attentionBody:
    "Bayaran anda sebanyak {amount} untuk {service} pada {when} kami terima selepas slot masa tersebut tidak " +
    "lagi dikhaskan untuk anda, jadi lawatan itu belum ditempah.",
  attentionSafe:
    "Wang anda selamat. Pasukan kami akan menghubungi anda dalam masa 24 jam untuk menempah masa lain atau " +
    "memulangkan bayaran anda sepenuhnya.",

  rescheduledSubject: "Tempahan dijadualkan semula: {service} pada {date} ({reference})",
  rescheduledHeading: "Tempahan anda mempunyai masa baharu",
  rescheduledBody: "Tempahan {reference} telah dipindahkan daripada {previous} kepada {when}.",
  rescheduledReview:
    "{clinic} akan menyemak masa baharu ini dalam masa 15-30 minit, dan kami akan menghantar e-mel kepada anda " +
    "sebaik sahaja ia diluluskan.",

  reminderTomorrow: "esok",
  reminderSoon: "dalam kira-kira 2 jam lagi",
  reminderSubject: "Peringatan: {service} {relative}, {window} ({reference})",
  reminderHeading: "Lawatan anda {relative}",
  reminderBody: "Peringatan tentang lawatan {service} anda pada {when}.",
  beforeVisit: "Sebelum lawatan",
  rescheduleFree:
    "Perlukan masa lain? Penjadualan semula adalah percuma sehingga 24 jam sebelum lawatan: {url}",
  remindersOff: "Anda boleh mematikan peringatan ini di Akaun Saya, Sokongan, Kemas Kini Keutamaan.",

  resetSubject: "Pilih kata laluan baharu untuk IV Drips",
  resetHeading: "Pilih kata laluan baharu",
  resetBody:
    "Kami menerima permintaan untuk menetapkan semula kata laluan akaun IV Drips anda. Pautan di bawah boleh " +
    "digunakan sekali sahaja, dalam tempoh 60 minit.",
  resetAction: "Pilih kata laluan baharu",
  resetIgnore:
    "Jika anda tidak membuat permintaan ini, abaikan e-mel ini: kata laluan anda kekal tidak berubah.",
};

const zh: Catalogue = {
  greeting: "{name}，您好：",
  questions: "如有任何疑问，请发送邮件至 {email}。",
  viewBookings: "查看您的预约",
  labelReference: "预约编号",
  labelTreatment: "疗程",
  labelWhen: "时间",
  labelQuantity: "数量",
  labelAddress: "地址",
  labelArea: "地区",
  labelTotal: "总计",
  labelClinic: "诊所",

  visitTime: "{date} {window}（吉隆坡时间）",
  windowHours: "{name} {start}–{end}",
  windowMorning: "上午",
  windowAfternoon: "下午",
  windowEvening: "傍晚",
  windowNight: "晚上",

  noPayment: "我们未收取任何款项。",
  refundDue: "退款 {amount} 将在 5-7 个工作日内退回至您原来的付款方式。",
  noRefund: "此预约没有可退还的款项。",
  cancellationFee:
    "由于预约在上门服务前不足 24 小时取消，根据我们的退款政策，需收取 {amount} 的取消费用：{url}",

  contactBefore: "我们的团队会在上门服务前 15-30 分钟与您联系。",
  beAtAddress: "请在预约的上门地址等候：{address}。",
  haveId: "请准备好有效的身份证件。",

  receivedSubject: "已收到预约：{date}的 {service}（{reference}）",
  receivedHeading: "我们已收到您的预约",
  receivedPaid: "感谢您：我们已收到您支付的 {amount}，预约 {reference} 正在等待 {clinic} 审核。",
  receivedUnpaid: "预约 {reference} 正在等待 {clinic} 审核。",
  receivedReview: "诊所会在 15-30 分钟内完成审核，审核通过后我们会立即发邮件通知您。",

  approvedSubject: "预约已确认：{date}的 {service}（{reference}）",
  approvedHeading: "您的预约已确认",
  approvedBody:
    "{clinic} 已批准预约 {reference}。附件中的日历邀请（{filename}）可将此次上门服务添加到您的日历。",
  whatsNext: "接下来",

  rejectedSubject: "预约 {reference} 未能被接受",
  rejectedHeading: "您的预约未能被接受",
  rejectedBody: "非常抱歉：{clinic} 无法接受您在{when}的 {service} 预约 {reference}，该预约已取消。",
  chooseAnotherTime: "欢迎您另选时间：{url}",

  cancelledSubject: "预约 {reference} 已取消",
  cancelledHeading: "您的预约已取消",
  cancelledBody: "您在{when}的 {service} 预约 {reference} 已取消。",

  attentionSubject: "我们已收到您为 {reference} 支付的款项",
  attentionHeading: "我们已收到您的付款",
  attentionBody:
    "您为{when}的 {service} 支付的 {amount} 到账时，该时段已不再为您保留，因此此次上门服务尚未预约成功。",
  attentionSafe: "您的款项安全无虞。我们的团队会在 24 小时内与您联系，为您另约时间或全额退款。",

  rescheduledSubject: "预约已改期：{date}的 {service}（{reference}）",
  rescheduledHeading: "您的预约已更改时间",
  rescheduledBody: "预约 {reference} 已从{previous}改至{when}。",
  rescheduledReview: "{clinic} 会在 15-30 分钟内审核新的时间，审核通过后我们会立即发邮件通知您。",

  reminderTomorrow: "明天",
  reminderSoon: "约 2 小时后",
  reminderSubject: "提醒：{service} {relative}，{window}（{reference}）",
  reminderHeading: "您的上门服务将在{relative}开始",
  reminderBody: "温馨提醒：您预约的 {service} 上门服务时间为{when}。",
  beforeVisit: "上门服务前",
  rescheduleFree: "需要换个时间？在上门服务开始前 24 小时之前改期均免费：{url}",
  remindersOff: "您可以在“我的账户 > 客户支持 > 更新偏好设置”中关闭这些提醒。",

  resetSubject: "为您的 IV Drips 账户设置新密码",
  resetHeading: "设置新密码",
  resetBody: "我们收到了重置您 IV Drips 账户密码的请求。以下链接仅可使用一次，有效期为 60 分钟。",
  resetAction: "设置新密码",
  resetIgnore: "如果这不是您本人的请求，请忽略此邮件：您的密码不会改变。",
};

export const EMAIL_TEXTS: Record<Language, Catalogue> = { en, ms, zh };

/** The names in braces of a template type: "Hi {name}, {x}" → "name" | "x". */
type PlaceholdersOf<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

/** The values a text needs, as its English template names them (none: no argument). */
export type TextArgs<K extends TextKey> = [PlaceholdersOf<(typeof en)[K]>] extends [never]
  ? []
  : [values: Record<PlaceholdersOf<(typeof en)[K]>, string | number>];

export type Translate = <K extends TextKey>(key: K, ...args: TextArgs<K>) => string;

/** The names in braces of a template, in order of appearance (repeats kept). */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
}

/**
 * A text in `language` with its values filled in. Values are inserted in one pass, so a value that itself
 * contains braces (a customer's name, say) is never read as a placeholder.
 */
export function translate<K extends TextKey>(language: Language, key: K, ...args: TextArgs<K>): string {
  const values: Partial<Record<string, string | number>> = args[0] ?? {};
  return EMAIL_TEXTS[language][key].replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = values[name];
    return value === undefined ? match : String(value);
  });
}

/** `translate` bound to one language. */
export function translator(language: Language): Translate {
  return (key, ...args) => translate(language, key, ...args);
}
