import { COMING_SOON_COUNTRIES } from "@ivdrips/contract/countries";
import { count, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appUnderTest } from "../../../test/app-under-test";
import { freshClientAddress, uniqueEmail } from "../../../test/test-app";
import { outboxEmails, waitlistEntries } from "../../db/schema";

/** POST /api/waitlist: Notify Me for a coming-soon country, one row per address and country. */

const t = appUnderTest();

function join(payload: unknown, options: { client?: string; language?: string } = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/waitlist",
    payload: payload as Record<string, unknown>,
    remoteAddress: options.client ?? freshClientAddress(),
    headers: options.language === undefined ? {} : { "accept-language": options.language },
  });
}

const entriesFor = (email: string) =>
  t.database.db
    .select()
    .from(waitlistEntries)
    .where(sql`lower(${waitlistEntries.email}) = ${email.toLowerCase()}`)
    .orderBy(waitlistEntries.createdAt);

async function totals() {
  const [entries] = await t.database.db.select({ n: count() }).from(waitlistEntries);
  const [emails] = await t.database.db.select({ n: count() }).from(outboxEmails);
  return { entries: entries?.n, emails: emails?.n };
}

describe("POST /api/waitlist", () => {
  it("lists the address for the country with the visitor's language, and sends no email", async () => {
    const before = await totals();
    const email = uniqueEmail("notify");
    const response = await join({ email, country: "France" }, { language: "ms" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: "Thank you. We will email you when IV Drips arrives in your country.",
      messageId: "waitlistJoined",
    });
    const rows = await entriesFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email, country: "France", language: "ms" });
    expect(await totals()).toEqual({ entries: (before.entries ?? 0) + 1, emails: before.emails });
  });

  it("accepts every coming-soon country", async () => {
    const email = uniqueEmail("everywhere");
    for (const country of COMING_SOON_COUNTRIES)
      expect((await join({ email, country })).statusCode).toBe(200);
    expect((await entriesFor(email)).map((row) => row.country)).toEqual([...COMING_SOON_COUNTRIES]);
  });

  it("keeps one row for the same address in another case, answering exactly as the first time", async () => {
    const email = uniqueEmail("twice");
    const first = await join({ email, country: "Monaco" }, { language: "zh" });
    const again = await join({ email: `  ${email.toUpperCase()}  `, country: "Monaco" }, { language: "en" });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    const rows = await entriesFor(email);
    expect(rows).toHaveLength(1);
    // The first visit's row stands, stored lower-cased.
    expect(rows[0]).toMatchObject({ email: email.toLowerCase(), country: "Monaco", language: "zh" });
  });

  it("adds a second row for the same address and another country", async () => {
    const email = uniqueEmail("two-countries");
    expect((await join({ email, country: "UAE" })).statusCode).toBe(200);
    expect((await join({ email: email.toUpperCase(), country: "St. Barts" })).statusCode).toBe(200);
    expect((await entriesFor(email)).map((row) => row.country).sort()).toEqual(["St. Barts", "UAE"]);
  });

  it("keeps one row when the same address joins twice at once", async () => {
    const email = uniqueEmail("race");
    const responses = await Promise.all([
      join({ email, country: "France" }),
      join({ email: email.toUpperCase(), country: "France" }),
      join({ email, country: "France" }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(await entriesFor(email)).toHaveLength(1);
  });

  it.each([
    ["email", undefined, "Please enter your email address"],
    ["email", 42, "Please enter your email address"],
    ["email", "   ", "Please enter your email address"],
    ["email", "nobody@", "Please enter a valid email address"],
    ["email", `${"x".repeat(250)}@example.com`, "Please enter a valid email address"],
    ["country", undefined, "Please choose a country that is coming soon"],
    ["country", "Malaysia", "Please choose a country that is coming soon"],
    ["country", "france", "Please choose a country that is coming soon"],
    ["country", "x".repeat(1000), "Please choose a country that is coming soon"],
    ["country", ["France"], "Please choose a country that is coming soon"],
    ["website", 7, "Leave this field empty"],
    ["website", "x".repeat(501), "Leave this field empty"],
  ])("%s = %j: 400 with the field's message, nothing stored", async (field, value, message) => {
    const before = await totals();
    const response = await join({ email: uniqueEmail(), country: "France", [field]: value });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; details: Record<string, string> }>();
    expect(body).toMatchObject({ code: "VALIDATION_ERROR", statusCode: 400 });
    expect(body.details[field]).toBe(message);
    expect(await totals()).toEqual(before);
  });

  it("refuses a body over 16 kB with 413", async () => {
    const response = await join({ email: uniqueEmail(), country: "France", padding: "x".repeat(17 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
  });

  it("answers a filled-in honeypot exactly as a success, storing nothing", async () => {
    const email = uniqueEmail("bot");
    const real = await join({ email: uniqueEmail(), country: "UAE" });
    const bot = await join({ email, country: "UAE", website: "https://spam.example" });
    expect(bot.statusCode).toBe(real.statusCode);
    expect(bot.body).toBe(real.body);
    expect(await entriesFor(email)).toHaveLength(0);
  });

  it("takes 5 requests per client per 15 minutes, then 429; another client still gets through", async () => {
    const client = freshClientAddress();
    for (let n = 0; n < 5; n += 1) {
      expect((await join({ email: uniqueEmail(), country: "France" }, { client })).statusCode).toBe(200);
    }
    const email = uniqueEmail("limited");
    const limited = await join({ email, country: "France" }, { client });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: "Too many submissions. Please try again in 15 minutes.",
      messageId: "tooManySubmissions",
      statusCode: 429,
      code: "RATE_LIMITED",
    });
    expect(await entriesFor(email)).toHaveLength(0);
    expect((await join({ email, country: "France" }, { client: freshClientAddress() })).statusCode).toBe(200);
  });
});
