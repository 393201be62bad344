/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) sibling beside every compressible file of the built web app
 * (default `dist`, or the directory given as the first argument), once, at maximum quality, so the server
 * (@fastify/static `preCompressed`) sends them as they are instead of compressing per request. A sibling is
 * kept only when it is smaller than the file; files under 1 kB are left alone, as the server leaves them.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = new Set([
  ".js",
  ".mjs",
  ".css",
  ".html",
  ".svg",
  ".json",
  ".txt",
  ".xml",
  ".webmanifest",
]);
const MIN_BYTES = 1024;

const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "..", "dist"));

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(dist)) {
  if (!COMPRESSIBLE.has(path.extname(file)) || statSync(file).size < MIN_BYTES) continue;
  const body = readFileSync(file);
  const variants = [
    [
      ".br",
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    ],
    [".gz", gzipSync(body, { level: constants.Z_BEST_COMPRESSION })],
  ];
  for (const [extension, compressed] of variants) {
    if (compressed.length < body.length) writeFileSync(file + extension, compressed);
  }
  count += 1;
  before += body.length;
  after += variants[0][1].length;
}
console.log(
  `precompress: ${count} files in ${path.relative(process.cwd(), dist) || "."}, ` +
    `${(before / 1024).toFixed(0)} kB → ${(after / 1024).toFixed(0)} kB brotli`,
);
