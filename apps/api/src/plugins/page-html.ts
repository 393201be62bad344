import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { z } from "zod";
import { weakEtag } from "./http-caching";

/** What the web build writes as page-preloads.json (apps/web/vite.config.ts). */
const pagePreloadsSchema = z.object({
  pages: z.array(
    z.object({
      pattern: z.string().startsWith("/"),
      files: z.array(z.string().regex(/^assets\/[\w.-]+\.js$/)),
    }),
  ),
});

/** One page's HTML, compressed once, with its validator. */
export interface PageHtml {
  etag: string;
  bodies: { identity: Buffer; br: Buffer; gzip: Buffer };
}

export interface PageHtmlSet {
  /** The HTML for a path: index.html with that page's code listed in it, or null for index.html as built. */
  forPath(pathname: string): PageHtml | null;
  /** The same as text, index.html as built included: what a prerendered page is written into. */
  textFor(pathname: string): string;
}

/** "/service/:id" matches "/service/nmn-150" (one non-empty segment per parameter) and "/support/". */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split("/").filter(Boolean);
  const have = pathname.split("/").filter(Boolean);
  return (
    want.length === have.length &&
    want.every((segment, index) => segment.startsWith(":") || segment === have[index])
  );
}

function compressed(html: string): PageHtml {
  const identity = Buffer.from(html);
  return {
    etag: weakEtag(identity),
    bodies: {
      identity,
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(identity, { level: 9 }),
    },
  };
}

/**
 * index.html for each lazily loaded page with `<link rel="modulepreload">` for that page's code, so the
 * browser fetches it with the app's own script instead of discovering it a level at a time after the app
 * has run. Built once at start from the build's page-preloads.json; without that file (an older build, the
 * tests' stand-in) every page gets index.html as it is.
 */
export function loadPageHtml(distDir: string): PageHtmlSet {
  const manifestPath = path.join(distDir, "page-preloads.json");
  const index = fs.readFileSync(path.join(distDir, "index.html"), "utf8");
  if (!fs.existsSync(manifestPath)) return { forPath: () => null, textFor: () => index };
  if (!index.includes("</head>")) throw new Error(`${distDir}/index.html has no </head>`);
  const { pages } = pagePreloadsSchema.parse(JSON.parse(fs.readFileSync(manifestPath, "utf8")));
  const built = pages.map(({ pattern, files }) => {
    const links = files.map((file) => `<link rel="modulepreload" href="/${file}">`).join("");
    const text = index.replace("</head>", `${links}</head>`);
    return { pattern, text, html: compressed(text) };
  });
  const find = (pathname: string) => built.find(({ pattern }) => matchesPattern(pattern, pathname));
  return {
    forPath: (pathname) => find(pathname)?.html ?? null,
    textFor: (pathname) => find(pathname)?.text ?? index,
  };
}

/** br, else gzip, else none, as the client's Accept-Encoding allows (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | "identity" {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((entry) => entry.trim().split(";"))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([coding]) => coding?.trim().toLowerCase()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return "identity";
}
