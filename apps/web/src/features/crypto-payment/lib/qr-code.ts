import { toString } from "qrcode";

/**
 * A QR code as an SVG data URL for an <img>. `qrcode` comes with the crypto modal's chunk, never with a page:
 * imported statically here, not by its own import(), because a lazy chunk of CommonJS of its own moves the
 * bundler's runtime out of the app's entry into a file `/` then loads too (over its speed budget).
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  // Error correction M (15%): survives a smudged screen without a needlessly dense code; a 2-module quiet zone
  // is enough on the modal's white card.
  const svg = await toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
