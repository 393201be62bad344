import {
  translatorsFor,
  type CatalogueSource,
  type Catalogues,
  type Translator,
} from "@ivdrips/contract/i18n/translator";

/**
 * What the receipt and the certificate of attendance say, by id, in ICU MessageFormat (decision 011). English
 * first; Malay and Chinese are typed against it, and document-texts.test.ts checks their placeholders.
 */

const en = {
  "document.tagline": "IV drip therapy at home in Kuala Lumpur",
  "document.footer": "{brand} · Kuala Lumpur, Malaysia · {email}",
  "document.reference": "Reference: {reference}",
  "document.issued": "Issued: {date}",
  "document.klTime": "{window} (Kuala Lumpur time)",

  // The four windows, keyed as time-window-list.ts keys them; the same wording as the web app's.
  "window.morning": "Morning 8AM - 12PM",
  "window.afternoon": "Afternoon 12PM - 4PM",
  "window.evening": "Evening 4PM - 8PM",
  "window.night": "Night 8PM - 12AM",

  "payment.card": "Card",
  "payment.applepay": "Apple Pay",
  "payment.googlepay": "Google Pay",
  "payment.fpx": "FPX online banking",
  "payment.grabpay": "GrabPay",
  "payment.usdt": "USDT on Base",
  "payment.usdc": "USDC on Base",
  "payment.unknown": "Online payment",
  "payment.credit": "Package credit",
  "payment.giftCard": "Gift card",

  "receipt.metaTitle": "{brand} receipt {reference}",
  "receipt.metaSubject": "Payment receipt",
  "receipt.title": "Receipt",
  "receipt.paid": "Paid: {date}",
  "receipt.billedTo": "BILLED TO",
  "receipt.booking": "Booking",
  "receipt.service": "Service",
  "receipt.clinic": "Clinic",
  "receipt.date": "Date",
  "receipt.timeWindow": "Time window",
  "receipt.quantity": "Quantity",
  "receipt.unitPrice": "Unit price",
  "receipt.total": "Total",
  "receipt.payment": "Payment",
  "receipt.paymentMethod": "Payment method: {method}",
  "receipt.testPayment": "{method} (test payment)",
  "receipt.transaction": "Transaction: {hash}",
  "receipt.refund":
    "Refund: {amount} ({status, select, pending {processing} succeeded {refunded} other {failed, support will contact you}})",
  "receipt.cancellationFee": "Cancellation fee (Refund Policy): {amount}",
  "receipt.drip": "Drip",
  "receipt.nightSurcharge": "Night window surcharge",
  "receipt.sameDaySurcharge": "Same-day surcharge",
  "receipt.lineRefund": "{line}: {amount} back",
  "receipt.creditPart": "Paid with package credits: {amount}",
  "receipt.giftCardPart": "Paid with a gift card: {amount}",
  "receipt.restPart": "Paid by {method}: {amount}",
  "receipt.giftCardRefund": "Back to the gift card: {amount}",

  "certificate.metaTitle": "{brand} certificate of attendance {reference}",
  "certificate.metaSubject": "Certificate of attendance",
  "certificate.title": "Certificate of Attendance",
  "certificate.certifies": "This certifies that",
  "certificate.attended": "attended {service} on {date}, {time}, delivered by {clinic} in {city}, {country}.",
  "certificate.completed": "Completed: {date}",
} as const satisfies CatalogueSource;

export type DocumentTextId = keyof typeof en;

