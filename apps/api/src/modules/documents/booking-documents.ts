import { BRAND_NAME } from "@ivdrips/contract/brand";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type * as Fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import { formatRm } from "@ivdrips/contract/money";
import { formatKlDate, formatKlLongDate } from "@ivdrips/contract/kl-format";

/** What a payment receipt is built from: a paid booking as it stands when the receipt is issued. */
export interface ReceiptView {
  /** e.g. "IVD-7K3M9Q" */
  reference: string;
  serviceName: string;
  /** KL calendar day YYYY-MM-DD */
  date: string;
  /** e.g. "Morning 8AM - 12PM" */
  timeSlot: string;
  windowStartsAt: Date;
  quantity: number;
  /** integer sen; RM 600 = 60000 */
  unitPriceSen: number;
  totalSen: number;
  customerName: string;
  customerEmail: string;
  clinicName: string;
  paidAt: Date;
  /** As the customer chose it: "card" | "applepay" | "googlepay" | "usdt" | "usdc" (or null when unknown) */
  paymentMethod: string | null;
  paymentProvider: "sandbox" | "stripe" | "crypto" | null;
  /** For crypto: the transaction hash 0x + 64 hex. For cards: a provider id, never printed. */
  paymentReference: string | null;
  refund: { amountSen: number; feeSen: number; status: "pending" | "succeeded" | "failed" } | null;
  issuedAt: Date;
  /** Printed in the footer; defaults to support@ivdrips.my */
  supportEmail?: string;
}

/** What a certificate of attendance is built from: a completed booking. */
export interface CertificateView {
  reference: string;
  serviceName: string;
  /** KL calendar day YYYY-MM-DD */
  date: string;
  timeSlot: string;
  windowStartsAt: Date;
  customerName: string;
  clinicName: string;
  city: string;
  country: string;
  completedAt: Date;
  issuedAt: Date;
  /** Printed in the footer; defaults to support@ivdrips.my */
  supportEmail?: string;
}

const DEFAULT_SUPPORT_EMAIL = "support@ivdrips.my";

// ---------------------------------------------------------------------------------------------------------
// Words: payment methods, hashes, dates in Kuala Lumpur time whatever the server's time zone

const PAYMENT_METHOD_LABELS = new Map([
  ["card", "Card"],
  ["applepay", "Apple Pay"],
  ["googlepay", "Google Pay"],
  ["usdt", "USDT on Base"],
  ["usdc", "USDC on Base"],
]);

/** "Card", "Apple Pay", "Google Pay", "USDT on Base", "USDC on Base"; "Online payment" when unknown. */
export function paymentMethodLabel(method: string | null): string {
  return (method !== null && PAYMENT_METHOD_LABELS.get(method)) || "Online payment";
}

/** First 10 and last 8 characters of a hash joined by "...", e.g. 0x12345678...9abcdef0 (SPEC's shortening) */
export function shortenHash(hash: string): string {
  if (hash.length <= 10 + 3 + 8) return hash;
  return `${hash.slice(0, 10)}...${hash.slice(-8)}`;
}

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/;

const REFUND_STATUS_WORDS = {
  pending: "processing",
  succeeded: "refunded",
  failed: "failed, support will contact you",
} as const;

function klTimeWindow(timeSlot: string): string {
  return `${timeSlot} (Kuala Lumpur time)`;
}

// ---------------------------------------------------------------------------------------------------------
// Fonts: DejaVu Sans, read once, embedded as a subset so Malay, European and Polish names render

interface FontFile {
  bytes: Uint8Array;
  /** Parsed once to ask which characters the font has. */
  glyphs: Fontkit.Font;
}

const requireHere = createRequire(import.meta.url);
// @pdf-lib/fontkit is a UMD bundle whose typings declare named exports Node cannot see: require gives the object.
const fontkit = requireHere("@pdf-lib/fontkit") as typeof Fontkit;

let fontFiles: Promise<{ regular: FontFile; bold: FontFile }> | undefined;

async function readFontFile(name: string): Promise<FontFile> {
  const bytes = new Uint8Array(await readFile(requireHere.resolve(`dejavu-fonts-ttf/ttf/${name}`)));
  return { bytes, glyphs: fontkit.create(bytes) };
}

function loadFontFiles(): Promise<{ regular: FontFile; bold: FontFile }> {
  fontFiles ??= Promise.all([readFontFile("DejaVuSans.ttf"), readFontFile("DejaVuSans-Bold.ttf")]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      fontFiles = undefined;
      throw error;
    },
  );
  return fontFiles;
}

interface Face {
  font: PDFFont;
  glyphs: Fontkit.Font;
}

interface Faces {
  regular: Face;
  bold: Face;
}

