import { createHmac } from "node:crypto";
import fastifyCookie from "@fastify/cookie";
import { INVITE_REQUIRED_MESSAGE } from "@ivdrips/contract/errors";
import { INVITE_COOKIE_NAME, INVITE_PASS_DAYS } from "@ivdrips/contract/invites";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../lib/app-error";
import type { Clock } from "../lib/clock";

export const INVITE_PASS_SECONDS = INVITE_PASS_DAYS * 24 * 60 * 60;

/**
 * The API calls anyone may make without the invite cookie, as "METHOD /route pattern" (HEAD counts as GET):
 * the verification that hands the cookie out, the probes of load balancers, Stripe's webhook, and the sandbox's
 * hosted checkout page with its two form posts. Everything else under /api, including routes added later, the
 * docs and unknown paths, is gated.
 */
export const INVITE_GATE_EXEMPT: ReadonlySet<string> = new Set([
  "POST /api/invite-codes/verify",
  "GET /api/health",
  "GET /api/ready",
  "POST /api/payments/webhook",
  "GET /api/payments/sandbox/:sessionId",
  "POST /api/payments/sandbox/:sessionId/pay",
  "POST /api/payments/sandbox/:sessionId/cancel",
]);

/** Whether a request for this method and route pattern (or raw path, when no route matched) needs the cookie. */
export function isGated(method: string, routeOrPath: string, matchedRoute: boolean): boolean {
  if (routeOrPath !== "/api" && !routeOrPath.startsWith("/api/")) return false;
  if (!matchedRoute) return true;
  return !INVITE_GATE_EXEMPT.has(`${method === "HEAD" ? "GET" : method} ${routeOrPath}`);
}

/** The cookie-signing key: derived from the JWT secret under a fixed label, so it needs no setting of its own. */
export function inviteCookieKey(jwtSecret: string): Buffer {
  return createHmac("sha256", jwtSecret).update("ivdrips/invite-gate-cookie/v1").digest();
}

const VALUE_PREFIX = "v1_";

/** The cookie's value before signing: when the pass was issued, in whole seconds. */
function passValue(issuedAt: Date): string {
  return `${VALUE_PREFIX}${Math.floor(issuedAt.getTime() / 1000)}`;
}

/** The issue time in seconds a pass carries, or null when the value is not a pass. */
function issuedSeconds(value: string): number | null {
  if (!value.startsWith(VALUE_PREFIX)) return null;
  const digits = value.slice(VALUE_PREFIX.length);
  return /^\d{1,12}$/.test(digits) ? Number(digits) : null;
}

/**
 * A signed pass issued at `issuedAt`, exactly as the verification sets it (before URL encoding): for tests and
 * for anything else that must open the gate on the server's behalf.
 */
export function signedInvitePass(jwtSecret: string, issuedAt: Date): string {
  return fastifyCookie.sign(passValue(issuedAt), inviteCookieKey(jwtSecret));
}

export interface InviteGate {
  /** Sets the pass on a reply: after a valid invite code. */
  grant(reply: FastifyReply): void;
  /** Whether the request carries a pass that is signed by us and not stale. */
  hasValidPass(request: FastifyRequest): boolean;
}

/**
 * Cookies (signed with a key derived from the JWT secret) and one onRequest hook: every request under /api but
 * the exempt ones needs a pass issued no more than INVITE_PASS_DAYS ago, else 403 INVITE_REQUIRED. It runs
 * before routing guards, so no token gets past it. The web app's own files are not gated: it shows the gate.
 */
export async function registerInviteGate(
  app: FastifyInstance,
  { jwtSecret, clock, secure }: { jwtSecret: string; clock: Clock; secure: boolean },
): Promise<InviteGate> {
  await app.register(fastifyCookie, { secret: inviteCookieKey(jwtSecret), hook: "onRequest" });

  const hasValidPass = (request: FastifyRequest): boolean => {
    const cookie = request.cookies[INVITE_COOKIE_NAME];
    if (!cookie) return false;
    const unsigned = request.unsignCookie(cookie);
    if (!unsigned.valid || unsigned.value === null) return false;
    const issued = issuedSeconds(unsigned.value);
    if (issued === null) return false;
    // Stale passes are refused; so are passes "issued" further ahead than a pass lasts (a clock moved back).
    return Math.abs(clock().getTime() / 1000 - issued) <= INVITE_PASS_SECONDS;
  };

  app.addHook("onRequest", async (request) => {
    const route = request.routeOptions.url;
    const path = route ?? request.url.split("?")[0] ?? "";
    if (!isGated(request.method, path, route !== undefined)) return;
    if (!hasValidPass(request)) throw new AppError("INVITE_REQUIRED", INVITE_REQUIRED_MESSAGE);
  });

  return {
    hasValidPass,
    grant(reply) {
      reply.setCookie(INVITE_COOKIE_NAME, passValue(clock()), {
        signed: true,
        httpOnly: true,
        sameSite: "lax",
        secure,
        path: "/",
        maxAge: INVITE_PASS_SECONDS,
      });
    },
  };
}
