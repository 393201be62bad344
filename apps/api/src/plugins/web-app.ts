import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { PAGE_DATA_ELEMENT_ID } from "@ivdrips/contract/prerender";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { messageBody } from "./error-handler";
import { ifNoneMatchHits } from "./http-caching";
import { loadPageHtml, withGateClosed } from "./page-html";
import { loadPagePrerenderer, type PrerenderedRoot } from "./page-prerender";
import { bytesFor, prepareBody, type PreparedBody } from "./prepared-body";

const EMPTY_ROOT = '<div id="root"></div>';

/** How the web build opens every page (apps/web/index.html): in English until the app says otherwise. */
const HTML_OPENING = '<html lang="en">';

/**
 * A page's HTML with its prerendered content in #root, the data it was rendered from beside it, and the
 * language it was rendered in on `<html>` (so a screen reader reads Malay as Malay before the app runs). The
 * content is inert until the app renders over it (main.tsx): a press on a button that does nothing yet would
 * be lost, so nothing takes one until then. Null when the HTML has no empty #root to fill, or no opening to
 * say the language in.
 */
export function withPrerenderedRoot(html: string, page: PrerenderedRoot): string | null {
  if (!html.includes(EMPTY_ROOT) || !html.includes(HTML_OPENING)) return null;
  return html
    .replace(HTML_OPENING, () => `<html lang="${page.lang}">`)
    .replace(
      EMPTY_ROOT,
      () =>
        `<div id="root"><div inert style="display:contents">${page.root}</div></div>` +
        `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${page.data}</script>`,
    );
}

/**
 * Serves the built single-page app: hashed assets are cached for good, index.html never, and any other
 * GET for a page (HTML accepted, or a path without a file extension) gets index.html so the client router can
 * take it. A missing file such as /assets/old.js stays a 404 rather than HTML served as script. Files are sent
 * as their `.br`/`.gz` sibling when the client accepts it (written once after `vite build` by
 * apps/web/scripts/precompress.mjs), with `Vary: accept-encoding`; nothing big is compressed per request.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  {
    hasInvitePass,
    ssrDir,
  }: {
    hasInvitePass: (request: FastifyRequest) => Promise<boolean>;
    /** The web build's page prerenderer (apps/web/dist-ssr); without it no page is prerendered. */
    ssrDir?: string;
  },
): Promise<void> {
  const indexPath = path.join(distDir, "index.html");
  const built = fs.existsSync(indexPath);
  const pages = built ? loadPageHtml(distDir) : null;
  const prerenderer = built && ssrDir ? await loadPagePrerenderer(app, ssrDir) : null;
  // The prerenderer hands out the same page under the gate to every browser without a pass for
  // GATE_PAGE_TTL_MS: its bytes are compressed once and kept with it. At the quick settings all the same: brotli
  // 11 took 16-45 ms on such a page (18-46 kB) for 10-17% fewer bytes, and the first visitor waits for it.
  const gatePageBodies = new WeakMap<object, PreparedBody>();
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname);
    const wantsHtml = (request.headers.accept?.includes("text/html") ?? false) || !looksLikeFile;
    if ((request.method === "GET" || request.method === "HEAD") && wantsHtml && built) {
      // A browser without a pass is told so in the page, which then shows the gate and asks the API nothing.
      const gateClosed = !(await hasInvitePass(request));
      const prerendered = await prerenderer?.render(request, !gateClosed);
      const filled =
        prerendered && pages ? withPrerenderedRoot(pages.textFor(pathname, gateClosed), prerendered) : null;
      const html = filled !== null && gateClosed ? withGateClosed(filled) : filled;
      if (html !== null) {
        // As this visitor's pass makes it: never from a shared cache, never kept as it was.
        reply.header("cache-control", "private, no-cache").header("vary", "accept-encoding, cookie");
        const kept = gateClosed && prerendered ? gatePageBodies.get(prerendered) : undefined;
        const body = kept ?? prepareBody(html, "quick");
        if (!kept && gateClosed && prerendered) gatePageBodies.set(prerendered, body);
        reply.type("text/html; charset=utf-8");
        return reply.send(await bytesFor(request, reply, body));
      }
      reply.header("cache-control", "no-cache");
      const page = pages?.forPath(pathname, gateClosed);
      if (!page) return reply.type("text/html").sendFile("index.html");
      reply.header("etag", page.etag).header("vary", "accept-encoding, cookie");
      if (ifNoneMatchHits(request.headers["if-none-match"], page.etag)) return reply.code(304).send();
      reply.type("text/html; charset=utf-8");
      return reply.send(await bytesFor(request, reply, page));
    }
    return reply.code(404).send(messageBody(404, "NOT_FOUND", built ? "pageNotFound" : "webAppNotBuilt"));
  });
}
