import type { ErrorBody } from "@ivdrips/contract/errors";
import { describe, expect, it } from "vitest";
import { appUnderTest } from "../../test/app-under-test";
import { buildApp } from "../app";
import { TEST_JWT_SECRET, appDeps, registerCustomer } from "../../test/test-app";
import { users } from "../db/schema";
import { count } from "drizzle-orm";

const t = appUnderTest();

const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]?.n;
const postRegister = (payload: string, contentType = "application/json") =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload,
    headers: { "content-type": contentType },
  });

describe("bad input gets a clear 4xx, never a 500 and never a write", () => {
  it("malformed JSON → 400 INVALID_JSON", async () => {
    const before = await userCount();
    const response = await postRegister('{"email": "a@b.co", "fullName": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "The request body is not valid JSON.",
      messageId: "malformedJson",
      statusCode: 400,
      code: "INVALID_JSON",
    });
    expect(await userCount()).toBe(before);
  });

  it("a JSON body that is not an object → 400 with a message", async () => {
    for (const payload of ["[]", '"text"', "42", "null"]) {
      const response = await postRegister(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        statusCode: 400,
        code: "VALIDATION_ERROR",
        message: expect.any(String),
      });
    }
  });

  it("wrong types → 400 naming the field", async () => {
    const response = await postRegister(JSON.stringify({ email: 42, fullName: ["x"], password: true }));
    expect(response.statusCode).toBe(400);
    expect(Object.keys((response.json() as { details: object }).details).sort()).toEqual([
      "email",
      "fullName",
      "password",
    ]);
  });

  it("says every field's problem by id too, beside its English", async () => {
    const response = await postRegister(
      JSON.stringify({ email: "aisha@", fullName: "A", password: "Sunrise2026", phone: 12 }),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json() as ErrorBody;
    expect(body).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "Please enter a valid email address",
      messageId: "emailInvalid",
    });
    expect(body.details).toMatchObject({
      email: "Please enter a valid email address",
      fullName: "Full name must be at least 2 characters",
      phone: "Please enter a valid phone number",
    });
    expect(body.detailMessages).toMatchObject({
      email: { messageId: "emailInvalid" },
      fullName: { messageId: "fullNameTooShort" },
      phone: { messageId: "phoneInvalid" },
    });
  });

  it("a body over 100 kB → 413", async () => {
    const before = await userCount();
    const response = await postRegister(
      JSON.stringify({ email: "big@example.com", fullName: "x".repeat(110 * 1024), password: "Abcdefg1" }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE", statusCode: 413 });
    expect(await userCount()).toBe(before);
  });

  it("a body that is not JSON → 415", async () => {
    const response = await postRegister("email=a@b.co", "application/x-www-form-urlencoded");
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE" });
  });

  it("prototype poisoning is refused", async () => {
    const response = await postRegister('{"__proto__": {"admin": true}, "email": "p@example.com"}');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "INVALID_JSON" });
  });

  it("an unknown API route → JSON 404", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/nothing-here?x=1" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: "There is no API route GET /api/nothing-here",
      messageId: "noSuchRoute",
      params: { method: "GET", path: "/api/nothing-here" },
      statusCode: 404,
      code: "NOT_FOUND",
    });
  });

  it("an empty JSON body on a bodiless call is accepted", async () => {
    const { token } = await registerCustomer(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      payload: "",
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("unexpected failures", () => {
  it("answer 500 with a generic message that hides the cause", async () => {
    const app = await buildApp(appDeps({ database: t.database, jwtSecret: TEST_JWT_SECRET }));
    app.get("/boom", () => {
      throw new Error("connection string postgres://secret@db");
    });
    const response = await app.inject({ method: "GET", url: "/boom" });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: "Something went wrong on our side. Please try again.",
      messageId: "internalError",
      statusCode: 500,
      code: "INTERNAL_ERROR",
    });
    expect(response.body).not.toContain("secret");
  });
});

describe("health", () => {
  it("GET /api/health answers while the process runs", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "ok" });
  });

  it("GET /api/ready is 200 with a database and 503 without one", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/ready" })).json()).toEqual({ status: "ready" });
    const down = await buildApp(
      appDeps({
        database: { ...t.database, ping: () => Promise.reject(new Error("connection refused")) },
        jwtSecret: TEST_JWT_SECRET,
      }),
    );
    const response = await down.inject({ method: "GET", url: "/api/ready" });
    await down.close();
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBeDefined();
    expect(response.json()).toEqual({
      message: "The database is not reachable.",
      messageId: "databaseUnreachable",
      statusCode: 503,
      code: "NOT_READY",
      // Each dependency's state (Redis too, when REDIS_URL is set).
      details: { database: "unreachable" },
    });
  });
});

describe("security headers and API docs", () => {
  it("sends helmet's headers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/services" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["strict-transport-security"]).toBeDefined();
    expect(response.headers["x-powered-by"]).toBeUndefined();
  });

  it("serves OpenAPI generated from the schemas at /api/docs", async () => {
    const ui = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers["content-type"]).toContain("text/html");
    const spec = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        "/api/invite-codes/verify",
        "/api/auth/register",
        "/api/auth/login",
        "/api/auth/logout",
        "/api/users/profile",
        "/api/clinics/login",
        "/api/clinics/profile",
        "/api/services",
        "/api/services/{id}",
        "/api/providers",
        "/api/providers/{id}",
        "/api/providers/{id}/availability",
        "/api/health",
        "/api/ready",
      ]),
    );
    expect(JSON.stringify(spec.paths["/api/auth/register"]?.post?.requestBody)).toContain("fullName");
  });
});
