import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { appUnderTest } from "../../../test/app-under-test";
import {
  VALID_PASSWORD,
  freshClientAddress,
  injectAs,
  registerCustomer,
  uniqueEmail,
} from "../../../test/test-app";

const t = appUnderTest();

const register = (payload: object, remoteAddress = freshClientAddress()) =>
  t.app.inject({ method: "POST", url: "/api/auth/register", payload, remoteAddress });
const login = (payload: object, remoteAddress = freshClientAddress()) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload, remoteAddress });

describe("POST /api/auth/register", () => {
  it("creates a customer, returns a token and the user, and normalises the email", async () => {
    const email = uniqueEmail("Mixed.Case");
    const response = await register({
      email: `  ${email.toUpperCase()} `,
      fullName: "  Nur Aisyah  ",
      password: VALID_PASSWORD,
      phone: "+60 12-345 6789",
    });
    expect(response.statusCode).toBe(201);
    const body = response.json() as { token: string; user: Record<string, unknown> };
    expect(body.token.split(".")).toHaveLength(3);
    expect(body.user).toMatchObject({
      email: email.toLowerCase(),
      fullName: "Nur Aisyah",
      phone: "+60 12-345 6789",
    });
    expect(body.user).not.toHaveProperty("passwordHash");
  });

  it("accepts a signup without a phone", async () => {
    const response = await register({ email: uniqueEmail(), fullName: "Tan Wei", password: VALID_PASSWORD });
    expect(response.statusCode).toBe(201);
    expect((response.json() as { user: { phone: unknown } }).user.phone).toBeNull();
  });

  it("stores an argon2id hash with OWASP's parameters (19 MiB, t=2, p=1), never the password", async () => {
    const { user } = await registerCustomer(t.app);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(VALID_PASSWORD);
  });

  it("refuses a duplicate email, whatever its case, with 409", async () => {
    const email = uniqueEmail();
    await registerCustomer(t.app, { email });
    const response = await register({
      email: email.toUpperCase(),
      fullName: "Someone Else",
      password: VALID_PASSWORD,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: "An account with this email already exists",
      messageId: "emailTaken",
      statusCode: 409,
      code: "EMAIL_TAKEN",
    });
  });

  const valid = {
    email: "valid@example.com",
    fullName: "Valid Name",
    password: VALID_PASSWORD,
    phone: "0123456789",
  };
  it.each([
    ["email", { ...valid, email: "not-an-email" }, "Please enter a valid email address"],
    ["email", { ...valid, email: undefined }, "Please enter a valid email address"],
    ["fullName", { ...valid, fullName: "A" }, "Full name must be at least 2 characters"],
    ["fullName", { ...valid, fullName: "   A   " }, "Full name must be at least 2 characters"],
    ["password", { ...valid, password: "Short1" }, "Password must be at least 8 characters"],
    [
      "password",
      { ...valid, password: "alllowercase1" },
      "Password must contain at least one uppercase letter, one lowercase letter, and one number",
    ],
    [
      "password",
      { ...valid, password: "ALLUPPERCASE1" },
      "Password must contain at least one uppercase letter, one lowercase letter, and one number",
    ],
    [
      "password",
      { ...valid, password: "NoDigitsHere" },
      "Password must contain at least one uppercase letter, one lowercase letter, and one number",
    ],
    ["phone", { ...valid, phone: "1234" }, "Please enter a valid phone number"],
    ["phone", { ...valid, phone: "call me maybe" }, "Please enter a valid phone number"],
    ["phone", { ...valid, phone: "1234567890123456" }, "Please enter a valid phone number"],
  ])("rejects a bad %s with SPEC's message: %j", async (field, payload, message) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { message: string; code: string; details: Record<string, string> };
    expect(body.code).toBe("VALIDATION_ERROR");
    expect(body.message).toBe(message);
    expect(body.details[field]).toBe(message);
  });

  it("lists every invalid field in details", async () => {
    const response = await register({});
    expect(response.statusCode).toBe(400);
    expect((response.json() as { details: Record<string, string> }).details).toEqual({
      email: "Please enter a valid email address",
      fullName: "Full name must be at least 2 characters",
      password: "Password must be at least 8 characters",
    });
  });
});

