import { randomUUID } from "node:crypto";
import { SignJWT, UnsecuredJWT } from "jose";
import { describe, expect, it } from "vitest";
import { appUnderTest } from "../../../test/app-under-test";
import { TEST_JWT_SECRET, injectAs, registerCustomer } from "../../../test/test-app";

const t = appUnderTest({ now: "2026-06-01T10:00:00+08:00", signUpCustomer: true, signInDemoClinic: true });

const nowSeconds = () => Math.floor(t.clock().getTime() / 1000);
const profileWith = (token: string) => injectAs(t.app, token)({ method: "GET", url: "/api/users/profile" });

async function forge(
  options: {
    alg?: string;
    secret?: string;
    iss?: string;
    aud?: string;
    exp?: number;
    nbf?: number;
    type?: string | null;
  } = {},
): Promise<string> {
  const jwt = new SignJWT(options.type === null ? {} : { type: options.type ?? "customer" })
    .setProtectedHeader({ alg: options.alg ?? "HS256" })
    .setSubject(t.customer.id)
    .setJti(randomUUID())
    .setIssuer(options.iss ?? "iv-drips")
    .setAudience(options.aud ?? "iv-drips-api")
    .setIssuedAt(nowSeconds())
    .setExpirationTime(options.exp ?? nowSeconds() + 3600);
  if (options.nbf !== undefined) jwt.setNotBefore(options.nbf);
  return jwt.sign(new TextEncoder().encode(options.secret ?? TEST_JWT_SECRET));
}

describe("token checks on every authenticated call", () => {
  it("accepts a correctly forged-by-us token (the control case)", async () => {
    expect((await profileWith(await forge())).statusCode).toBe(200);
  });

  it("carries exp in seconds and the account type", async () => {
    const [, payload] = t.customer.token.split(".");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({
      type: "customer",
      sub: t.customer.id,
      iss: "iv-drips",
      aud: "iv-drips-api",
    });
    expect(claims.exp).toBe(nowSeconds() + 7 * 24 * 3600);
  });

  it.each([
    ["alg none", () => new UnsecuredJWT({ type: "customer" }).setSubject("x").setJti("y").encode()],
    ["HS512 with the right secret", () => forge({ alg: "HS512" })],
    ["the wrong secret", () => forge({ secret: "another-secret-that-is-long-enough-for-hs256!!" })],
    ["an expired exp", () => forge({ exp: nowSeconds() - 1 })],
    ["the wrong audience", () => forge({ aud: "someone-else" })],
    ["the wrong issuer", () => forge({ iss: "someone-else" })],
    ["no type claim", () => forge({ type: null })],
    ["an unknown type", () => forge({ type: "admin" })],
    ["garbage", () => Promise.resolve("not.a.jwt")],
  ])("refuses a token with %s", async (_case, makeToken) => {
    const response = await profileWith(await makeToken());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "INVALID_TOKEN", statusCode: 401 });
  });

  it("refuses a real token once the clock passes its exp", async () => {
    const { token } = await registerCustomer(t.app);
    expect((await profileWith(token)).statusCode).toBe(200);
    t.clock.advance(7 * 24 * 3600 * 1000 + 1000);
    try {
      expect((await profileWith(token)).statusCode).toBe(401);
    } finally {
      t.clock.set("2026-06-01T10:00:00+08:00");
    }
  });

  it("judges exp and nbf against the clock on every call, not only the first", async () => {
    const token = await forge({ nbf: nowSeconds() - 60, exp: nowSeconds() + 600 });
    try {
      expect((await profileWith(token)).statusCode).toBe(200);
      t.clock.advance(-120_000);
      expect((await profileWith(token)).statusCode).toBe(401);
      t.clock.set("2026-06-01T10:00:00+08:00");
      expect((await profileWith(token)).statusCode).toBe(200);
      t.clock.advance(600_000);
      expect((await profileWith(token)).json()).toMatchObject({ code: "INVALID_TOKEN", statusCode: 401 });
    } finally {
      t.clock.set("2026-06-01T10:00:00+08:00");
    }
  });

  it("refuses a missing or malformed Authorization header", async () => {
    const none = await t.app.inject({ method: "GET", url: "/api/users/profile" });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: "UNAUTHORIZED" });
    const basic = await t.app.inject({
      method: "GET",
      url: "/api/users/profile",
      headers: { authorization: "Basic dXNlcjpwYXNz" },
    });
    expect(basic.statusCode).toBe(401);
  });
});

describe("token types are kept apart", () => {
  it("refuses a customer token on clinic calls", async () => {
    const response = await injectAs(t.app, t.customer.token)({ method: "GET", url: "/api/clinics/profile" });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: "FORBIDDEN" });
  });

  it("refuses a clinic token on customer calls", async () => {
    for (const call of [
      { method: "GET", url: "/api/users/profile" },
      { method: "PUT", url: "/api/users/profile", payload: { fullName: "Clinic Staff" } },
      { method: "POST", url: "/api/auth/logout" },
    ] as const) {
      const response = await injectAs(t.app, t.clinicToken)(call);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: "FORBIDDEN" });
    }
  });
});
