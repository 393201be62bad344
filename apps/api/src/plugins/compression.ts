import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/** Bodies smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses the API's answers (JSON, and the sandbox's HTML page) of 1 kB or more with brotli or gzip,
 * whichever the client's Accept-Encoding prefers, and adds `Vary: accept-encoding` when it does. Brotli runs at
 * quality 4, the plugin's default for dynamic responses (quality 11 costs ten times the CPU for a few percent).
 * Register it in the /api scope before the modules: it attaches itself to each route added after it there.
 * The built web app's files are not compressed per request: they are compressed once after `vite build`
 * (apps/web/scripts/precompress.mjs) and sent as they are (web-app.ts); a prerendered page is compressed when
 * first sent, at the same brotli quality 4 (prepared-body.ts, `quick`).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ["br", "gzip"],
    threshold: COMPRESSION_THRESHOLD_BYTES,
  });
}
