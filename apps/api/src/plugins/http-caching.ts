import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The answer is the same for every visitor and changes only when the catalogue does (services, providers):
     * it gets a weak ETag of its body and `cache-control: private, no-cache`, and a matching If-None-Match gets
     * 304 with no body. Never set it on anything personal or that moves with bookings (availability).
     */
    revalidate?: boolean;
  }
}

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

function isRevalidatedRead(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): payload is string | Buffer {
  return (
    request.routeOptions.config.revalidate === true &&
    (request.method === "GET" || request.method === "HEAD") &&
    reply.statusCode === 200 &&
    (typeof payload === "string" || Buffer.isBuffer(payload))
  );
}

/**
 * One onSend hook for the /api scope (register it there, before the modules): routes marked
 * `config: { revalidate: true }` get an ETag and 304s; any other answer that set no cache-control of its own
 * gets `no-store`, so nothing personal or booking-dependent is ever kept by a browser or a shared cache by
 * accident. Runs before compression, so the ETag is the hash of the JSON itself.
 */
export function registerApiCaching(scope: FastifyInstance): void {
  scope.addHook("onSend", async (request, reply, payload) => {
    if (isRevalidatedRead(request, reply, payload)) {
      const etag = weakEtag(payload);
      reply.header("etag", etag).header("cache-control", REVALIDATE_CACHE_CONTROL);
      if (!ifNoneMatchHits(request.headers["if-none-match"], etag)) return payload;
      reply.code(304).removeHeader("content-length");
      return "";
    }
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", DEFAULT_API_CACHE_CONTROL);
    return payload;
  });
}
