import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";

/**
 * The documents' two typefaces, from npm packages so nothing is fetched at run time: Noto Sans for Latin,
 * Greek and Cyrillic (Malay, "José", "Łukasz") and Noto Sans SC for Chinese. Neither covers the other's
 * script, so each piece of text is split into runs, each in the first family that has its characters.
 * pdfkit embeds only the glyphs a document uses, so a receipt stays a few kilobytes.
 */

export type FontFamily = "NotoSans" | "NotoSansSC";
type Weight = "normal" | "bold";

const requireHere = createRequire(import.meta.url);

/** Each family's regular and bold TTF files, from the npm packages. */
export const FONT_FILES: Readonly<Record<FontFamily, Readonly<Record<Weight, string>>>> = {
  NotoSans: {
    normal: requireHere.resolve("@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf"),
    bold: requireHere.resolve("@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf"),
  },
  NotoSansSC: {
    normal: requireHere.resolve("@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf"),
    bold: requireHere.resolve("@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf"),
  },
};

/** Which family draws a character, in order of preference: Latin first so digits and names look alike. */
const FAMILIES: readonly FontFamily[] = ["NotoSans", "NotoSansSC"];

/** Each family's regular and bold face, parsed. */
export type Faces = Readonly<Record<FontFamily, Readonly<Record<Weight, fontkit.Font>>>>;

/** Each family's regular and bold font file, as bytes. */
export type FontBytes = Readonly<Record<FontFamily, Readonly<Record<Weight, Buffer>>>>;

let files: Promise<FontBytes> | undefined;
let faces: Promise<Faces> | undefined;

/**
 * The four font files, read once per process on first use and kept (about 22 MB, the Chinese faces most of
 * it; fontkit's faces hold the same buffers). pdfmake takes these bytes, so no render reads a file again. A
 * failed read is tried again next time.
 */
export function loadFontFiles(): Promise<FontBytes> {
  files ??= Promise.all(
    FAMILIES.flatMap((family) => [readFile(FONT_FILES[family].normal), readFile(FONT_FILES[family].bold)]),
  ).then(
    ([sans, sansBold, sc, scBold]) => {
      if (!sans || !sansBold || !sc || !scBold) throw new Error("A document font is missing");
      return { NotoSans: { normal: sans, bold: sansBold }, NotoSansSC: { normal: sc, bold: scBold } };
    },
    (error: unknown) => {
      files = undefined;
      throw error;
    },
  );
  return files;
}

function openFace(bytes: Buffer, family: FontFamily): fontkit.Font {
  const font = fontkit.create(bytes);
  if (!("glyphForCodePoint" in font)) throw new Error(`${family} is a font collection, not one font`);
  return font;
}

/** The fonts parsed once (fontkit reads tables lazily), to ask which characters they have and how wide. */
export function loadFaces(): Promise<Faces> {
  faces ??= loadFontFiles().then(
    (bytes) => ({
      NotoSans: {
        normal: openFace(bytes.NotoSans.normal, "NotoSans"),
        bold: openFace(bytes.NotoSans.bold, "NotoSans"),
      },
      NotoSansSC: {
        normal: openFace(bytes.NotoSansSC.normal, "NotoSansSC"),
        bold: openFace(bytes.NotoSansSC.bold, "NotoSansSC"),
      },
    }),
    (error: unknown) => {
      faces = undefined;
      throw error;
    },
  );
  return faces;
}

/** A stretch of text drawn in one family. */
export interface Run {
  text: string;
  font: FontFamily;
}

const REPLACEMENT = "?";

/**
 * Text as the fonts can draw it, in runs of one family each. A character no family has (Thai, an emoji)
 * would print as an empty box, so it becomes "?". Control characters (a newline typed into a name) become
 * spaces, and runs of spaces collapse.
 */
export function textRuns(loaded: Faces, text: string): Run[] {
  const runs: Run[] = [];
  const clean = text.replace(/[\s\p{Cc}]+/gu, " ").trim();
  for (const char of clean) {
    const codePoint = char.codePointAt(0) ?? 0;
    const family = FAMILIES.find((name) => loaded[name].normal.hasGlyphForCodePoint(codePoint));
    const drawn = family ? char : REPLACEMENT;
    // A space joins the run before it: both families have one, and fewer runs lay out the same.
    const font = family ?? "NotoSans";
    const last = runs[runs.length - 1];
    if (last && (last.font === font || char === " ")) last.text += drawn;
    else runs.push({ text: drawn, font });
  }
  return runs;
}

/** The width in points of runs of text at a size, as pdfkit will lay them out (kerning aside). */
export function runsWidth(loaded: Faces, runs: readonly Run[], size: number, bold: boolean): number {
  let width = 0;
  for (const run of runs) {
    const face = loaded[run.font][bold ? "bold" : "normal"];
    for (const char of run.text) {
      width += (face.glyphForCodePoint(char.codePointAt(0) ?? 0).advanceWidth / face.unitsPerEm) * size;
    }
  }
  return width;
}