async function embedFaces(pdf: PDFDocument): Promise<Faces> {
  const files = await loadFontFiles();
  pdf.registerFontkit(fontkit);
  const embed = async (file: FontFile): Promise<Face> => ({
    font: await pdf.embedFont(file.bytes, { subset: true }),
    glyphs: file.glyphs,
  });
  return { regular: await embed(files.regular), bold: await embed(files.bold) };
}

/**
 * Text as the face can draw it. DejaVu covers Latin, Greek, Cyrillic and more but not, say, Chinese: a
 * character it has no glyph for would come out as an invisible .notdef box, so it is printed as "?" instead.
 * Control characters (a newline typed into a name) become spaces and runs of spaces collapse.
 */
function drawable(face: Face, text: string): string {
  let out = "";
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (/\s|\p{Cc}/u.test(char)) out += " ";
    else out += face.glyphs.hasGlyphForCodePoint(codePoint) ? char : "?";
  }
  return out.replace(/ {2,}/g, " ").trim();
}

// ---------------------------------------------------------------------------------------------------------
// Layout: wrapped, bounded lines so nothing runs off the page

const TEAL = rgb(14 / 255, 116 / 255, 144 / 255);
const INK = rgb(15 / 255, 23 / 255, 42 / 255);
const MUTED = rgb(71 / 255, 85 / 255, 105 / 255);
const RULE = rgb(203 / 255, 213 / 255, 225 / 255);
const TINT = rgb(236 / 255, 254 / 255, 255 / 255);

const ELLIPSIS = "…";

interface TextStyle {
  face: Face;
  size: number;
  color?: RGB;
}

function widthOf(style: TextStyle, text: string): number {
  return style.face.font.widthOfTextAtSize(text, style.size);
}

/** The longest run of `chars` from the start whose text fits `maxWidth` (at least one character). */
function fittingLength(style: TextStyle, chars: string[], maxWidth: number, suffix = ""): number {
  let length = chars.length;
  while (length > 1 && widthOf(style, chars.slice(0, length).join("") + suffix) > maxWidth) length -= 1;
  return length;
}

/**
 * Breaks `text` into lines no wider than `maxWidth`, at spaces where it can and inside a word only when the
 * word alone is too wide; beyond `maxLines` the last line is cut with an ellipsis.
 */
function wrapLines(style: TextStyle, rawText: string, maxWidth: number, maxLines: number): string[] {
  const text = drawable(style.face, rawText);
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(" ").filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (widthOf(style, candidate) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    let rest = Array.from(word);
    while (widthOf(style, rest.join("")) > maxWidth) {
      const length = fittingLength(style, rest, maxWidth);
      lines.push(rest.slice(0, length).join(""));
      rest = rest.slice(length);
    }
    current = rest.join("");
  }
  if (current) lines.push(current);
  if (lines.length === 0) return [""];
  if (lines.length <= maxLines) return lines;

  const kept = lines.slice(0, maxLines);
  const last = Array.from(`${kept[maxLines - 1]} ${lines[maxLines]}`);
  kept[maxLines - 1] =
    last
      .slice(0, fittingLength(style, last, maxWidth, ELLIPSIS))
      .join("")
      .trimEnd() + ELLIPSIS;
  return kept;
}

type Align = "left" | "center" | "right";

/**
 * Draws wrapped text whose first baseline is at `y`, each line aligned within [x, x + maxWidth]; returns the
 * baseline of the line that would come next.
 */
function drawLines(
  page: PDFPage,
  style: TextStyle,
  text: string,
  box: { x: number; y: number; maxWidth: number; maxLines: number; lineHeight?: number; align?: Align },
): number {
  const lineHeight = box.lineHeight ?? style.size * 1.35;
  let y = box.y;
  for (const line of wrapLines(style, text, box.maxWidth, box.maxLines)) {
    const slack = box.maxWidth - widthOf(style, line);
    const x = box.align === "center" ? box.x + slack / 2 : box.align === "right" ? box.x + slack : box.x;
    page.drawText(line, { x, y, size: style.size, font: style.face.font, color: style.color ?? INK });
    y -= lineHeight;
  }
  return y;
}

function setMetadata(pdf: PDFDocument, title: string, subject: string, issuedAt: Date): void {
  pdf.setTitle(title);
  pdf.setSubject(subject);
  pdf.setAuthor(BRAND_NAME);
  pdf.setCreator(BRAND_NAME);
  pdf.setProducer(BRAND_NAME);
  pdf.setLanguage("en-MY");
  // The issue instant, not the clock: the same booking always renders the same bytes.
  pdf.setCreationDate(issuedAt);
  pdf.setModificationDate(issuedAt);
}

