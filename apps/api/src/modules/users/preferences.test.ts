import { DEFAULT_PREFERENCES } from "@ivdrips/contract/account";
import { describe, expect, it } from "vitest";
import { appUnderTest } from "../../../test/app-under-test";
import { injectAs, loginDemoClinic, registerCustomer } from "../../../test/test-app";

/** GET and PUT /api/users/preferences: which emails a customer receives. */

const t = appUnderTest();

const URL = "/api/users/preferences";
const read = (token: string | undefined) => injectAs(t.app, token)({ method: "GET", url: URL });
const write = (token: string | undefined, payload: unknown) =>
  injectAs(t.app, token)({ method: "PUT", url: URL, payload: payload as Record<string, unknown> });

describe("GET /api/users/preferences", () => {
  it("starts with reminders on and marketing off", async () => {
    const { token } = await registerCustomer(t.app);
    const response = await read(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ emailReminders: true, marketingEmails: false, language: "en" });
    expect(response.json()).toEqual(DEFAULT_PREFERENCES);
  });
});

describe("PUT /api/users/preferences", () => {
  it("changes both preferences, which GET reads back, and only for this customer", async () => {
    const { token } = await registerCustomer(t.app);
    const neighbour = (await registerCustomer(t.app)).token;

    const changed = await write(token, { emailReminders: false, marketingEmails: true });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ emailReminders: false, marketingEmails: true, language: "en" });
    expect((await read(token)).json()).toEqual({
      emailReminders: false,
      marketingEmails: true,
      language: "en",
    });
    expect((await read(neighbour)).json()).toEqual(DEFAULT_PREFERENCES);

    const back = await write(token, { emailReminders: true, marketingEmails: false });
    expect(back.json()).toEqual({ emailReminders: true, marketingEmails: false, language: "en" });
    expect((await read(token)).json()).toEqual({
      emailReminders: true,
      marketingEmails: false,
      language: "en",
    });

    const one = await write(token, { emailReminders: false, marketingEmails: false });
    expect(one.json()).toEqual({ emailReminders: false, marketingEmails: false, language: "en" });
    expect((await read(token)).json()).toEqual({
      emailReminders: false,
      marketingEmails: false,
      language: "en",
    });
  });

  it("leaves the profile alone and ignores fields it does not know", async () => {
    const { token, user } = await registerCustomer(t.app, { fullName: "Farah Aziz" });
    const response = await write(token, {
      emailReminders: false,
      marketingEmails: true,
      fullName: "Hijacked",
      email: "hijack@example.com",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ emailReminders: false, marketingEmails: true, language: "en" });
    const profile = await injectAs(t.app, token)({ method: "GET", url: "/api/users/profile" });
    expect(profile.json()).toMatchObject({ id: user.id, fullName: "Farah Aziz", email: user.email });
  });

  it.each([
    ["emailReminders missing", { marketingEmails: true }, "emailReminders"],
    ["marketingEmails missing", { emailReminders: false }, "marketingEmails"],
    ['emailReminders "yes"', { emailReminders: "yes", marketingEmails: false }, "emailReminders"],
    ['marketingEmails "yes"', { emailReminders: true, marketingEmails: "yes" }, "marketingEmails"],
    ["marketingEmails 1", { emailReminders: true, marketingEmails: 1 }, "marketingEmails"],
    ["marketingEmails null", { emailReminders: true, marketingEmails: null }, "marketingEmails"],
  ])("refuses %s with 400 and changes nothing", async (_label, payload, field) => {
    const { token } = await registerCustomer(t.app);
    const response = await write(token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      message: `${field} must be true or false`,
      details: { [field]: `${field} must be true or false` },
    });
    expect((await read(token)).json()).toEqual(DEFAULT_PREFERENCES);
  });

  it("refuses an empty body", async () => {
    const { token } = await registerCustomer(t.app);
    const response = await injectAs(t.app, token)({ method: "PUT", url: URL });
    expect(response.statusCode).toBe(400);
    expect((await read(token)).json()).toEqual(DEFAULT_PREFERENCES);
  });
});

describe("the language of the customer's emails", () => {
  it("is set with the email choices, read back by GET, and only for this customer", async () => {
    const { token } = await registerCustomer(t.app);
    const neighbour = (await registerCustomer(t.app)).token;

    const malay = await write(token, { emailReminders: true, marketingEmails: false, language: "ms" });
    expect(malay.statusCode).toBe(200);
    expect(malay.json()).toEqual({ emailReminders: true, marketingEmails: false, language: "ms" });
    expect((await read(token)).json()).toEqual({
      emailReminders: true,
      marketingEmails: false,
      language: "ms",
    });
    expect((await read(neighbour)).json()).toEqual(DEFAULT_PREFERENCES);

    const chinese = await write(token, { emailReminders: false, marketingEmails: true, language: "zh" });
    expect(chinese.json()).toEqual({ emailReminders: false, marketingEmails: true, language: "zh" });
    expect((await read(token)).json()).toMatchObject({ language: "zh" });
  });

  it("stays as it is when a PUT leaves it out", async () => {
    const { token } = await registerCustomer(t.app);
    await write(token, { emailReminders: true, marketingEmails: false, language: "zh" });

    const response = await write(token, { emailReminders: false, marketingEmails: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ emailReminders: false, marketingEmails: false, language: "zh" });
    expect((await read(token)).json()).toEqual({
      emailReminders: false,
      marketingEmails: false,
      language: "zh",
    });
  });

  it.each([
    ['"fr"', "fr"],
    ['"EN"', "EN"],
    ['"zh-CN"', "zh-CN"],
    ["an empty string", ""],
    ["null", null],
    ["a number", 1],
  ])("must be en, ms or zh: %s is refused with 400 and changes nothing", async (_label, language) => {
    const { token } = await registerCustomer(t.app);
    const response = await write(token, { emailReminders: false, marketingEmails: true, language });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "Please choose English, Malay or Chinese",
      messageId: "languageInvalid",
      details: { language: "Please choose English, Malay or Chinese" },
    });
    expect((await read(token)).json()).toEqual(DEFAULT_PREFERENCES);
  });
});

describe("who may read and change preferences", () => {
  it("needs a customer token: none → 401, a clinic's → 403, a bad one → 401", async () => {
    const clinic = await loginDemoClinic(t.app, t.seeded);
    const valid = { emailReminders: false, marketingEmails: true };
    for (const token of [undefined, "not-a-jwt"]) {
      const get = await read(token);
      expect(get.statusCode).toBe(401);
      const put = await write(token, valid);
      expect(put.statusCode).toBe(401);
    }
    const get = await read(clinic);
    expect(get.statusCode).toBe(403);
    expect(get.json()).toMatchObject({ code: "FORBIDDEN" });
    expect((await write(clinic, valid)).statusCode).toBe(403);
  });

  it("stops working for a token after sign-out", async () => {
    const { token } = await registerCustomer(t.app);
    const logout = await injectAs(t.app, token)({ method: "POST", url: "/api/auth/logout" });
    expect(logout.statusCode).toBe(200);
    expect((await read(token)).statusCode).toBe(401);
    expect((await write(token, { emailReminders: false, marketingEmails: false })).statusCode).toBe(401);
  });
});