describe("POST /api/auth/login", () => {
  it("signs in with the right password, email in any case", async () => {
    const email = uniqueEmail();
    await registerCustomer(t.app, { email, fullName: "Lim Mei Ling" });
    const response = await login({ email: email.toUpperCase(), password: VALID_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { token: string; user: { email: string; fullName: string } };
    expect(body.user).toMatchObject({ email, fullName: "Lim Mei Ling" });
    const profile = await injectAs(t.app, body.token)({ method: "GET", url: "/api/users/profile" });
    expect(profile.statusCode).toBe(200);
  });

  it("gives the same 401 for a wrong password and an unknown email", async () => {
    const email = uniqueEmail();
    await registerCustomer(t.app, { email });
    const wrongPassword = await login({ email, password: "Wrong-password1" });
    const unknownEmail = await login({ email: uniqueEmail("nobody"), password: VALID_PASSWORD });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json()).toEqual({
      message: "Invalid email or password",
      messageId: "invalidLogin",
      statusCode: 401,
      code: "INVALID_CREDENTIALS",
    });
  });

  it("validates with the sign-in form's messages", async () => {
    const badEmail = await login({ email: "nope", password: "x" });
    expect(badEmail.json()).toMatchObject({ statusCode: 400, message: "Please enter a valid email address" });
    const noPassword = await login({ email: "someone@example.com", password: "" });
    expect(noPassword.json()).toMatchObject({ statusCode: 400, message: "Password is required" });
  });

  it("limits a client to 10 attempts a minute", async () => {
    const client = freshClientAddress();
    for (let i = 0; i < 10; i += 1) {
      expect((await login({ email: "guess@example.com", password: `Guess${i}` }, client)).statusCode).toBe(
        401,
      );
    }
    const limited = await login({ email: "guess@example.com", password: "Guess11" }, client);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      message: "Too many attempts. Please try again in a minute.",
      messageId: "tooManyAttempts",
      code: "RATE_LIMITED",
    });
  });
});

describe("sign-up abuse", () => {
  it("limits a client to 10 sign-ups a minute; the 11th makes no account", async () => {
    const client = freshClientAddress();
    const payload = () => ({ email: uniqueEmail("bulk"), fullName: "Bulk Maker", password: VALID_PASSWORD });
    for (let i = 0; i < 10; i += 1) expect((await register(payload(), client)).statusCode).toBe(201);
    const extra = payload();
    const limited = await register(extra, client);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      message: "Too many attempts. Please try again in a minute.",
      messageId: "tooManyAttempts",
      code: "RATE_LIMITED",
    });
    expect(await t.database.db.select().from(users).where(eq(users.email, extra.email))).toEqual([]);
    // Another client is not held back by the first.
    expect((await register(payload())).statusCode).toBe(201);
  });
});

describe("POST /api/auth/logout", () => {
  it("revokes that token server-side; another session of the same customer stays valid", async () => {
    const email = uniqueEmail();
    const { token } = await registerCustomer(t.app, { email });
    const other = (await login({ email, password: VALID_PASSWORD }).then((r) => r.json())) as {
      token: string;
    };
    const as = injectAs(t.app, token);
    expect((await as({ method: "GET", url: "/api/users/profile" })).statusCode).toBe(200);

    const logout = await as({
      method: "POST",
      url: "/api/auth/logout",
      headers: { "content-type": "application/json" },
    });
    expect(logout.statusCode).toBe(200);

    const after = await as({ method: "GET", url: "/api/users/profile" });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: "INVALID_TOKEN" });
    expect((await as({ method: "POST", url: "/api/auth/logout" })).statusCode).toBe(401);
    expect(
      (await injectAs(t.app, other.token)({ method: "GET", url: "/api/users/profile" })).statusCode,
    ).toBe(200);
  });

  it("needs a token", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/auth/logout" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "UNAUTHORIZED", message: "Please sign in to continue." });
  });
});
