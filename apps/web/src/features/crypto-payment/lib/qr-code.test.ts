import { create } from "qrcode";
import { describe, expect, it } from "vitest";
import { qrCodeDataUrl } from "./qr-code";

/** The dark modules an SVG from `qrcode` draws (its path: M col row, m skip, h run), as rows of 0/1. */
function drawnModules(svg: string, size: number, margin: number): number[] {
  const path = /<path[^>]* d="([^"]+)"/.exec(svg.slice(svg.indexOf("<path", svg.indexOf("<path") + 1)))?.[1];
  if (!path) throw new Error("no dark path in the SVG");
  const cells = new Array<number>(size * size).fill(0);
  let x = 0;
  let row = 0;
  for (const [, command, a, b] of path.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (command === "M") {
      x = Number(a) - margin;
      row = Number(b) - 0.5 - margin;
    } else if (command === "m") {
      x += Number(a);
    } else {
      for (let i = 0; i < Number(a); i += 1) cells[row * size + x + i] = 1;
      x += Number(a);
    }
  }
  return cells;
}

describe("qrCodeDataUrl", () => {
  it("draws exactly the QR code of the text (error correction M) as an SVG data URL", async () => {
    const text = "https://ivdrips.my/service/nutriboost#book";
    const url = await qrCodeDataUrl(text);
    expect(url.startsWith("data:image/svg+xml;charset=utf-8,")).toBe(true);
    const svg = decodeURIComponent(url.slice(url.indexOf(",") + 1));
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 (\d+) \1"/);

    const expected = create(text, { errorCorrectionLevel: "M" }).modules;
    expect(svg).toContain(`viewBox="0 0 ${expected.size + 4} ${expected.size + 4}"`);
    expect(drawnModules(svg, expected.size, 2)).toEqual(Array.from(expected.data, Number));
  });

  it("draws another code for another text", async () => {
    const one = await qrCodeDataUrl("https://ivdrips.my/service/nutriboost#book");
    const other = await qrCodeDataUrl("https://ivdrips.my/service/hydration#book");
    expect(one).not.toBe(other);
  });
});
