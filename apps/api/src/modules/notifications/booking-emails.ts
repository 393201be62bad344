import { formatRm } from "@ivdrips/contract/money";
import { formatKlDate, formatKlLongDate } from "../../lib/kl-dates";
import { buildBookingIcs } from "./ics";
import type { OutboxEmailInput } from "./outbox.repository";

/** What every booking email is built from: a booking as it stands after the change it announces. */
export interface BookingEmailView {
  bookingId: string;
  reference: string;
  serviceName: string;
  /** KL calendar day YYYY-MM-DD */
  date: string;
  /** e.g. "Morning 8AM - 12PM" */
  timeSlot: string;
  windowStartsAt: Date;
  windowEndsAt: Date;
  quantity: number;
  unitPriceSen: number;
  totalSen: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  customerAddress: string;
  city: string;
  country: string;
  clinicName: string;
  refundSen: number | null;
  cancellationFeeSen: number | null;
  paid: boolean;
  /** How often the booking was rescheduled: each new window has its own emails and invite sequence. */
  rescheduleCount: number;
  /** e.g. http://localhost:3000, for links to /account and /clinic */
  publicUrl: string;
  supportEmail: string;
}

export const BRAND = "IV Drips";

// ---------------------------------------------------------------------------------------------------------
// Dates and amounts, always in Kuala Lumpur time whatever the server's time zone

/** "Tuesday, 2 June 2026, Morning 8AM - 12PM (Kuala Lumpur time)" */
export function formatVisitTime(view: Pick<BookingEmailView, "windowStartsAt" | "timeSlot">): string {
  return `${formatKlLongDate(view.windowStartsAt)}, ${view.timeSlot} (Kuala Lumpur time)`;
}

function totalLine(view: BookingEmailView): string {
  const total = formatRm(view.totalSen);
  return view.quantity > 1 ? `${total} (${view.quantity} × ${formatRm(view.unitPriceSen)})` : total;
}

