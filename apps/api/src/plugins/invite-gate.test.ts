import diagnostics from "node:diagnostics_channel";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fastifyCookie from "@fastify/cookie";
import { INVITE_COOKIE_NAME, INVITE_REVOCATION_SECONDS } from "@ivdrips/contract/invites";
import { eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  TEST_JWT_SECRET,
  buildTestApp,
  createTestApp,
  freshClientAddress,
  injectAs,
  harnessInviteCodeId,
  injectWithoutInviteCookie,
  inviteCookieHeader,
  manualClock,
  registerCustomer,
  type TestApp,
} from "../../test/test-app";
import { inviteCodes } from "../db/schema";
import { createInvitesService } from "../modules/invites/invites.service";
import { INVITE_GATE_EXEMPT, INVITE_PASS_SECONDS, inviteCookieKey, signedInvitePass } from "./invite-gate";

const GATE_BODY = {
  message: "Invite code required",
  statusCode: 403,
  code: "INVITE_REQUIRED",
  messageId: "inviteRequired",
};
const DAY_MS = 24 * 60 * 60 * 1000;

// A clock the test moves, also accepted as the browser-test clock so that PUT /api/test/clock is registered.
const clock = Object.assign(manualClock("2026-06-01T10:00:00+08:00"), { setOffset: () => undefined });
let t: TestApp;
let dist: string;
/** Every route the app registered, as Fastify saw it: nothing here is listed by hand. */
const routes: { method: string; url: string }[] = [];

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "ivdrips-gate-dist-"));
  fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>IV Drips</title>");
  // Fastify announces each new instance on this channel before anything is registered on it.
  let seen: FastifyInstance | undefined;
  const collect = (message: unknown) => {
    if (seen) return;
    seen = (message as { fastify: FastifyInstance }).fastify;
    seen.addHook("onRoute", (route: RouteOptions) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    });
  };
  diagnostics.subscribe("fastify.initialization", collect);
  try {
    t = await createTestApp({ clock, testClock: clock, webDistDir: dist });
  } finally {
    diagnostics.unsubscribe("fastify.initialization", collect);
  }
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const bare = (options: InjectOptions) => injectWithoutInviteCookie(t.app)(options);
const apiRoutes = () => routes.filter((route) => route.url === "/api" || route.url.startsWith("/api/"));
const isExempt = (route: { method: string; url: string }) =>
  INVITE_GATE_EXEMPT.has(`${route.method === "HEAD" ? "GET" : route.method} ${route.url}`);
/** A concrete URL for a route pattern: every parameter and wildcard filled with a dummy. */
const concrete = (url: string) => url.replace(/:\w+(\([^)]*\))?/g, "1").replace(/\*/g, "x");
const withCookie = (cookie: string) => (options: InjectOptions) =>
  bare({ ...options, headers: { ...options.headers, cookie } });
const servicesWith = (cookie: string) => withCookie(cookie)({ method: "GET", url: "/api/services" });

