/**
 * A QR code as an SVG data URL for an <img>: the `qrcode` package is loaded only when a code is drawn (the
 * crypto modal without a wallet in the browser), never with the page.
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const { toString } = await import("qrcode");
  // Error correction M (15%): survives a smudged screen without a needlessly dense code; a 2-module quiet zone
  // is enough on the modal's white card.
  const svg = await toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
