import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

export const REQUEST_ID_HEADER = "x-request-id";

/** An id a proxy may hand us: 1 to 128 characters of letters, digits and `-_.:+=/@`, nothing a log could trip on. */
const SANE_REQUEST_ID = /^[A-Za-z0-9\-_.:+=/@]{1,128}$/;

/**
 * Fastify's genReqId: the X-Request-Id the proxy sent when it is a sane one, else a new UUID. Fastify logs it
 * as `reqId` on every line the request's logger writes.
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === "string" && SANE_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/** Every answer names its request, so a user's report or the proxy's log leads to the API's log lines. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  // A callback hook: an async one costs a promise per request for a header.
  app.addHook("onRequest", (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
