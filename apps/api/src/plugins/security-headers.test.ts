import { describe, expect, it } from "vitest";
import { appUnderTest } from "../../test/app-under-test";
import { injectWithoutInviteCookie } from "../../test/test-app";

const t = appUnderTest();

/** What @fastify/helmet sent with these options before the headers were worked out once (issue 25). */
const HELMET_HEADERS = {
  "content-security-policy":
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';" +
    "img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';" +
    "style-src 'self' 'unsafe-inline';connect-src 'self'",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "no-referrer",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "SAMEORIGIN",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};

describe("security headers", () => {
  it.each([
    ["an answer", "/api/services", 200],
    ["an unknown route", "/api/no-such-route", 404],
    ["a 400", "/api/providers/x/availability?date=tomorrow", 400],
  ])("are helmet's on %s", async (_case, url, status) => {
    const response = await t.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject(HELMET_HEADERS);
    expect(response.headers["x-powered-by"]).toBeUndefined();
  });

  it("are helmet's on the invite gate's refusal", async () => {
    const response = await injectWithoutInviteCookie(t.app)({ method: "GET", url: "/api/services" });
    expect(response.statusCode).toBe(403);
    expect(response.headers).toMatchObject(HELMET_HEADERS);
  });
});