describe("the invite gate covers every API route", () => {
  it("found the routes of every module, including ones tests rarely call", () => {
    const keys = apiRoutes().map((route) => `${route.method} ${route.url}`);
    expect(keys.length).toBeGreaterThan(40);
    expect(keys).toEqual(
      expect.arrayContaining([
        "GET /api/services",
        "POST /api/auth/login",
        "PUT /api/clinics/bookings/:id/status",
        "PUT /api/test/clock",
        "GET /api/docs/json",
        ...INVITE_GATE_EXEMPT,
      ]),
    );
  });

  it("answers 403 INVITE_REQUIRED without the cookie on every route but the exempt ones", async () => {
    const gated = apiRoutes().filter((route) => !isExempt(route));
    const wrong: string[] = [];
    for (const route of gated) {
      const response = await bare({
        method: route.method as InjectOptions["method"],
        url: concrete(route.url),
        remoteAddress: freshClientAddress(),
        ...(["POST", "PUT", "PATCH", "DELETE"].includes(route.method) ? { payload: {} } : {}),
      });
      const body = route.method === "HEAD" ? GATE_BODY : (response.json() as unknown);
      if (response.statusCode !== 403 || JSON.stringify(body) !== JSON.stringify(GATE_BODY)) {
        wrong.push(`${route.method} ${route.url} → ${response.statusCode} ${response.body.slice(0, 80)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("never answers INVITE_REQUIRED on the exempt routes: they answer the same without the pass", async () => {
    const exempt = apiRoutes().filter(isExempt);
    expect(exempt.length).toBeGreaterThanOrEqual(INVITE_GATE_EXEMPT.size);
    for (const route of exempt) {
      const request = {
        method: route.method as InjectOptions["method"],
        url: concrete(route.url),
        ...(route.method === "POST" ? { payload: {} } : {}),
      };
      const what = `${route.method} ${route.url}`;
      const response = await bare({ ...request, remoteAddress: freshClientAddress() });
      // A route may refuse on its own (WhatsApp's handshake is 403 without its verify token): the status is
      // the one the route gives with a pass too, and never the gate's.
      const withPass = await t.app.inject({ ...request, remoteAddress: freshClientAddress() });
      expect(response.statusCode, what).toBe(withPass.statusCode);
      expect(response.body, what).not.toContain("INVITE_REQUIRED");
    }
    expect((await bare({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });

  it("gates unknown API paths too (nothing to enumerate), and 404s them once past the gate", async () => {
    expect((await bare({ method: "GET", url: "/api/no-such-thing" })).json()).toEqual(GATE_BODY);
    expect((await t.app.inject({ method: "GET", url: "/api/no-such-thing" })).statusCode).toBe(404);
  });

  it("leaves the web app's own files alone: the page itself shows the gate", async () => {
    for (const url of ["/", "/services", "/index.html"]) {
      const response = await bare({ method: "GET", url, headers: { accept: "text/html" } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain("<title>IV Drips</title>");
    }
  });

  it("runs before authentication: a signed-in customer without the cookie gets no data", async () => {
    const customer = await registerCustomer(t.app);
    const withoutPass = await bare({
      method: "GET",
      url: "/api/users/profile",
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(withoutPass.statusCode).toBe(403);
    expect(withoutPass.json()).toEqual(GATE_BODY);
    expect(
      (await injectAs(t.app, customer.token)({ method: "GET", url: "/api/users/profile" })).statusCode,
    ).toBe(200);
    // With the pass and no token, authentication answers as before.
    expect((await t.app.inject({ method: "GET", url: "/api/users/profile" })).statusCode).toBe(401);
  });
});

describe("the pass", () => {
  const verify = (code: string) =>
    bare({
      method: "POST",
      url: "/api/invite-codes/verify",
      payload: { code },
      remoteAddress: freshClientAddress(),
    });

  it("is not given for a code that is not valid", async () => {
    const response = await verify("NO-SUCH-CODE");
    expect(response.json()).toEqual({ valid: false });
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("is given for a valid code: httpOnly, SameSite=Lax, Path=/, 180 days, and it opens the API", async () => {
    const response = await verify("IVDRIPS-DEMO");
    expect(response.json()).toEqual({ valid: true });
    const setCookie = String(response.headers["set-cookie"]);
    expect(setCookie).toMatch(new RegExp(`^${INVITE_COOKIE_NAME}=[^;]+;`));
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Path=/");
    expect(setCookie).toContain(`Max-Age=${INVITE_PASS_SECONDS}`);
    expect(INVITE_PASS_SECONDS).toBe(180 * 24 * 60 * 60);
    expect(setCookie).not.toContain("Secure");
    const [cookie] = response.cookies;
    if (!cookie) throw new Error("no cookie set");
    const opened = await servicesWith(`${cookie.name}=${cookie.value}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toHaveLength(10);
  });

  it("is Secure when the public URL is https", async () => {
    const app = await buildTestApp({
      database: t.database,
      jwtSecret: TEST_JWT_SECRET,
      publicUrl: "https://ivdrips.example",
    });
    try {
      const response = await injectWithoutInviteCookie(app)({
        method: "POST",
        url: "/api/invite-codes/verify",
        payload: { code: "IVDRIPS-DEMO" },
        remoteAddress: freshClientAddress(),
      });
      expect(String(response.headers["set-cookie"])).toMatch(/; Secure/);
    } finally {
      await app.close();
    }
  });

  it("is refused when tampered with, unsigned, or signed with another key", async () => {
    const codeId = harnessInviteCodeId(t.app);
    const good = signedInvitePass(TEST_JWT_SECRET, codeId, clock());
    expect((await servicesWith(`${INVITE_COOKIE_NAME}=${encodeURIComponent(good)}`)).statusCode).toBe(200);

    const dot = good.lastIndexOf(".");
    const value = good.slice(0, dot);
    const signature = good.slice(dot + 1);
    const laterValue = value.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    const refused = [
      `${laterValue}.${signature}`, // the issue time changed
      `${value}.${flipped}`, // the signature changed
      value, // not signed at all
      `${value}.`, // an empty signature
      fastifyCookie.sign(value, TEST_JWT_SECRET), // signed with the JWT secret itself, not the derived key
      signedInvitePass("another-secret-that-is-long-enough-0123456789", codeId, clock()),
      fastifyCookie.sign("v1_not-a-time", TEST_JWT_SECRET),
      // A pass of the first kind, which named no code: signed with the right key, and still refused.
      fastifyCookie.sign(`v1_${Math.floor(clock().getTime() / 1000)}`, inviteCookieKey(TEST_JWT_SECRET)),
      // A code that does not exist, named in a pass signed with the right key.
      signedInvitePass(TEST_JWT_SECRET, "00000000-0000-4000-8000-000000000000", clock()),
      "",
    ];
    for (const pass of refused) {
      const response = await servicesWith(`${INVITE_COOKIE_NAME}=${encodeURIComponent(pass)}`);
      expect(response.statusCode, pass).toBe(403);
      expect(response.json()).toEqual(GATE_BODY);
    }
    // The right pass under another name does not count either.
    expect((await servicesWith(`other=${encodeURIComponent(good)}`)).statusCode).toBe(403);
  });

  it("runs out after 180 days", async () => {
    const now = clock();
    const issuedAgo = (days: number) =>
      inviteCookieHeader(harnessInviteCodeId(t.app), () => new Date(now.getTime() - days * DAY_MS));
    expect((await servicesWith(issuedAgo(179))).statusCode).toBe(200);
    const stale = await servicesWith(issuedAgo(181));
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual(GATE_BODY);
  });

  it("a pass from today stops working when the server's clock passes its lifetime", async () => {
    const cookie = inviteCookieHeader(harnessInviteCodeId(t.app), clock);
    try {
      clock.advance(180 * DAY_MS - 60_000);
      expect((await servicesWith(cookie)).statusCode).toBe(200);
      clock.advance(2 * 60_000);
      expect((await servicesWith(cookie)).statusCode).toBe(403);
    } finally {
      clock.set("2026-06-01T10:00:00+08:00");
    }
  });
});

describe("a pass lasts only as long as the code it came from", () => {
  // The admin CLI's own service (npm run admin -- invite create/revoke), on the app's database and clock.
  const admin = () => createInvitesService(t.database.db, clock);
  let codeCounter = 0;
  const newCode = async (options: { maxUses?: number; expiresOn?: string } = {}) => {
    codeCounter += 1;
    return (await admin().create({ code: `GATE-${process.pid}-${codeCounter}`, ...options })).code;
  };
  const passFrom = async (code: string, app: FastifyInstance = t.app) => {
    const response = await injectWithoutInviteCookie(app)({
      method: "POST",
      url: "/api/invite-codes/verify",
      payload: { code },
      remoteAddress: freshClientAddress(),
    });
    expect(response.json()).toEqual({ valid: true });
    const [cookie] = response.cookies;
    if (!cookie) throw new Error("no pass set");
    return `${cookie.name}=${cookie.value}`;
  };

  it("names the code it came from", async () => {
    const code = await newCode();
    const pass = decodeURIComponent((await passFrom(code)).split("=")[1] ?? "");
    const [row] = await t.database.db.select().from(inviteCodes).where(eq(inviteCodes.code, code));
    expect(pass.startsWith(`v2_${row?.id}_`)).toBe(true);
  });

  it("stops working in every process within 30 s of its code being revoked; other codes' passes go on", async () => {
    const second = await buildTestApp({ database: t.database, jwtSecret: TEST_JWT_SECRET, clock });
    try {
      const revoked = await newCode();
      const kept = await newCode();
      const passes = [await passFrom(revoked), await passFrom(revoked, second)];
      const keptPass = await passFrom(kept);
      const onBoth = (cookie: string) =>
        Promise.all(
          [t.app, second].map(
            async (app) =>
              (
                await injectWithoutInviteCookie(app)({
                  method: "GET",
                  url: "/api/services",
                  headers: { cookie },
                })
              ).statusCode,
          ),
        );
      // Both processes have read the code and trust what they read.
      for (const pass of passes) expect(await onBoth(pass)).toEqual([200, 200]);

      expect((await admin().revoke(revoked)).status).toBe("revoked");
      // What the console's revoke dialog promises: shut out within INVITE_REVOCATION_SECONDS.
      clock.advance(INVITE_REVOCATION_SECONDS * 1000);
      for (const pass of passes) {
        expect(await onBoth(pass)).toEqual([403, 403]);
        expect((await servicesWith(pass)).json()).toEqual(GATE_BODY);
      }
      expect(await onBoth(keptPass)).toEqual([200, 200]);
      // Nor can the revoked code hand out a new one.
      expect((await verifyCode(revoked)).json()).toEqual({ valid: false });
    } finally {
      clock.set("2026-06-01T10:00:00+08:00");
      await second.close();
    }
  });

  it("stops working the moment its code expires", async () => {
    const code = await newCode({ expiresOn: "2026-06-02" });
    const pass = await passFrom(code);
    expect((await servicesWith(pass)).statusCode).toBe(200);
    try {
      // The code is good through 2 June in Kuala Lumpur: a minute before its end the pass still opens the API.
      clock.set("2026-06-02T23:59:00+08:00");
      expect((await servicesWith(pass)).statusCode).toBe(200);
      clock.set("2026-06-03T00:00:00+08:00");
      const expired = await servicesWith(pass);
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toEqual(GATE_BODY);
    } finally {
      clock.set("2026-06-01T10:00:00+08:00");
    }
  });

  it("keeps working after its code has been used up: only new passes are refused", async () => {
    const code = await newCode({ maxUses: 1 });
    const pass = await passFrom(code);
    expect((await verifyCode(code)).json()).toEqual({ valid: false });
    expect((await admin().list()).find((invite) => invite.code === code)?.status).toBe("used up");
    clock.advance(60_000);
    try {
      expect((await servicesWith(pass)).statusCode).toBe(200);
    } finally {
      clock.set("2026-06-01T10:00:00+08:00");
    }
  });
});

function verifyCode(code: string) {
  return bare({
    method: "POST",
    url: "/api/invite-codes/verify",
    payload: { code },
    remoteAddress: freshClientAddress(),
  });
}
