import { stateOf, wasPaid } from "@ivdrips/contract/booking-state";
import { chargesOf } from "@ivdrips/contract/booking-charges";
import { formatRm } from "@ivdrips/contract/money";
import type { BookingRecord } from "../bookings/bookings.service";
import { dueSenOf, type PurchaseDescription, type PurchaseRow } from "../purchases/purchases.service";
import { PURCHASE_RETURN_PATHS } from "@ivdrips/contract/checkout-return";
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
header span{font-size:13px}
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
h2{margin:20px 0 4px;font-size:16px}
.bank{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}
.bank button{min-height:44px;font-size:14px}
.ok{background:#0e7490;color:#fff}.ok:hover{background:#155e75}
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

/** What a sandbox session pays for, as its page shows it: a booking's visit, or a package. */
export interface SandboxItem {
  rows: [string, string][];
  /** What the session charges. */
  dueSen: number;
  /** "Your time window is held while you pay." for a visit, and while the bank answers. */
  whileYouPay: string;
  whileBankAnswers: string;
  /** Why a session of it cannot be paid any more. */
  ended: string;
  /** Where "Back" goes when the session has ended, and its label. */
  back: { path: string; label: string };
}

/** What a gift card paid ahead, as a row of the page; none when it paid nothing. */
const giftCardRow = (sen: number): [string, string][] =>
  sen > 0 ? [["Gift card", `− ${formatRm(sen)}`]] : [];

/** A booking's page: the visit, its credit and gift card if they paid part, and what is left to pay. */
export function bookingItem({ booking, serviceName }: BookingRecord): SandboxItem {
  const when = formatVisitTime(booking);
  const charges = chargesOf(booking);
  return {
    rows: [
      ["Treatment", serviceName],
      ["Quantity", String(booking.quantity)],
      ["Date", when.split(", ").slice(0, 2).join(", ")],
      ["Time", booking.timeSlot],
      ["Reference", booking.reference],
      ...(charges.creditSen > 0
        ? ([["Package credit", `− ${formatRm(charges.creditSen)}`]] as [string, string][])
        : []),
      ...giftCardRow(charges.giftCardSen),
    ],
    dueSen: charges.dueSen,
    whileYouPay: "Your time window is held while you pay.",
    whileBankAnswers: "Your time window stays held while the bank answers.",
    ended: wasPaid(stateOf(booking))
      ? "This booking is already paid."
      : "The time to pay has run out or the booking was cancelled. Please start your booking again.",
    back: { path: `/service/${encodeURIComponent(booking.serviceId)}`, label: "Back to the service" },
  };
}

function details(item: SandboxItem): string {
  return (
    "<dl>" +
    item.rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join("") +
    `<dt class="total">Total</dt><dd class="total">${escapeHtml(formatRm(item.dueSen))}</dd></dl>`
  );
}

/** "Pay RM 1600" as the button reads: SPEC's words, RM and the amount. */
export function payLabel(item: Pick<SandboxItem, "dueSen">): string {
  return `Pay ${formatRm(item.dueSen).replace(/,/g, "")}`;
}

/** The test bank's methods, as Stripe's checkout names them beside the card. */
const TEST_BANKS = [
  { paymentType: "fpx", name: "FPX (test bank)" },
  { paymentType: "grabpay", name: "GrabPay (test)" },
] as const;

/** The sandbox page's address, on the host it is served from; `declined` says which method's bank said no. */
export function sandboxPagePath(sessionId: string, options: { declined?: "fpx" | "grabpay" } = {}): string {
  const path = `/api/payments/sandbox/${encodeURIComponent(sessionId)}`;
  return options.declined ? `${path}?declined=${options.declined}` : path;
}

function postButton(
  action: string,
  fields: Record<string, string>,
  label: string,
  className: string,
): string {
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join("");
  return `<form method="post" action="${action}">${hidden}<button class="${className}" type="submit">${escapeHtml(label)}</button></form>`;
}

/** How the page stands: open to pay, a payment the test bank kept pending, or ended. */
export interface SandboxPageView {
  payable: boolean;
  /** The method whose payment the test bank kept pending, if one is. */
  processing: "fpx" | "grabpay" | null;
  /** The test bank declined this method a moment ago (the session is still open). */
  declined?: "fpx" | "grabpay" | undefined;
}

export function sandboxCheckoutPage(sessionId: string, item: SandboxItem, view: SandboxPageView): string {
  const action = (verb: string) => `${sandboxPagePath(sessionId)}/${verb}`;
  const bankName = (type: "fpx" | "grabpay") => TEST_BANKS.find((bank) => bank.paymentType === type)?.name;
  if (view.processing) {
    return page(
      "Checkout",
      [
        "<h1>Waiting for the bank</h1>",
        `<p class="muted">Your payment with ${escapeHtml(bankName(view.processing) ?? "")} is pending. ${escapeHtml(item.whileBankAnswers)}</p>`,
        details(item),
        '<div class="actions">',
        postButton(action("settle"), { outcome: "succeed" }, "The bank approves", "pay"),
        postButton(action("settle"), { outcome: "fail" }, "The bank declines", "cancel"),
        "</div>",
        '<p class="sandbox">Sandbox test bank: no money moves.</p>',
      ].join(""),
    );
  }
  const body = view.payable
    ? [
        "<h1>Complete your payment</h1>",
        `<p class="muted">${escapeHtml(item.whileYouPay)}</p>`,
        view.declined
          ? `<p class="notice" role="alert">${escapeHtml(bankName(view.declined) ?? "")} declined the payment. Nothing was charged: try again or choose another way to pay.</p>`
          : "",
        details(item),
        '<div class="actions">',
        postButton(action("pay"), { method: "card", outcome: "succeed" }, payLabel(item), "pay"),
        "</div>",
        ...TEST_BANKS.map(({ paymentType, name }) =>
          [
            `<h2>${escapeHtml(name)}</h2>`,
            // Named for its method: the page has "Succeed", "Fail" and "Pending" once per method.
            `<div class="bank" role="group" aria-label="${escapeHtml(name)}">`,
            postButton(action("pay"), { method: paymentType, outcome: "succeed" }, "Succeed", "ok"),
            postButton(action("pay"), { method: paymentType, outcome: "fail" }, "Fail", "cancel"),
            postButton(action("pay"), { method: paymentType, outcome: "pending" }, "Pending", "cancel"),
            "</div>",
          ].join(""),
        ),
        `<div class="actions" style="margin-top:20px">${postButton(action("cancel"), {}, "Cancel", "cancel")}</div>`,
        '<p class="sandbox">Sandbox payment: no card is charged, no bank is asked.</p>',
      ].join("")
    : [
        "<h1>This payment session has ended</h1>",
        `<p class="notice">${escapeHtml(item.ended)}</p>`,
        details(item),
        `<div class="actions"><form method="get" action="${escapeHtml(item.back.path)}">`,
        `<button class="cancel" type="submit">${escapeHtml(item.back.label)}</button></form></div>`,
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

/** A purchase's page (a package, a gift card): what it is, and its price. */
export function purchaseItem(purchase: PurchaseRow, { rows }: PurchaseDescription): SandboxItem {
  return {
    rows: [...rows, ["Reference", purchase.reference], ...giftCardRow(purchase.giftCardSen)],
    dueSen: dueSenOf(purchase),
    whileYouPay: "It is yours once the payment is confirmed.",
    whileBankAnswers: "It is yours once the bank approves.",
    ended:
      purchase.status === "paid"
        ? "This purchase is already paid."
        : "The time to pay has run out. Please start again.",
    back: { path: PURCHASE_RETURN_PATHS[purchase.kind].page, label: "Back" },
  };
}
