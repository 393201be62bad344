import { BRAND_NAME } from "@ivdrips/contract/brand";
import { formatKlDate, formatKlLongDate } from "@ivdrips/contract/kl-format";
import { INTL_LOCALES, LANGUAGE_TAGS, type Language } from "@ivdrips/contract/languages";
import { PLACE_NAMES } from "@ivdrips/contract/place-names/by-language";
import { cityName, countryName } from "@ivdrips/contract/place-names/place-names";
import { formatRm } from "@ivdrips/contract/money";
import { findTimeWindow } from "@ivdrips/contract/time-windows";
import type { PriceLineKind } from "@ivdrips/contract/visit-day";
import type { Content, TableCell } from "pdfmake/interfaces";
import { loadFaces, type Faces } from "./document-fonts";
import { documentTexts, type DocumentTextId, type DocumentTranslator } from "./document-texts";
import { INK, MUTED, RULE, TEAL, TINT, paragraph, renderPdf, rule } from "./pdf-layout";

/** What a payment receipt is built from: a paid booking as it stands when the receipt is issued. */
export interface ReceiptView {
  /** The customer's language (users.language): the receipt is written in it. */
  language: Language;
  /** e.g. "IVD-7K3M9Q" */
  reference: string;
  serviceName: string;
  /** KL calendar day YYYY-MM-DD */
  date: string;
  /** The API's name of the window, e.g. "Morning 8AM - 12PM" */
  timeSlot: string;
  windowStartsAt: Date;
  quantity: number;
  /** integer sen; RM 600 = 60000 */
  unitPriceSen: number;
  totalSen: number;
  /** What package credits and gift cards paid, and the rest (booking-charges.ts). */
  creditSen: number;
  giftCardSen: number;
  dueSen: number;
  /** The price's lines (visit-day.ts priceLines), with what went back of each once refunded (else null). */
  lines: { kind: PriceLineKind; sen: number; refundSen: number | null }[];
  customerName: string;
  customerEmail: string;
  clinicName: string;
  paidAt: Date;
  /** As the customer chose it: "card" | "applepay" | "googlepay" | "usdt" | "usdc" (or null when unknown) */
  paymentMethod: string | null;
  paymentProvider: "sandbox" | "stripe" | "crypto" | null;
  /** For crypto: the transaction hash 0x + 64 hex. For cards: a provider id, never printed. */
  paymentReference: string | null;
  refund: {
    amountSen: number;
    /** What went back to gift cards, beside the provider's refund. */
    giftCardSen: number;
    feeSen: number;
    status: "pending" | "succeeded" | "failed";
  } | null;
  issuedAt: Date;
  /** Printed in the footer; defaults to support@ivdrips.my */
  supportEmail?: string;
}

/** What a certificate of attendance is built from: a completed booking. */
export interface CertificateView {
  /** The customer's language (users.language): the certificate is written in it. */
  language: Language;
  reference: string;
  serviceName: string;
  /** KL calendar day YYYY-MM-DD */
  date: string;
  timeSlot: string;
  windowStartsAt: Date;
  customerName: string;
  clinicName: string;
  /** As stored (countries.ts's English names); printed in the customer's language. */
  city: string;
  country: string;
  completedAt: Date;
  issuedAt: Date;
  /** Printed in the footer; defaults to support@ivdrips.my */
  supportEmail?: string;
}

const DEFAULT_SUPPORT_EMAIL = "support@ivdrips.my";

// ---------------------------------------------------------------------------------------------------------
// Words: payment methods, hashes, windows, dates in Kuala Lumpur time whatever the server's time zone

const PAYMENT_METHODS = new Map<string, DocumentTextId>([
  ["card", "payment.card"],
  ["applepay", "payment.applepay"],
  ["googlepay", "payment.googlepay"],
  ["fpx", "payment.fpx"],
  ["grabpay", "payment.grabpay"],
  ["usdt", "payment.usdt"],
  ["usdc", "payment.usdc"],
  ["credit", "payment.credit"],
  ["gift_card", "payment.giftCard"],
]);

/** "Card", "Apple Pay", "Google Pay", "FPX online banking", "GrabPay", "USDT on Base"…; "Online payment" when unknown. */
export function paymentMethodLabel(method: string | null, t: DocumentTranslator): string {
  return t((method !== null && PAYMENT_METHODS.get(method)) || "payment.unknown");
}

