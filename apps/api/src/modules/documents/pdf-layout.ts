import { BRAND_NAME } from "@ivdrips/contract/brand";
import pdfmake from "pdfmake";
import type { Content, ContentText, Style, TDocumentDefinitions, TFontDictionary } from "pdfmake/interfaces";
import { loadFontFiles, runsWidth, textRuns, type Faces, type Run } from "./document-fonts";

/**
 * What the receipt and the certificate share: pdfmake set up once, the colours, text set in the fonts that
 * can draw it and bounded to a number of lines, and rendering with fixed metadata.
 */

// Fonts are handed to pdfmake as bytes read once (document-fonts.ts), through its in-memory file system: no
// URL is fetched and no file is read while rendering.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy(() => false);

/** pdfmake's in-memory file system (missing from its type definitions); a font named in it is read from it. */
const { virtualfs } = pdfmake as unknown as {
  virtualfs: { writeFileSync(name: string, content: Buffer): void };
};
let fontsSet: Promise<void> | undefined;

/** Puts the font files' bytes in pdfmake's file system, once per process, before its first document. */
function setFonts(): Promise<void> {
  fontsSet ??= loadFontFiles().then(
    (bytes) => {
      const families: TFontDictionary = {};
      for (const [family, faces] of Object.entries(bytes)) {
        for (const [weight, content] of Object.entries(faces))
          virtualfs.writeFileSync(`${family}-${weight}.ttf`, content);
        families[family] = { normal: `${family}-normal.ttf`, bold: `${family}-bold.ttf` };
      }
      pdfmake.setFonts(families);
    },
    (error: unknown) => {
      fontsSet = undefined;
      throw error;
    },
  );
  return fontsSet;
}

export const TEAL = "#0e7490";
export const INK = "#0f172a";
export const MUTED = "#475569";
export const RULE = "#cbd5e1";
export const TINT = "#ecfeff";

const ELLIPSIS = "…";

/** Text styled as pdfmake styles it, and how much room it may take: `lines` lines of `width` points. */
export interface TextBox extends Style {
  fontSize: number;
  width: number;
  lines: number;
}

/**
 * Wrapping loses part of each line's end, so a text of more than one line gets a little less than the sum
 * of its lines; one line is all its width.
 */
function budget(box: TextBox): number {
  return box.lines === 1 ? box.width * 0.98 : box.width * box.lines * 0.85;
}

/** The runs cut, with an ellipsis, to the longest start that fits the box. */
function fitted(faces: Faces, runs: Run[], box: TextBox): Run[] {
  const bold = box.bold === true;
  const room = budget(box);
  if (runsWidth(faces, runs, box.fontSize, bold) <= room) return runs;
  const chars = runs.flatMap((run) => Array.from(run.text, (char) => ({ char, font: run.font })));
  const ellipsis = runsWidth(faces, [{ text: ELLIPSIS, font: "NotoSans" }], box.fontSize, bold);
  let width = 0;
  let length = 0;
  for (const { char, font } of chars) {
    const next = runsWidth(faces, [{ text: char, font }], box.fontSize, bold);
    if (width + next + ellipsis > room) break;
    width += next;
    length += 1;
  }
  const kept: Run[] = [];
  for (const { char, font } of chars.slice(0, Math.max(length, 1))) {
    const last = kept[kept.length - 1];
    if (last?.font === font) last.text += char;
    else kept.push({ text: char, font });
  }
  const last = kept[kept.length - 1];
  if (last) last.text = last.text.trimEnd();
  kept.push({ text: ELLIPSIS, font: "NotoSans" });
  return kept;
}

/**
 * A paragraph of `text`, each character in a font that has it, cut with an ellipsis so that it never takes
 * more than the box's lines: a long name cannot push the page's end onto a second page.
 */
export function paragraph(faces: Faces, text: string, box: TextBox): ContentText {
  const { width: _width, lines: _lines, ...style } = box;
  const runs = fitted(faces, textRuns(faces, text), box);
  return { ...style, text: runs.map((run) => ({ text: run.text, font: run.font })) };
}

/** A horizontal rule `length` points long. */
export function rule(length: number, lineWidth: number, color: string, margin: Style["margin"]): Content {
  return {
    canvas: [{ type: "line", x1: 0, y1: 0, x2: length, y2: 0, lineWidth, lineColor: color }],
    margin,
  };
}

export interface PdfMetadata {
  title: string;
  subject: string;
  /** BCP 47, e.g. "zh-CN": the language a screen reader speaks the document in. */
  language: string;
  /** The issue instant, not the clock: the same booking always renders the same bytes. */
  issuedAt: Date;
}

export async function renderPdf(
  definition: Omit<TDocumentDefinitions, "info" | "language" | "defaultStyle">,
  metadata: PdfMetadata,
): Promise<Uint8Array> {
  await setFonts();
  const buffer = await pdfmake
    .createPdf({
      ...definition,
      language: metadata.language,
      defaultStyle: { font: "NotoSans", fontSize: 11, color: INK },
      info: {
        title: metadata.title,
        subject: metadata.subject,
        author: BRAND_NAME,
        creator: BRAND_NAME,
        producer: BRAND_NAME,
        creationDate: metadata.issuedAt,
        modDate: metadata.issuedAt,
      },
    })
    .getBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
