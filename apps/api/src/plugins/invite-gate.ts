import { createHmac } from "node:crypto";
import fastifyCookie from "@fastify/cookie";
import { INVITE_COOKIE_NAME, INVITE_PASS_DAYS } from "@ivdrips/contract/invites";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../lib/app-error";
import type { Clock } from "../lib/clock";

export const INVITE_PASS_SECONDS = INVITE_PASS_DAYS * 24 * 60 * 60;

/**
 * The API calls anyone may make without the invite cookie, as "METHOD /route pattern" (HEAD counts as GET):
 * the verification that hands the cookie out, how to ask the team for one, the probes of load balancers,
 * Stripe's and WhatsApp's webhooks, and the sandbox's hosted checkout page with its two form posts. Everything else under /api, including routes added later, the
 * docs and unknown paths, is gated.
 */
export const INVITE_GATE_EXEMPT: ReadonlySet<string> = new Set([
  "POST /api/invite-codes/verify",
  "GET /api/invite-codes/contact",
  "GET /api/health",
  "GET /api/ready",
  "POST /api/payments/webhook",
  "GET /api/webhooks/whatsapp",
  "POST /api/webhooks/whatsapp",
  "GET /api/payments/sandbox/:sessionId",
  "POST /api/payments/sandbox/:sessionId/pay",
  "POST /api/payments/sandbox/:sessionId/settle",
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

const VALUE_PREFIX = "v2_";
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const PASS_VALUE = new RegExp(`^${VALUE_PREFIX}(${UUID})_(\\d{1,12})$`);

/** How many signed passes a process remembers having checked (a hundred bytes or so each); oldest go first. */
const PASSES_KEPT = 10_000;

/** The cookie's value before signing: the invite code it came from (by id) and when, in whole seconds. */
function passValue(codeId: string, issuedAt: Date): string {
  return `${VALUE_PREFIX}${codeId}_${Math.floor(issuedAt.getTime() / 1000)}`;
}

/** What a pass carries, or null when the value is not a pass (a pass from before passes named their code too). */
function parsePass(value: string): { codeId: string; issuedSeconds: number } | null {
  const match = PASS_VALUE.exec(value);
  if (!match?.[1] || !match[2]) return null;
  return { codeId: match[1], issuedSeconds: Number(match[2]) };
}

/**
 * A signed pass from the code `codeId`, issued at `issuedAt`, exactly as the verification sets it (before URL
 * encoding): for tests and for anything else that must open the gate on the server's behalf.
 */
export function signedInvitePass(jwtSecret: string, codeId: string, issuedAt: Date): string {
  return fastifyCookie.sign(passValue(codeId, issuedAt), inviteCookieKey(jwtSecret));
}

export interface InviteGate {
  /** Sets the pass on a reply: after the invite code `codeId` was accepted. */
  grant(reply: FastifyReply, codeId: string): void;
  /** Whether the request carries a pass that is signed by us, not stale, and from a code still in force. */
  hasValidPass(request: FastifyRequest): Promise<boolean>;
}

/**
 * Cookies (signed with a key derived from the JWT secret) and one onRequest hook: every request under /api but
 * the exempt ones needs a pass issued no more than INVITE_PASS_DAYS ago from a code that is neither revoked nor
 * expired (`codeInForce`, which may answer from a short cache), else 403 INVITE_REQUIRED. A code that has run
 * out of uses keeps its passes. The hook runs before routing guards, so no token gets past it. The web app's
 * own files are not gated: it shows the gate.
 */
export async function registerInviteGate(
  app: FastifyInstance,
  {
    jwtSecret,
    clock,
    secure,
    codeInForce,
  }: { jwtSecret: string; clock: Clock; secure: boolean; codeInForce: (codeId: string) => Promise<boolean> },
): Promise<InviteGate> {
  await app.register(fastifyCookie, { secret: inviteCookieKey(jwtSecret), hook: "onRequest" });

  // A cookie's signature and what it says never change: each pass is checked (an HMAC) once per process, and
  // its age and its code are judged on every request.
  const passes = new Map<string, { codeId: string; issuedSeconds: number }>();
  const passOf = (request: FastifyRequest, cookie: string) => {
    const known = passes.get(cookie);
    if (known) return known;
    const unsigned = request.unsignCookie(cookie);
    if (!unsigned.valid || unsigned.value === null) return null;
    const pass = parsePass(unsigned.value);
    if (pass === null) return null;
    if (passes.size >= PASSES_KEPT) {
      const oldest = passes.keys().next();
      if (!oldest.done) passes.delete(oldest.value);
    }
    passes.set(cookie, pass);
    return pass;
  };

  const hasValidPass = async (request: FastifyRequest): Promise<boolean> => {
    const cookie = request.cookies[INVITE_COOKIE_NAME];
    if (!cookie) return false;
    const pass = passOf(request, cookie);
    if (pass === null) return false;
    // Stale passes are refused; so are passes "issued" further ahead than a pass lasts (a clock moved back).
    if (Math.abs(clock().getTime() / 1000 - pass.issuedSeconds) > INVITE_PASS_SECONDS) return false;
    return codeInForce(pass.codeId);
  };

  app.addHook("onRequest", async (request) => {
    const route = request.routeOptions.url;
    const path = route ?? request.url.split("?")[0] ?? "";
    if (!isGated(request.method, path, route !== undefined)) return;
    if (!(await hasValidPass(request))) throw new AppError("INVITE_REQUIRED", "inviteRequired");
  });

  return {
    hasValidPass,
    grant(reply, codeId) {
      reply.setCookie(INVITE_COOKIE_NAME, passValue(codeId, clock()), {
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