/** What happens to the customer's money, in the words of the Refund Policy. */
export function refundOutcome(view: BookingEmailView): string[] {
  if (!view.paid) return ["No payment was taken."];
  const refundSen = view.refundSen ?? 0;
  const feeSen = view.cancellationFeeSen ?? 0;
  const lines = [
    refundSen > 0
      ? `A refund of ${formatRm(refundSen)} will be returned to your original payment method within 5-7 business days.`
      : "No refund is due for this booking.",
  ];
  if (feeSen > 0) {
    lines.push(
      `A cancellation fee of ${formatRm(feeSen)} applies because the booking was cancelled less than 24 hours ` +
        `before the visit, under our Refund Policy: ${view.publicUrl}/refund-policy`,
    );
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------------------
// One content model, rendered as plain text and as HTML, so the two bodies always say the same thing

interface EmailContent {
  subject: string;
  heading: string;
  greeting: string;
  paragraphs: string[];
  details: [label: string, value: string][];
  list?: { title: string; items: string[] };
  closing?: string[];
  action?: { label: string; url: string };
  publicUrl: string;
  supportEmail: string;
}

function renderText(content: EmailContent): string {
  const blocks = [content.heading, content.greeting, ...content.paragraphs];
  blocks.push(content.details.map(([label, value]) => `${label}: ${value}`).join("\n"));
  if (content.list) {
    blocks.push([`${content.list.title}:`, ...content.list.items.map((item) => `- ${item}`)].join("\n"));
  }
  blocks.push(...(content.closing ?? []));
  if (content.action) blocks.push(`${content.action.label}: ${content.action.url}`);
  blocks.push(`Questions? Write to ${content.supportEmail}.`, `${BRAND}`);
  return `${blocks.join("\n\n")}\n`;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Escapes text and turns links to our own site into anchors (never links found in customer input). */
function textToHtml(value: string, publicUrl: string): string {
  const base = escapeHtml(publicUrl).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return escapeHtml(value).replace(
    new RegExp(`${base}(?:/[^\\s<]*[^\\s<.,;:)])?`, "g"),
    (url) => `<a href="${url}" style="color:#0e7490;">${url}</a>`,
  );
}

const FONT = "font-family:Arial,Helvetica,sans-serif;";

function renderHtml(content: EmailContent): string {
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:22px;">${textToHtml(text, content.publicUrl)}</p>`;
  const rows = content.details
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#52606d;font-size:14px;vertical-align:top;white-space:nowrap;">` +
        `${escapeHtml(label)}</td><td style="padding:6px 0;font-size:14px;vertical-align:top;">` +
        `${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const list = content.list
    ? `<p style="margin:16px 0 8px;font-size:15px;font-weight:bold;">${escapeHtml(content.list.title)}</p>` +
      `<ul style="margin:0 0 16px;padding-left:20px;font-size:15px;line-height:22px;">` +
      content.list.items.map((item) => `<li>${textToHtml(item, content.publicUrl)}</li>`).join("") +
      `</ul>`
    : "";
  const action = content.action
    ? `<p style="margin:24px 0;"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;` +
      `background:#0e7490;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;` +
      `font-size:15px;font-weight:bold;">${escapeHtml(content.action.label)}</a></p>`
    : "";
  const support = escapeHtml(content.supportEmail);
  return [
    `<!doctype html>`,
    `<html lang="en"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f1f5f9;">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 0;">`,
    `<tr><td align="center">`,
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;` +
      `background:#ffffff;border-radius:8px;color:#1f2933;${FONT}">`,
    `<tr><td style="padding:20px 32px;background:#0e7490;color:#ffffff;font-size:20px;font-weight:bold;` +
      `border-radius:8px 8px 0 0;">${BRAND}</td></tr>`,
    `<tr><td style="padding:32px;">`,
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:28px;">${escapeHtml(content.heading)}</h1>`,
    paragraph(content.greeting),
    ...content.paragraphs.map(paragraph),
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 16px;">${rows}</table>`,
    list,
    ...(content.closing ?? []).map(paragraph),
    action,
    `</td></tr>`,
    `<tr><td style="padding:16px 32px;border-top:1px solid #e4e7eb;color:#52606d;font-size:13px;">` +
      `Questions? Write to <a href="mailto:${support}" style="color:#0e7490;">${support}</a>.<br>${BRAND}</td></tr>`,
    `</table></td></tr></table></body></html>`,
  ].join("\n");
}

function render(
  view: BookingEmailView,
  kind: string,
  toAddress: string,
  content: EmailContent,
  attachments?: OutboxEmailInput["attachments"],
): OutboxEmailInput {
  return {
    kind,
    bookingId: view.bookingId,
    // A rescheduled booking is a new window to announce; the first window keeps the plain key.
    dedupeKey:
      view.rescheduleCount > 0
        ? `${kind}:${view.bookingId}:${view.rescheduleCount}`
        : `${kind}:${view.bookingId}`,
    toAddress,
    subject: content.subject,
    textBody: renderText(content),
    htmlBody: renderHtml(content),
    ...(attachments ? { attachments } : {}),
  };
}

function visitDetails(view: BookingEmailView): [string, string][] {
  return [
    ["Reference", view.reference],
    ["Treatment", view.serviceName],
    ["When", formatVisitTime(view)],
    ["Quantity", String(view.quantity)],
    ["Address", view.customerAddress],
    ["Area", `${view.city}, ${view.country}`],
    ["Total", totalLine(view)],
    ["Clinic", view.clinicName],
  ];
}

const accountAction = (view: BookingEmailView) => ({
  label: "View your bookings",
  url: `${view.publicUrl}/account`,
});

// ---------------------------------------------------------------------------------------------------------
// The emails

/** To the customer once paid: received, awaiting the clinic's approval. */
export function bookingReceivedEmail(view: BookingEmailView): OutboxEmailInput {
  return render(view, "booking_received", view.customerEmail, {
    subject: `Booking received: ${view.serviceName} on ${formatKlDate(view.windowStartsAt)} (${view.reference})`,
    heading: "We have your booking",
    greeting: `Hi ${view.customerName},`,
    paragraphs: [
      view.paid
        ? `Thank you: your payment of ${formatRm(view.totalSen)} has been received and booking ${view.reference} ` +
          `is now awaiting approval from ${view.clinicName}.`
        : `Booking ${view.reference} is now awaiting approval from ${view.clinicName}.`,
      "The clinic reviews and approves within 15-30 minutes, and we will email you as soon as it does.",
    ],
    details: visitDetails(view),
    action: accountAction(view),
    publicUrl: view.publicUrl,
    supportEmail: view.supportEmail,
  });
}

/** To the clinic: a paid booking to approve or reject in the portal. */
export function clinicNewBookingEmail(view: BookingEmailView, clinicEmail: string): OutboxEmailInput {
  return render(view, "clinic_new_booking", clinicEmail, {
    subject: `New booking to review: ${view.reference}, ${view.serviceName} on ${formatKlDate(view.windowStartsAt)}`,
    heading: "New booking to review",
    greeting: `Hello ${view.clinicName},`,
    paragraphs: [
      `A paid booking has been assigned to you. Please approve or reject it in the clinic portal: ` +
        `the customer has been told that the clinic reviews bookings within 15-30 minutes.`,
    ],
    details: [
      ["Reference", view.reference],
      ["Treatment", view.serviceName],
      ["When", formatVisitTime(view)],
      ["Quantity", String(view.quantity)],
      ["Total", totalLine(view)],
      ["Customer", view.customerName],
      ["Email", view.customerEmail],
      ["Phone", view.customerPhone],
      ["Address", view.customerAddress],
      ["Area", `${view.city}, ${view.country}`],
    ],
    action: { label: "Open the clinic portal", url: `${view.publicUrl}/clinic` },
    publicUrl: view.publicUrl,
    supportEmail: view.supportEmail,
  });
}

/** To the clinic: a paid booking of theirs was cancelled by the customer, so the visit is off. */
export function clinicBookingCancelledEmail(view: BookingEmailView, clinicEmail: string): OutboxEmailInput {
  return render(view, "clinic_booking_cancelled", clinicEmail, {
    subject: `Booking cancelled by the customer: ${view.reference}, ${formatKlDate(view.windowStartsAt)}`,
    heading: "Booking cancelled",
    greeting: `Hello ${view.clinicName},`,
    paragraphs: [`The customer cancelled booking ${view.reference}. There is no visit to make.`],
    details: [
      ["Reference", view.reference],
      ["Treatment", view.serviceName],
      ["When", formatVisitTime(view)],
      ["Customer", view.customerName],
      ["Area", `${view.city}, ${view.country}`],
    ],
    action: { label: "Open the clinic portal", url: `${view.publicUrl}/clinic` },
    publicUrl: view.publicUrl,
    supportEmail: view.supportEmail,
  });
}

/** To the customer: approved, with the visit as a calendar invite. */
export function bookingApprovedEmail(view: BookingEmailView): OutboxEmailInput {
  const filename = `ivdrips-${view.reference}.ics`;
  return render(
    view,
    "booking_approved",
    view.customerEmail,
    {
      subject: `Booking confirmed: ${view.serviceName} on ${formatKlDate(view.windowStartsAt)} (${view.reference})`,
      heading: "Your booking is confirmed",
      greeting: `Hi ${view.customerName},`,
      paragraphs: [
        `${view.clinicName} has approved booking ${view.reference}. ` +
          `The attached invite (${filename}) adds the visit to your calendar.`,
      ],
      details: visitDetails(view),
      list: {
        title: "What's next",
        items: [
          "Our team will contact you 15-30 minutes before the visit.",
          `Please be at the address for your visit: ${view.customerAddress}.`,
          "Have a valid ID ready.",
        ],
      },
      action: accountAction(view),
      publicUrl: view.publicUrl,
      supportEmail: view.supportEmail,
    },
    [
      {
        filename,
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        content: buildBookingIcs(view),
      },
    ],
  );
}

/** To the customer: the clinic could not take the booking; it is refunded in full. */
export function bookingRejectedEmail(view: BookingEmailView): OutboxEmailInput {
  // A rejection always refunds everything; the booking's own figures say so, this only guards a gap.
  const refunded = { ...view, refundSen: view.refundSen ?? view.totalSen, cancellationFeeSen: 0 };
  return render(view, "booking_rejected", view.customerEmail, {
    subject: `Booking ${view.reference} could not be accepted`,
    heading: "Your booking could not be accepted",
    greeting: `Hi ${view.customerName},`,
    paragraphs: [
      `We are sorry: ${view.clinicName} could not take booking ${view.reference} for ${view.serviceName} ` +
        `on ${formatVisitTime(view)}, and it has been cancelled.`,
      ...refundOutcome(refunded),
    ],
    details: visitDetails(view),
    closing: [`You are welcome to choose another time: ${view.publicUrl}/services`],
    action: accountAction(view),
    publicUrl: view.publicUrl,
    supportEmail: view.supportEmail,
  });
}

/** To the customer: cancelled, with what happens to the payment. */
export function bookingCancelledEmail(view: BookingEmailView): OutboxEmailInput {
  return render(view, "booking_cancelled", view.customerEmail, {
    subject: `Booking ${view.reference} cancelled`,
    heading: "Your booking is cancelled",
    greeting: `Hi ${view.customerName},`,
    paragraphs: [
      `Booking ${view.reference} for ${view.serviceName} on ${formatVisitTime(view)} has been cancelled.`,
      ...refundOutcome(view),
    ],
    details: visitDetails(view),
    action: accountAction(view),
    publicUrl: view.publicUrl,
    supportEmail: view.supportEmail,
  });
}

/** To the customer: money arrived for a booking whose place could not be kept; support will follow up. */
export function paymentNeedsAttentionEmail(view: BookingEmailView): OutboxEmailInput {
  return render(view, "payment_needs_attention", view.customerEmail, {
    subject: `We received your payment for ${view.reference}`,
    heading: "We received your payment",
    greeting: `Hi ${view.customerName},`,
    paragraphs: [
      `Your payment of ${formatRm(view.totalSen)} for ${view.serviceName} on ${formatVisitTime(view)} reached us ` +
        `after the time window was no longer held for you, so the visit is not booked yet.`,
      "Your money is safe. Our team will contact you within 24 hours to book another time or refund you in full.",
    ],
    details: visitDetails(view),
    action: accountAction(view),
    publicUrl: view.publicUrl,
    supportEmail: view.supportEmail,
  });
}

/** To the support team: a booking that needs a person (a late payment, a refund to make by hand). */
export function supportNoticeEmail(
  view: BookingEmailView,
  notice: { kind: string; subject: string; lines: string[]; payment: string },
  supportEmail: string,
): OutboxEmailInput {
  return render(view, notice.kind, supportEmail, {
    subject: `[Support] ${notice.subject}: ${view.reference}`,
    heading: notice.subject,
    greeting: "Hello team,",
    paragraphs: notice.lines,
    details: [
      ...visitDetails(view),
      ["Customer", `${view.customerName}, ${view.customerEmail}, ${view.customerPhone}`],
      ["Payment", notice.payment],
    ],
    publicUrl: view.publicUrl,
    supportEmail,
  });
}

/** To the customer: the booking moved to a new window and waits for the clinic's approval again. */
export function bookingRescheduledEmail(view: BookingEmailView, previousTime: string): OutboxEmailInput {
  return render(view, "booking_rescheduled", view.customerEmail, {
    subject: `Booking rescheduled: ${view.serviceName} on ${formatKlDate(view.windowStartsAt)} (${view.reference})`,
    heading: "Your booking has a new time",
    greeting: `Hi ${view.customerName},`,
    paragraphs: [
      `Booking ${view.reference} has moved from ${previousTime} to ${formatVisitTime(view)}.`,
      `${view.clinicName} will review the new time within 15-30 minutes, and we will email you as soon as it ` +
        "is approved.",
    ],
    details: visitDetails(view),
    action: accountAction(view),
    publicUrl: view.publicUrl,
    supportEmail: view.supportEmail,
  });
}

/** To the clinic: a booking of theirs moved to a new window, to approve or reject again. */
export function clinicBookingRescheduledEmail(
  view: BookingEmailView,
  previousTime: string,
  clinicEmail: string,
): OutboxEmailInput {
  return render(view, "clinic_booking_rescheduled", clinicEmail, {
    subject: `Booking rescheduled, please review: ${view.reference}, ${formatKlDate(view.windowStartsAt)}`,
    heading: "Booking rescheduled: please review",
    greeting: `Hello ${view.clinicName},`,
    paragraphs: [
      `The customer moved booking ${view.reference} from ${previousTime} to ${formatVisitTime(view)}. ` +
        "It is back in your Pending tab: please approve or reject the new time in the clinic portal.",
    ],
    details: [
      ["Reference", view.reference],
      ["Treatment", view.serviceName],
      ["When", formatVisitTime(view)],
      ["Previously", previousTime],
      ["Quantity", String(view.quantity)],
      ["Area", `${view.city}, ${view.country}`],
    ],
    action: { label: "Open the clinic portal", url: `${view.publicUrl}/clinic` },
    publicUrl: view.publicUrl,
    supportEmail: view.supportEmail,
  });
}

export const REMINDERS = {
  booking_reminder_24h: { hoursBefore: 24, when: "tomorrow" },
  booking_reminder_2h: { hoursBefore: 2, when: "in about 2 hours" },
} as const;
export type ReminderKind = keyof typeof REMINDERS;

/** To the customer, 24 h and 2 h before an approved visit. */
export function bookingReminderEmail(view: BookingEmailView, kind: ReminderKind): OutboxEmailInput {
  const { when } = REMINDERS[kind];
  return render(view, kind, view.customerEmail, {
    subject: `Reminder: ${view.serviceName} ${when}, ${view.timeSlot} (${view.reference})`,
    heading: `Your visit is ${when}`,
    greeting: `Hi ${view.customerName},`,
    paragraphs: [`A reminder of your ${view.serviceName} visit on ${formatVisitTime(view)}.`],
    details: visitDetails(view),
    list: {
      title: "Before the visit",
      items: [
        "Our team will contact you 15-30 minutes before the visit.",
        `Please be at the address for your visit: ${view.customerAddress}.`,
        "Have a valid ID ready.",
        `Need another time? Rescheduling is free up to 24 hours before the visit: ${view.publicUrl}/account`,
      ],
    },
    closing: ["You can turn these reminders off under My Account, Support, Update Preferences."],
    action: accountAction(view),
    publicUrl: view.publicUrl,
    supportEmail: view.supportEmail,
  });
}
