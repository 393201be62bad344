import type { Language } from "@ivdrips/contract/languages";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appUnderTest } from "../../../test/app-under-test";
import { VALID_PASSWORD, freshClientAddress, injectAs, uniqueEmail } from "../../../test/test-app";
import { users } from "../../db/schema";
import { registrationLanguage, signInLanguage } from "./request-language";

/**
 * The language of a customer's emails comes from the `Accept-Language` header the web app sends: stored at
 * registration, and changed at sign-in to the language the customer reads the site in now.
 */

const t = appUnderTest();

const withLanguage = (acceptLanguage: string | undefined) =>
  acceptLanguage === undefined ? {} : { "accept-language": acceptLanguage };

async function register(acceptLanguage: string | undefined, email = uniqueEmail()) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    remoteAddress: freshClientAddress(),
    headers: withLanguage(acceptLanguage),
    payload: { email, fullName: "Nurul Huda", password: VALID_PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { email, token: (response.json() as { token: string }).token };
}

const login = (email: string, acceptLanguage: string | undefined, password = VALID_PASSWORD) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress: freshClientAddress(),
    headers: withLanguage(acceptLanguage),
    payload: { email, password },
  });

async function storedLanguage(email: string): Promise<string | undefined> {
  const [row] = await t.database.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.email, email));
  return row?.language;
}

describe("POST /api/auth/register stores the language of Accept-Language", () => {
  it.each<[string | undefined, Language]>([
    ["ms", "ms"],
    ["zh", "zh"],
    ["en", "en"],
    ["zh-CN,zh;q=0.9,en;q=0.8", "zh"],
    ["fr-FR,ms;q=0.5", "ms"],
    ["fr-FR,de;q=0.9", "en"],
    ["*", "en"],
    [undefined, "en"],
  ])("%s → %s, which GET /api/users/preferences reads back", async (header, expected) => {
    const { email, token } = await register(header);
    expect(await storedLanguage(email)).toBe(expected);
    const preferences = await injectAs(t.app, token)({ method: "GET", url: "/api/users/preferences" });
    expect(preferences.json()).toMatchObject({ language: expected });
  });
});

describe("POST /api/auth/login updates the language when the header names one of ours", () => {
  it("switches to the language the customer signs in with, again and again", async () => {
    const { email } = await register("en");
    expect((await login(email, "ms")).statusCode).toBe(200);
    expect(await storedLanguage(email)).toBe("ms");
    expect((await login(email, "zh-CN,zh;q=0.9")).statusCode).toBe(200);
    expect(await storedLanguage(email)).toBe("zh");
    expect((await login(email, "en-GB")).statusCode).toBe(200);
    expect(await storedLanguage(email)).toBe("en");
  });

  it.each([["fr"], ["*"], [""], [undefined]])(
    "keeps the stored language for a header naming none of ours (%s)",
    async (header) => {
      const { email } = await register("zh");
      const response = await login(email, header);
      expect(response.statusCode).toBe(200);
      expect(await storedLanguage(email)).toBe("zh");
    },
  );

  it("changes nothing when the password is wrong", async () => {
    const { email } = await register("ms");
    expect((await login(email, "zh", "Wrong-password1")).statusCode).toBe(401);
    expect(await storedLanguage(email)).toBe("ms");
  });
});

describe("reading Accept-Language", () => {
  it.each<[string | undefined, Language | undefined]>([
    ["ms", "ms"],
    ["ms-MY", "ms"],
    ["en", "en"],
    ["en-US,en;q=0.9", "en"],
    ["fr;q=1, en;q=0.2", "en"],
    ["zh-TW", "zh"],
    ["en;q=0, ms;q=0.5", "ms"],
    ["en;q=0", undefined],
    ["en;q=0.0, fr", undefined],
    ["fr", undefined],
    ["*", undefined],
    ["", undefined],
    [undefined, undefined],
  ])("at sign-in %s → %s", (header, expected) => {
    expect(signInLanguage(header)).toBe(expected);
  });

  it("at registration falls back to English", () => {
    expect(registrationLanguage(undefined)).toBe("en");
    expect(registrationLanguage("fr")).toBe("en");
    expect(registrationLanguage("zh-Hans-CN")).toBe("zh");
  });
});