function footerText(supportEmail: string | undefined): string {
  return `${BRAND_NAME} · Kuala Lumpur, Malaysia · ${supportEmail ?? DEFAULT_SUPPORT_EMAIL}`;
}

// ---------------------------------------------------------------------------------------------------------
// Receipt: A4 portrait

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

export async function renderReceiptPdf(view: ReceiptView): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  setMetadata(pdf, `${BRAND_NAME} receipt ${view.reference}`, "Payment receipt", view.issuedAt);
  const faces = await embedFaces(pdf);
  const page = pdf.addPage(A4);
  const [pageWidth] = A4;
  const contentWidth = pageWidth - 2 * MARGIN;
  const right = pageWidth - MARGIN;

  const body: TextStyle = { face: faces.regular, size: 11 };
  const strong: TextStyle = { face: faces.bold, size: 11 };
  const muted: TextStyle = { face: faces.regular, size: 9, color: MUTED };

  // Brand header
  page.drawText(BRAND_NAME, { x: MARGIN, y: 780, size: 22, font: faces.bold.font, color: TEAL });
  drawLines(
    page,
    { face: faces.regular, size: 10, color: MUTED },
    "IV drip therapy at home in Kuala Lumpur",
    {
      x: MARGIN + 160,
      y: 785,
      maxWidth: contentWidth - 160,
      maxLines: 1,
      align: "right",
    },
  );
  page.drawLine({ start: { x: MARGIN, y: 766 }, end: { x: right, y: 766 }, thickness: 2, color: TEAL });

  // Title and the receipt's own facts, with who it is billed to beside them
  page.drawText("Receipt", { x: MARGIN, y: 724, size: 26, font: faces.bold.font, color: INK });
  const column = MARGIN + contentWidth / 2 + 8;
  const columnWidth = right - column;
  let leftY = 694;
  for (const line of [
    `Reference: ${view.reference}`,
    `Issued: ${formatKlDate(view.issuedAt)}`,
    `Paid: ${formatKlDate(view.paidAt)}`,
  ]) {
    leftY = drawLines(page, body, line, { x: MARGIN, y: leftY, maxWidth: column - MARGIN - 16, maxLines: 1 });
  }
  let rightY = drawLines(page, muted, "BILLED TO", { x: column, y: 724, maxWidth: columnWidth, maxLines: 1 });
  rightY = drawLines(page, strong, view.customerName, {
    x: column,
    y: rightY - 4,
    maxWidth: columnWidth,
    maxLines: 3,
  });
  rightY = drawLines(page, body, view.customerEmail, {
    x: column,
    y: rightY,
    maxWidth: columnWidth,
    maxLines: 2,
  });

  // The booking, one row per fact
  let y = Math.min(leftY, rightY) - 20;
  const rowHeight = 26;
  const valueX = MARGIN + 130;
  const valueWidth = right - valueX - 8;
  page.drawRectangle({ x: MARGIN, y: y - 8, width: contentWidth, height: 24, color: TINT });
  page.drawText("Booking", { x: MARGIN + 8, y, size: 11, font: faces.bold.font, color: TEAL });
  y -= rowHeight;
  const rows: [string, string, number][] = [
    ["Service", view.serviceName, 3],
    ["Clinic", view.clinicName, 2],
    ["Date", formatKlLongDate(view.windowStartsAt), 1],
    ["Time window", klTimeWindow(view.timeSlot), 2],
    ["Quantity", String(view.quantity), 1],
    ["Unit price", formatRm(view.unitPriceSen), 1],
  ];
  for (const [label, value, maxLines] of rows) {
    drawLines(page, { ...body, color: MUTED }, label, { x: MARGIN + 8, y, maxWidth: 110, maxLines: 1 });
    const next = drawLines(page, body, value, {
      x: valueX,
      y,
      maxWidth: valueWidth,
      maxLines,
      lineHeight: 15,
    });
    y = next + 15 - rowHeight;
    page.drawLine({
      start: { x: MARGIN, y: y + 16 },
      end: { x: right, y: y + 16 },
      thickness: 0.5,
      color: RULE,
    });
  }
  const total: TextStyle = { face: faces.bold, size: 13 };
  page.drawText("Total", { x: MARGIN + 8, y: y - 2, size: 13, font: faces.bold.font, color: INK });
  drawLines(page, total, formatRm(view.totalSen), { x: valueX, y: y - 2, maxWidth: valueWidth, maxLines: 1 });
  y -= rowHeight + 14;

  // Payment and, when there is one, the refund
  page.drawRectangle({ x: MARGIN, y: y - 8, width: contentWidth, height: 24, color: TINT });
  page.drawText("Payment", { x: MARGIN + 8, y, size: 11, font: faces.bold.font, color: TEAL });
  y -= rowHeight;
  const method = paymentMethodLabel(view.paymentMethod);
  const paymentLines = [
    `Payment method: ${view.paymentProvider === "sandbox" ? `${method} (test payment)` : method}`,
  ];
  if (
    view.paymentProvider === "crypto" &&
    view.paymentReference &&
    TRANSACTION_HASH.test(view.paymentReference)
  ) {
    paymentLines.push(`Transaction: ${shortenHash(view.paymentReference)}`);
  }
  if (view.refund) {
    paymentLines.push(
      `Refund: ${formatRm(view.refund.amountSen)} (${REFUND_STATUS_WORDS[view.refund.status]})`,
    );
    if (view.refund.feeSen > 0)
      paymentLines.push(`Cancellation fee (Refund Policy): ${formatRm(view.refund.feeSen)}`);
  }
  for (const line of paymentLines) {
    y = drawLines(page, body, line, {
      x: MARGIN + 8,
      y,
      maxWidth: contentWidth - 16,
      maxLines: 2,
      lineHeight: 18,
    });
  }

  // Footer
  page.drawLine({ start: { x: MARGIN, y: 62 }, end: { x: right, y: 62 }, thickness: 0.5, color: RULE });
  drawLines(page, muted, footerText(view.supportEmail), {
    x: MARGIN,
    y: 44,
    maxWidth: contentWidth,
    maxLines: 1,
    align: "center",
  });

  return pdf.save();
}

