import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { COMPRESSION_THRESHOLD_BYTES } from "./compression";

/** Browsers may keep it but must ask again each time; shared caches must not keep it (it sits behind the invite gate). */
export const REVALIDATE_CACHE_CONTROL = "private, no-cache";
/** Everything else under /api: personal, or changes with every booking. */
export const DEFAULT_API_CACHE_CONTROL = "no-store";

/** A weak validator: the body is hashed before compression, and every encoding of it is the same resource. */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash("sha1").update(body).digest("base64url")}"`;
}

/** RFC 9110 §13.1.2: weak comparison against each listed tag, or `*`. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag.replace(/^W\//, "") === opaque;
  });
}

type Encoding = "br" | "gzip";
const ENCODINGS: Encoding[] = ["br", "gzip"];

/**
 * An answer made once and sent many times (the catalogue, per catalogue version): its JSON, the weak ETag of
 * that JSON, and its brotli and gzip bytes, each compressed the first time a client asks for it.
 */
export interface PreparedBody {
  readonly json: Buffer;
  readonly etag: string;
  encoded(encoding: Encoding): Buffer;
}

/**
 * Prepares `json` for sendPrepared. Compressed once per body, so at the highest settings (brotli 11, gzip 9):
 * the few milliseconds they cost are paid once per catalogue change, not per request.
 */
export function prepareBody(json: string): PreparedBody {
  const bytes = Buffer.from(json);
  const encodings = new Map<Encoding, Buffer>();
  return {
    json: bytes,
    etag: weakEtag(bytes),
    encoded(encoding) {
      let encoded = encodings.get(encoding);
      if (!encoded) {
        encoded =
          encoding === "br"
            ? brotliCompressSync(bytes, {
                params: {
                  [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                  [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                  [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
                },
              })
            : gzipSync(bytes, { level: 9 });
        encodings.set(encoding, encoded);
      }
      return encoded;
    },
  };
}

/** The encoding @fastify/compress would choose for this request (`*` and `x-gzip` count as gzip), if any. */
function acceptedEncoding(request: FastifyRequest): Encoding | undefined {
  const header = request.headers["accept-encoding"];
  if (!header) return undefined;
  const chosen = negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, "gzip"), ENCODINGS);
  return chosen === "br" || chosen === "gzip" ? chosen : undefined;
}

/**
 * Sends a prepared answer as @fastify/compress and the ETag hook would have sent it had it been made for this
 * request: 304 with no body when If-None-Match names its ETag, else its bytes in the encoding the client prefers
 * (identity under the compression threshold). Mark the route `compress: false`: the bytes are already encoded.
 * `cacheControl` defaults to revalidate-every-time: answers the same for every visitor that change only with
 * the catalogue.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  body: PreparedBody,
  cacheControl: string = REVALIDATE_CACHE_CONTROL,
): FastifyReply {
  reply.header("etag", body.etag).header("cache-control", cacheControl);
  const large = body.json.length >= COMPRESSION_THRESHOLD_BYTES;
  if (large) reply.header("vary", "accept-encoding");
  if (ifNoneMatchHits(request.headers["if-none-match"], body.etag)) return reply.code(304).send();
  reply.type("application/json; charset=utf-8");
  const encoding = large ? acceptedEncoding(request) : undefined;
  if (!encoding) return reply.send(body.json);
  return reply.header("content-encoding", encoding).send(body.encoded(encoding));
}

/**
 * One onSend hook for the /api scope (register it there, before the modules): any answer that set no
 * cache-control of its own gets `no-store`, so nothing personal or booking-dependent is ever kept by a browser
 * or a shared cache by accident. The catalogue's answers, the same for everyone, set theirs (sendPrepared).
 */
export function registerApiCaching(scope: FastifyInstance): void {
  // A callback hook, not an async one: no promise per answer.
  scope.addHook("onSend", (_request, reply, payload, done) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", DEFAULT_API_CACHE_CONTROL);
    done(null, payload);
  });
}
