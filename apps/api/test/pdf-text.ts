import { extractText } from "unpdf";

/**
 * The text of every page of a PDF, as a reader copying it out would get it, with each run of whitespace
 * (line breaks included) turned into one space so tests can assert with `toContain`.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // pdf.js may transfer (detach) the buffer it is given: hand it a copy so callers keep theirs.
  const { text } = await extractText(bytes.slice(), { mergePages: true });
  return text.replace(/\s+/g, " ").trim();
}
