import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { ifNoneMatchHits } from "./http-caching";
import { loadPageHtml, pickEncoding } from "./page-html";

/**
 * Serves the built single-page app: hashed assets are cached for good, index.html never, and any other
 * GET for a page (HTML accepted, or a path without a file extension) gets index.html so the client router can
 * take it. A missing file such as /assets/old.js stays a 404 rather than HTML served as script. Files are sent
 * as their `.br`/`.gz` sibling when the client accepts it (written once after `vite build` by
 * apps/web/scripts/precompress.mjs), with `Vary: accept-encoding`; nothing big is compressed per request.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexPath = path.join(distDir, "index.html");
  const built = fs.existsSync(indexPath);
  const pages = built ? loadPageHtml(distDir) : null;
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

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname);
    const wantsHtml = (request.headers.accept?.includes("text/html") ?? false) || !looksLikeFile;
    if ((request.method === "GET" || request.method === "HEAD") && wantsHtml && built) {
      reply.header("cache-control", "no-cache");
      const page = pages?.forPath(pathname);
      if (!page) return reply.type("text/html").sendFile("index.html");
      reply.header("etag", page.etag).header("vary", "accept-encoding");
      if (ifNoneMatchHits(request.headers["if-none-match"], page.etag)) return reply.code(304).send();
      const encoding = pickEncoding(request.headers["accept-encoding"]);
      if (encoding !== "identity") reply.header("content-encoding", encoding);
      return reply.type("text/html; charset=utf-8").send(page.bodies[encoding]);
    }
    return reply.code(404).send({
      message: built ? "Page not found" : "The web app has not been built yet: run `npm run build`.",
      statusCode: 404,
      code: "NOT_FOUND",
    });
  });
}
