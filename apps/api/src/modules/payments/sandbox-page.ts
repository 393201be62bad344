import { stateOf, wasPaid } from "@ivdrips/contract/booking-state";
import { formatRm } from "@ivdrips/contract/money";
import type { BookingRecord } from "../bookings/bookings.service";
import { formatVisitTime } from "../notifications/booking-email-format";
import { escapeHtml } from "../../lib/escape-html";

/** The sandbox's hosted checkout page: a small stand-alone document, like a payment provider's. */

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px 16px;
  background:#f1f5f9;color:#0f172a;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
main{width:100%;max-width:420px;background:#fff;border-radius:16px;box-shadow:0 10px 30px rgba(15,23,42,.08);
  overflow:hidden}
header{padding:20px 24px;background:#0e7490;color:#fff}
header p{margin:0;font-size:20px;font-weight:700}
header span{font-size:13px;opacity:.85}
section{padding:24px}
h1{margin:0 0 4px;font-size:20px}
.muted{color:#475569;font-size:14px;margin:0 0 20px}
dl{margin:0 0 24px;display:grid;grid-template-columns:auto 1fr;row-gap:8px;font-size:15px}
dt{color:#475569;padding-right:16px}dd{margin:0;text-align:right;font-weight:500}
.total{border-top:1px solid #e2e8f0;padding-top:12px;font-size:17px;font-weight:700}
.actions{display:grid;gap:12px}
button{width:100%;min-height:48px;border-radius:10px;font-family:inherit;font-size:16px;font-weight:600;
  cursor:pointer;border:1px solid transparent}
.pay{background:#0e7490;color:#fff}.pay:hover{background:#155e75}
.cancel{background:#fff;color:#0f172a;border-color:#cbd5e1}.cancel:hover{background:#f8fafc}
button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.notice{padding:12px 14px;border-radius:10px;background:#fef3c7;color:#78350f;font-size:14px;margin:0 0 16px}
.sandbox{margin:16px 0 0;text-align:center;font-size:12px;color:#64748b}
`;

function page(title: string, body: string): string {
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    '<link rel="icon" href="data:,">',
    `<title>${escapeHtml(title)} · IV Drips</title>`,
    `<style>${STYLE}</style></head>`,
    `<body><main><header><p>IV Drips</p><span>Secure checkout</span></header><section>${body}</section></main></body></html>`,
  ].join("\n");
}

function details({ booking, serviceName }: BookingRecord): string {
  const when = formatVisitTime(booking);
  const rows: [string, string][] = [
    ["Treatment", serviceName],
    ["Quantity", String(booking.quantity)],
    ["Date", when.split(", ").slice(0, 2).join(", ")],
    ["Time", booking.timeSlot],
    ["Reference", booking.reference],
  ];
  return (
    "<dl>" +
    rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join("") +
    `<dt class="total">Total</dt><dd class="total">${escapeHtml(formatRm(booking.totalSen))}</dd></dl>`
  );
}

/** "Pay RM 1600" as the button reads: SPEC's words, RM and the amount. */
export function payLabel({ booking }: BookingRecord): string {
  return `Pay ${formatRm(booking.totalSen).replace(/,/g, "")}`;
}

export function sandboxCheckoutPage(sessionId: string, record: BookingRecord, payable: boolean): string {
  const { booking } = record;
  const action = (verb: string) => `/api/payments/sandbox/${encodeURIComponent(sessionId)}/${verb}`;
  const body = payable
    ? [
        "<h1>Complete your payment</h1>",
        '<p class="muted">Your time window is held while you pay.</p>',
        details(record),
        '<div class="actions">',
        `<form method="post" action="${action("pay")}"><button class="pay" type="submit">${escapeHtml(payLabel(record))}</button></form>`,
        `<form method="post" action="${action("cancel")}"><button class="cancel" type="submit">Cancel</button></form>`,
        "</div>",
        '<p class="sandbox">Sandbox payment: no card is charged.</p>',
      ].join("")
    : [
        "<h1>This payment session has ended</h1>",
        `<p class="notice">${
          wasPaid(stateOf(booking))
            ? "This booking is already paid."
            : "The time to pay has run out or the booking was cancelled. Please start your booking again."
        }</p>`,
        details(record),
        `<div class="actions"><form method="get" action="/service/${encodeURIComponent(booking.serviceId)}">`,
        '<button class="cancel" type="submit">Back to the service</button></form></div>',
      ].join("");
  return page("Checkout", body);
}

export function sandboxNotFoundPage(): string {
  return page(
    "Payment session not found",
    '<h1>Payment session not found</h1><p class="muted">This link is not valid. Please start your booking again.</p>' +
      '<div class="actions"><form method="get" action="/services"><button class="cancel" type="submit">Browse services</button></form></div>',
  );
}