/** First 10 and last 8 characters of a hash joined by "...", e.g. 0x12345678...9abcdef0 (SPEC's shortening) */
export function shortenHash(hash: string): string {
  if (hash.length <= 10 + 3 + 8) return hash;
  return `${hash.slice(0, 10)}...${hash.slice(-8)}`;
}

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/;

/** en "Morning 8AM - 12PM (Kuala Lumpur time)", zh "吉隆坡时间 上午（上午8点 - 中午12点）". */
function klTimeWindow(timeSlot: string, t: DocumentTranslator): string {
  const window = findTimeWindow(timeSlot);
  return t("document.klTime", { window: window ? t(`window.${window.key}`) : timeSlot });
}

interface Words {
  t: DocumentTranslator;
  date: (instant: Date) => string;
  longDate: (instant: Date) => string;
  rm: (sen: number) => string;
  footer: string;
}

function wordsFor(language: Language, supportEmail: string | undefined): Words {
  const t = documentTexts(language);
  const locale = INTL_LOCALES[language];
  return {
    t,
    date: (instant) => formatKlDate(instant, locale),
    longDate: (instant) => formatKlLongDate(instant, locale),
    rm: (sen) => formatRm(sen, locale),
    footer: t("document.footer", { brand: BRAND_NAME, email: supportEmail ?? DEFAULT_SUPPORT_EMAIL }),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Receipt: A4 portrait

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const COLUMN_GAP = 16;
const HALF = (CONTENT_WIDTH - COLUMN_GAP) / 2;
const CELL_PADDING = 8;
const LABEL_WIDTH = 114;
const VALUE_WIDTH = CONTENT_WIDTH - LABEL_WIDTH - 4 * CELL_PADDING;

function sectionHeading(title: string, faces: Faces): Content {
  const cell = paragraph(faces, title, { fontSize: 11, bold: true, color: TEAL, width: 300, lines: 1 });
  return {
    table: { widths: ["*"], body: [[{ ...cell, fillColor: TINT, margin: [CELL_PADDING - 4, 3, 0, 3] }]] },
    layout: "noBorders",
    margin: [0, 22, 0, 6],
  };
}

function receiptHeader(words: Words, view: ReceiptView, faces: Faces): Content[] {
  const { t } = words;
  const fact = (text: string) => paragraph(faces, text, { fontSize: 11, width: HALF, lines: 1 });
  return [
    {
      columns: [
        paragraph(faces, BRAND_NAME, { fontSize: 22, bold: true, color: TEAL, width: 160, lines: 1 }),
        {
          ...paragraph(faces, t("document.tagline"), {
            fontSize: 10,
            color: MUTED,
            alignment: "right",
            width: CONTENT_WIDTH - 160,
            lines: 1,
          }),
          margin: [0, 9, 0, 0],
        },
      ],
    },
    rule(CONTENT_WIDTH, 2, TEAL, [0, 8, 0, 0]),
    {
      columnGap: COLUMN_GAP,
      margin: [0, 24, 0, 0],
      columns: [
        {
          width: HALF,
          stack: [
            {
              ...paragraph(faces, t("receipt.title"), { fontSize: 26, bold: true, width: HALF, lines: 1 }),
              margin: [0, 0, 0, 8],
            },
            fact(t("document.reference", { reference: view.reference })),
            fact(t("document.issued", { date: words.date(view.issuedAt) })),
            fact(t("receipt.paid", { date: words.date(view.paidAt) })),
          ],
        },
        {
          width: HALF,
          stack: [
            {
              ...paragraph(faces, t("receipt.billedTo"), {
                fontSize: 9,
                color: MUTED,
                width: HALF,
                lines: 1,
              }),
              margin: [0, 4, 0, 4],
            },
            paragraph(faces, view.customerName, { fontSize: 11, bold: true, width: HALF, lines: 3 }),
            paragraph(faces, view.customerEmail, { fontSize: 11, width: HALF, lines: 2 }),
          ],
        },
      ],
    },
  ];
}

/** The receipt's name of each price line. */
const LINE_LABELS: Record<PriceLineKind, DocumentTextId> = {
  drip: "receipt.drip",
  night_surcharge: "receipt.nightSurcharge",
  same_day_surcharge: "receipt.sameDaySurcharge",
};

function bookingTable(words: Words, view: ReceiptView, faces: Faces): Content {
  const { t } = words;
  const rows: [DocumentTextId, string, number][] = [
    ["receipt.service", view.serviceName, 3],
    ["receipt.clinic", view.clinicName, 2],
    ["receipt.date", words.longDate(view.windowStartsAt), 1],
    ["receipt.timeWindow", klTimeWindow(view.timeSlot, t), 2],
    ["receipt.quantity", String(view.quantity), 1],
    ["receipt.unitPrice", words.rm(view.unitPriceSen), 1],
    // The drip and each surcharge on a line of its own, when there is more than the drip.
    ...(view.lines.length > 1
      ? view.lines.map((line): [DocumentTextId, string, number] => [
          LINE_LABELS[line.kind],
          words.rm(line.sen),
          1,
        ])
      : []),
  ];
  const body: TableCell[][] = rows.map(([label, value, lines]) => [
    paragraph(faces, t(label), { fontSize: 11, color: MUTED, width: LABEL_WIDTH, lines: 2 }),
    paragraph(faces, value, { fontSize: 11, width: VALUE_WIDTH, lines }),
  ]);
  const total = { fontSize: 13, bold: true, lines: 1 };
  body.push([
    paragraph(faces, t("receipt.total"), { ...total, width: LABEL_WIDTH }),
    paragraph(faces, words.rm(view.totalSen), { ...total, width: VALUE_WIDTH }),
  ]);
  return {
    // Fixed widths: with "*" an unbreakable word would widen its column past the margin.
    table: { widths: [LABEL_WIDTH, VALUE_WIDTH], body },
    layout: {
      // A rule under each fact, none above the first or under the total.
      hLineWidth: (index) => (index > 0 && index < body.length ? 0.5 : 0),
      hLineColor: () => RULE,
      vLineWidth: () => 0,
      paddingLeft: () => CELL_PADDING,
      paddingRight: () => CELL_PADDING,
      paddingTop: () => 5,
      paddingBottom: () => 5,
    },
  };
}

function paymentLines(words: Words, view: ReceiptView): string[] {
  const { t } = words;
  const method = paymentMethodLabel(view.paymentMethod, t);
  const lines = [
    t("receipt.paymentMethod", {
      method: view.paymentProvider === "sandbox" ? t("receipt.testPayment", { method }) : method,
    }),
  ];
  if (
    view.paymentProvider === "crypto" &&
    view.paymentReference &&
    TRANSACTION_HASH.test(view.paymentReference)
  ) {
    lines.push(t("receipt.transaction", { hash: shortenHash(view.paymentReference) }));
  }
  // Paid in parts: each part, then what the method paid.
  if (view.creditSen > 0) lines.push(t("receipt.creditPart", { amount: words.rm(view.creditSen) }));
  if (view.giftCardSen > 0) lines.push(t("receipt.giftCardPart", { amount: words.rm(view.giftCardSen) }));
  if (view.dueSen > 0 && view.dueSen < view.totalSen) {
    lines.push(t("receipt.restPart", { method, amount: words.rm(view.dueSen) }));
  }
  if (view.refund) {
    lines.push(t("receipt.refund", { amount: words.rm(view.refund.amountSen), status: view.refund.status }));
    if (view.refund.giftCardSen > 0) {
      lines.push(t("receipt.giftCardRefund", { amount: words.rm(view.refund.giftCardSen) }));
    }
    if (view.refund.feeSen > 0) {
      lines.push(t("receipt.cancellationFee", { amount: words.rm(view.refund.feeSen) }));
    }
    // What went back of each line, when there is more than the drip.
    if (view.lines.length > 1) {
      for (const line of view.lines) {
        if (line.refundSen === null) continue;
        lines.push(
          t("receipt.lineRefund", { line: t(LINE_LABELS[line.kind]), amount: words.rm(line.refundSen) }),
        );
      }
    }
  }
  return lines;
}

export async function renderReceiptPdf(view: ReceiptView): Promise<Uint8Array> {
  const faces = await loadFaces();
  const words = wordsFor(view.language, view.supportEmail);
  const { t } = words;
  const payment = paymentLines(words, view).map((line) => ({
    ...paragraph(faces, line, { fontSize: 11, width: CONTENT_WIDTH - 2 * CELL_PADDING, lines: 2 }),
    margin: [CELL_PADDING, 0, CELL_PADDING, 5] as [number, number, number, number],
  }));
  return renderPdf(
    {
      pageSize: "A4",
      pageMargins: [MARGIN, 48, MARGIN, 80],
      content: [
        ...receiptHeader(words, view, faces),
        sectionHeading(t("receipt.booking"), faces),
        bookingTable(words, view, faces),
        sectionHeading(t("receipt.payment"), faces),
        ...payment,
      ],
      footer: {
        margin: [MARGIN, 18, MARGIN, 0],
        stack: [
          rule(CONTENT_WIDTH, 0.5, RULE, [0, 0, 0, 10]),
          paragraph(faces, words.footer, {
            fontSize: 9,
            color: MUTED,
            alignment: "center",
            width: CONTENT_WIDTH,
            lines: 1,
          }),
        ],
      },
    },
    {
      title: t("receipt.metaTitle", { brand: BRAND_NAME, reference: view.reference }),
      subject: t("receipt.metaSubject"),
      language: LANGUAGE_TAGS[view.language],
      issuedAt: view.issuedAt,
    },
  );
}

// ---------------------------------------------------------------------------------------------------------
// Certificate: A4 landscape, in a double frame

const LANDSCAPE = { width: A4.height, height: A4.width };
const SIDE = 96;
const TEXT_WIDTH = LANDSCAPE.width - 2 * SIDE;
const THIRD = TEXT_WIDTH / 3;

/** A rectangle `inset` points inside the landscape page's edges. */
const insetRect = (inset: number, lineWidth: number, lineColor: string) => ({
  type: "rect" as const,
  x: inset,
  y: inset,
  w: LANDSCAPE.width - 2 * inset,
  h: LANDSCAPE.height - 2 * inset,
  lineWidth,
  lineColor,
});

// The certificate's double frame: a heavy teal line, a fine rule just inside it.
const FRAME: Content = { canvas: [insetRect(24, 3, TEAL), insetRect(32, 0.75, RULE)] };

export async function renderCertificatePdf(view: CertificateView): Promise<Uint8Array> {
  const faces = await loadFaces();
  const words = wordsFor(view.language, view.supportEmail);
  const { t } = words;
  const centered = { alignment: "center" as const, width: TEXT_WIDTH };
  const small = { fontSize: 10, color: MUTED, width: THIRD, lines: 1 };
  const attended = t("certificate.attended", {
    service: view.serviceName,
    date: words.longDate(view.windowStartsAt),
    time: klTimeWindow(view.timeSlot, t),
    clinic: view.clinicName,
    city: cityName(PLACE_NAMES[view.language], view.city),
    country: countryName(PLACE_NAMES[view.language], view.country),
  });
  return renderPdf(
    {
      pageSize: "A4",
      pageOrientation: "landscape",
      pageMargins: [SIDE, 72, SIDE, 130],
      background: () => FRAME,
      content: [
        paragraph(faces, BRAND_NAME, { ...centered, fontSize: 22, bold: true, color: TEAL, lines: 1 }),
        {
          ...paragraph(faces, t("certificate.title"), { ...centered, fontSize: 32, bold: true, lines: 1 }),
          margin: [0, 22, 0, 10],
        },
        rule(120, 1.5, TEAL, [TEXT_WIDTH / 2 - 60, 0, 0, 24]),
        paragraph(faces, t("certificate.certifies"), { ...centered, fontSize: 14, color: MUTED, lines: 1 }),
        {
          ...paragraph(faces, view.customerName, { ...centered, fontSize: 26, bold: true, lines: 2 }),
          margin: [0, 10, 0, 6],
        },
        {
          ...paragraph(faces, attended, { ...centered, fontSize: 14, color: INK, lines: 5 }),
          lineHeight: 1.15,
        },
      ],
      footer: {
        margin: [SIDE, 12, SIDE, 0],
        stack: [
          {
            columns: [
              paragraph(faces, t("document.reference", { reference: view.reference }), small),
              paragraph(faces, t("certificate.completed", { date: words.date(view.completedAt) }), {
                ...small,
                alignment: "center",
              }),
              paragraph(faces, t("document.issued", { date: words.date(view.issuedAt) }), {
                ...small,
                alignment: "right",
              }),
            ],
          },
          {
            ...paragraph(faces, words.footer, { ...centered, fontSize: 9, color: MUTED, lines: 1 }),
            margin: [0, 34, 0, 0],
          },
        ],
      },
    },
    {
      title: t("certificate.metaTitle", { brand: BRAND_NAME, reference: view.reference }),
      subject: t("certificate.metaSubject"),
      language: LANGUAGE_TAGS[view.language],
      issuedAt: view.issuedAt,
    },
  );
}