const ms = {
  "document.tagline": "Terapi titisan IV di rumah di Kuala Lumpur",
  "document.footer": "{brand} · Kuala Lumpur, Malaysia · {email}",
  "document.reference": "Rujukan: {reference}",
  "document.issued": "Dikeluarkan: {date}",
  "document.klTime": "{window} (waktu Kuala Lumpur)",

  "window.morning": "Pagi, 8 pagi - 12 tengah hari",
  "window.afternoon": "Tengah Hari, 12 tengah hari - 4 petang",
  "window.evening": "Petang, 4 petang - 8 malam",
  "window.night": "Malam, 8 malam - 12 tengah malam",

  "payment.card": "Kad",
  "payment.applepay": "Apple Pay",
  "payment.googlepay": "Google Pay",
  "payment.fpx": "Perbankan dalam talian FPX",
  "payment.grabpay": "GrabPay",
  "payment.usdt": "USDT di Base",
  "payment.usdc": "USDC di Base",
  "payment.unknown": "Pembayaran dalam talian",
  "payment.credit": "Kredit pakej",
  "payment.giftCard": "Kad hadiah",

  "receipt.metaTitle": "Resit {brand} {reference}",
  "receipt.metaSubject": "Resit pembayaran",
  "receipt.title": "Resit",
  "receipt.paid": "Dibayar: {date}",
  "receipt.billedTo": "DIBILKAN KEPADA",
  "receipt.booking": "Tempahan",
  "receipt.service": "Perkhidmatan",
  "receipt.clinic": "Klinik",
  "receipt.date": "Tarikh",
  "receipt.timeWindow": "Slot masa",
  "receipt.quantity": "Kuantiti",
  "receipt.unitPrice": "Harga seunit",
  "receipt.total": "Jumlah",
  "receipt.payment": "Pembayaran",
  "receipt.paymentMethod": "Kaedah pembayaran: {method}",
  "receipt.testPayment": "{method} (pembayaran ujian)",
  "receipt.transaction": "Transaksi: {hash}",
  "receipt.refund":
    "Bayaran balik: {amount} ({status, select, pending {sedang diproses} succeeded {telah dikembalikan} other {gagal, pasukan sokongan akan menghubungi anda}})",
  "receipt.cancellationFee": "Yuran pembatalan (Polisi Bayaran Balik): {amount}",
  "receipt.drip": "Titisan IV",
  "receipt.nightSurcharge": "Caj tambahan waktu malam",
  "receipt.sameDaySurcharge": "Caj tambahan hari yang sama",
  "receipt.lineRefund": "{line}: {amount} dipulangkan",
  "receipt.creditPart": "Dibayar dengan kredit pakej: {amount}",
  "receipt.giftCardPart": "Dibayar dengan kad hadiah: {amount}",
  "receipt.restPart": "Dibayar melalui {method}: {amount}",
  "receipt.giftCardRefund": "Dikembalikan ke kad hadiah: {amount}",

  "certificate.metaTitle": "Sijil kehadiran {brand} {reference}",
  "certificate.metaSubject": "Sijil kehadiran",
  "certificate.title": "Sijil Kehadiran",
  "certificate.certifies": "Dengan ini disahkan bahawa",
  "certificate.attended":
    "telah menerima rawatan {service} pada {date}, {time}, yang disediakan oleh {clinic} di {city}, {country}.",
  "certificate.completed": "Selesai: {date}",
} satisfies Record<DocumentTextId, string>;

const zh = {
  "document.tagline": "吉隆坡上门静脉滴注疗法",
  "document.footer": "{brand} · 马来西亚吉隆坡 · {email}",
  "document.reference": "参考编号：{reference}",
  "document.issued": "开具日期：{date}",
  "document.klTime": "吉隆坡时间 {window}",

  "window.morning": "上午（上午8点 - 中午12点）",
  "window.afternoon": "下午（中午12点 - 下午4点）",
  "window.evening": "傍晚（下午4点 - 晚上8点）",
  "window.night": "晚上（晚上8点 - 午夜12点）",

  "payment.card": "银行卡",
  "payment.applepay": "Apple Pay",
  "payment.googlepay": "Google Pay",
  "payment.fpx": "FPX 网上银行",
  "payment.grabpay": "GrabPay",
  "payment.usdt": "Base 链上的 USDT",
  "payment.usdc": "Base 链上的 USDC",
  "payment.unknown": "在线支付",
  "payment.credit": "套餐额度",
  "payment.giftCard": "礼品卡",

  "receipt.metaTitle": "{brand} 收据 {reference}",
  "receipt.metaSubject": "付款收据",
  "receipt.title": "收据",
  "receipt.paid": "付款日期：{date}",
  "receipt.billedTo": "付款人",
  "receipt.booking": "预约",
  "receipt.service": "疗程",
  "receipt.clinic": "诊所",
  "receipt.date": "日期",
  "receipt.timeWindow": "时段",
  "receipt.quantity": "数量",
  "receipt.unitPrice": "单价",
  "receipt.total": "总计",
  "receipt.payment": "付款",
  "receipt.paymentMethod": "付款方式：{method}",
  "receipt.testPayment": "{method}（测试付款）",
  "receipt.transaction": "交易：{hash}",
  "receipt.refund":
    "退款：{amount}（{status, select, pending {处理中} succeeded {已退款} other {失败，客服会与您联系}}）",
  "receipt.cancellationFee": "取消费用（退款政策）：{amount}",
  "receipt.drip": "点滴",
  "receipt.nightSurcharge": "夜间时段附加费",
  "receipt.sameDaySurcharge": "当日附加费",
  "receipt.lineRefund": "{line}：退还 {amount}",
  "receipt.creditPart": "套餐额度支付:{amount}",
  "receipt.giftCardPart": "礼品卡支付:{amount}",
  "receipt.restPart": "{method}支付:{amount}",
  "receipt.giftCardRefund": "退回礼品卡:{amount}",

  "certificate.metaTitle": "{brand} 出席证明 {reference}",
  "certificate.metaSubject": "出席证明",
  "certificate.title": "出席证明",
  "certificate.certifies": "兹证明",
  "certificate.attended": "于{date} {time}，在{country}{city}接受了由 {clinic} 提供的 {service} 疗程。",
  "certificate.completed": "完成日期：{date}",
} satisfies Record<DocumentTextId, string>;

export const DOCUMENT_CATALOGUES: Catalogues<DocumentTextId> = { en, ms, zh };

/** The documents' texts in one language: `documentTexts("zh")("receipt.title")` is "收据". */
export const documentTexts = translatorsFor(DOCUMENT_CATALOGUES);

export type DocumentTranslator = Translator<DocumentTextId>;
