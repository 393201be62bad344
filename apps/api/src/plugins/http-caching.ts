import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { COMPRESSION_THRESHOLD_BYTES } from "./compression";
import { bytesFor, type PreparedBody } from "./prepared-body";

/** Browsers may keep it but must ask again each time; shared caches must not keep it (it sits behind the invite gate). */
export const REVALIDATE_CACHE_CONTROL = "private, no-cache";
/** Everything else under /api: personal, or changes with every booking. */
export const DEFAULT_API_CACHE_CONTROL = "no-store";

/** RFC 9110 §13.1.2: weak comparison against each listed tag, or `*`. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag.replace(/^W\//, "") === opaque;
  });
}

/**
 * Sends a prepared JSON answer (prepareBody) as @fastify/compress and the ETag hook would have sent it had it been made for this
 * request: 304 with no body when If-None-Match names its ETag, else its bytes in the encoding the client prefers
 * (identity under the compression threshold). Mark the route `compress: false`: the bytes are already encoded.
 * `cacheControl` defaults to revalidate-every-time: answers the same for every visitor that change only with
 * the catalogue.
 */
export async function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  body: PreparedBody,
  cacheControl: string = REVALIDATE_CACHE_CONTROL,
): Promise<FastifyReply> {
  reply.header("etag", body.etag).header("cache-control", cacheControl);
  const large = body.bytes.length >= COMPRESSION_THRESHOLD_BYTES;
  // Added to what the route already varies on (the catalogue's language).
  if (large) reply.header("vary", [reply.getHeader("vary"), "accept-encoding"].filter(Boolean).join(", "));
  if (ifNoneMatchHits(request.headers["if-none-match"], body.etag)) return reply.code(304).send();
  reply.type("application/json; charset=utf-8");
  return reply.send(large ? await bytesFor(request, reply, body) : body.bytes);
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