// ---------------------------------------------------------------------------------------------------------
// Certificate: A4 landscape

export async function renderCertificatePdf(view: CertificateView): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  setMetadata(
    pdf,
    `${BRAND_NAME} certificate of attendance ${view.reference}`,
    "Certificate of attendance",
    view.issuedAt,
  );
  const faces = await embedFaces(pdf);
  const [pageWidth, pageHeight] = [A4[1], A4[0]];
  const page = pdf.addPage([pageWidth, pageHeight]);

  page.drawRectangle({
    x: 24,
    y: 24,
    width: pageWidth - 48,
    height: pageHeight - 48,
    borderColor: TEAL,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: 32,
    y: 32,
    width: pageWidth - 64,
    height: pageHeight - 64,
    borderColor: RULE,
    borderWidth: 0.75,
  });

  const x = 96;
  const width = pageWidth - 2 * x;
  const centered = { x, maxWidth: width, align: "center" as const };
  drawLines(page, { face: faces.bold, size: 22, color: TEAL }, BRAND_NAME, {
    ...centered,
    y: 500,
    maxLines: 1,
  });
  drawLines(page, { face: faces.bold, size: 32 }, "Certificate of Attendance", {
    ...centered,
    y: 440,
    maxLines: 1,
  });
  page.drawLine({
    start: { x: pageWidth / 2 - 60, y: 422 },
    end: { x: pageWidth / 2 + 60, y: 422 },
    thickness: 1.5,
    color: TEAL,
  });

  const sentence: TextStyle = { face: faces.regular, size: 14 };
  let y = drawLines(page, { ...sentence, color: MUTED }, "This certifies that", {
    ...centered,
    y: 385,
    maxLines: 1,
  });
  y = drawLines(page, { face: faces.bold, size: 26 }, view.customerName, {
    ...centered,
    y: y - 18,
    maxLines: 2,
    lineHeight: 32,
  });
  const attended =
    `attended ${view.serviceName} on ${formatKlLongDate(view.windowStartsAt)}, ${klTimeWindow(view.timeSlot)}, ` +
    `delivered by ${view.clinicName} in ${view.city}, ${view.country}.`;
  drawLines(page, sentence, attended, { ...centered, y: y - 8, maxLines: 5, lineHeight: 21 });

  const small: TextStyle = { face: faces.regular, size: 10, color: MUTED };
  const third = (pageWidth - 2 * x) / 3;
  drawLines(page, small, `Reference: ${view.reference}`, { x, y: 100, maxWidth: third, maxLines: 1 });
  drawLines(page, small, `Completed: ${formatKlDate(view.completedAt)}`, {
    x: x + third,
    y: 100,
    maxWidth: third,
    maxLines: 1,
    align: "center",
  });
  drawLines(page, small, `Issued: ${formatKlDate(view.issuedAt)}`, {
    x: x + 2 * third,
    y: 100,
    maxWidth: third,
    maxLines: 1,
    align: "right",
  });
  drawLines(page, { ...small, size: 9 }, footerText(view.supportEmail), { ...centered, y: 56, maxLines: 1 });

  return pdf.save();
}
