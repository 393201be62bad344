import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { loadConfig } from "./config";
import { clinics, inviteCodes, staff } from "./db/schema";
import { DEMO_CLINIC_PASSWORD, DEMO_INVITE_CODE, DEMO_STAFF, SEED_CLINIC, seed } from "./seed/seed";
import { hashPassword } from "./lib/passwords";
import { revokeInvite } from "./modules/invites/invites.repository";
import { checkProductionConfig, runProductionChecks, ProductionCheckError } from "./production-checks";

const NOW = new Date("2026-06-01T09:00:00+08:00");
const STRONG_SECRET = "q7Vt2mXc9LpR4sWn8ZbK3hYd6GfJ1uAe0TxQ5oNi";
/** A production start as the README describes it: PostgreSQL, SMTP, https, Stripe live keys, WhatsApp, SMS. */
const PRODUCTION_ENV = {
  WHATSAPP_PHONE_NUMBER_ID: "109876543210",
  WHATSAPP_ACCESS_TOKEN: "EAAG-access-token",
  WHATSAPP_APP_SECRET: "0123456789abcdef0123456789abcdef",
  WHATSAPP_VERIFY_TOKEN: "a-verify-token-of-our-own-choosing",
  TWILIO_ACCOUNT_SID: `AC${"0123456789abcdef".repeat(2)}`,
  TWILIO_AUTH_TOKEN: "twilio-auth-token",
  TWILIO_FROM: "+60300000000",
  NODE_ENV: "production",
  JWT_SECRET: STRONG_SECRET,
  CLINICAL_DATA_KEY: Buffer.alloc(32, 7).toString("base64"),
  DATABASE_URL: "postgres://ivdrips@127.0.0.1:5432/ivdrips",
  SMTP_URL: "smtp://mail.example.com:587",
  PUBLIC_URL: "https://ivdrips.my",
  STRIPE_SECRET_KEY: "sk_live_abc123",
  STRIPE_WEBHOOK_SECRET: "whsec_xyz",
};

/** One of each kind of guessable secret lib/secret-strength.ts refuses (its own test has them all). */
const WEAK_SECRETS = [
  ["one character repeated", "z".repeat(48), "only 1 different characters"],
  ["a sequence", "abcdefghijklmnopqrstuvwxyz0123456789ABCDEF", "runs through sequences"],
  ["a repeated pattern", `${"Xk3-9vQ2mP".repeat(3)}Xk3-9v`, "repeats parts of itself"],
  ["a phrase of words", "Correct-Horse-Battery-Staple-Orange-River-Mountain-Sunset", "reads like words"],
  ["a placeholder", "change-me-to-a-long-random-value-please", '"changeme"'],
] as const;

describe("the secrets production runs with", () => {
  it("accepts what openssl rand -base64 48 makes, for both", () => {
    const config = loadConfig({
      ...PRODUCTION_ENV,
      JWT_SECRET: randomBytes(48).toString("base64"),
      METRICS_TOKEN: randomBytes(48).toString("base64"),
    });
    expect(checkProductionConfig(config).refusals).toEqual([]);
  });

  it.each(WEAK_SECRETS)(
    "refuses %s as JWT_SECRET and as METRICS_TOKEN, saying how to make a good one",
    (_what, weak, reason) => {
      const { refusals } = checkProductionConfig(
        loadConfig({ ...PRODUCTION_ENV, JWT_SECRET: weak, METRICS_TOKEN: weak }),
      );
      expect(refusals).toEqual([
        expect.stringContaining(`JWT_SECRET is too easy to guess: it `),
        expect.stringContaining(`METRICS_TOKEN is too easy to guess: it `),
      ]);
      for (const refusal of refusals) {
        expect(refusal).toContain(reason);
        expect(refusal).toContain("Generate one with: openssl rand -base64 48");
      }
    },
  );

  it("refuses a short one: config for JWT_SECRET, the production check for METRICS_TOKEN", () => {
    expect(() => loadConfig({ ...PRODUCTION_ENV, JWT_SECRET: "Xk3-9vQ2" })).toThrow(
      "JWT_SECRET: must be at least 32 characters",
    );
    const { refusals } = checkProductionConfig(
      loadConfig({ ...PRODUCTION_ENV, METRICS_TOKEN: "Xk3-9vQ2mP7rT4wZ" }),
    );
    expect(refusals).toEqual([
      expect.stringContaining("METRICS_TOKEN is too easy to guess: it has fewer than 32"),
    ]);
  });
});

describe("TRUST_PROXY in production", () => {
  it("refuses true, saying to give the hop count or the proxies' addresses", () => {
    const { refusals, warnings } = checkProductionConfig(
      loadConfig({ ...PRODUCTION_ENV, TRUST_PROXY: "true" }),
    );
    expect(refusals).toEqual([expect.stringContaining("TRUST_PROXY=true believes every address")]);
    expect(refusals[0]).toContain("Give the hop count (TRUST_PROXY=1");
    expect(refusals[0]).toContain("or the proxies' addresses (TRUST_PROXY=10.0.0.0/8)");
    expect(warnings).toEqual([]);
    expect(new ProductionCheckError(refusals).message).toContain("TRUST_PROXY=true");
  });

  it("accepts a hop count, the proxies' addresses, or none", () => {
    for (const trustProxy of ["1", "2", "10.0.0.0/8, 127.0.0.1", "false", ""]) {
      expect(
        checkProductionConfig(loadConfig({ ...PRODUCTION_ENV, TRUST_PROXY: trustProxy })).refusals,
      ).toEqual([]);
    }
  });
});

describe("production warnings", () => {
  it("has none for a production set-up as the README describes it", () => {
    expect(checkProductionConfig(loadConfig(PRODUCTION_ENV))).toEqual({ refusals: [], warnings: [] });
  });

  it("warns about a Stripe test key, no SMTP, an http:// address and the embedded store", () => {
    const { refusals, warnings } = checkProductionConfig(
      loadConfig({
        ...PRODUCTION_ENV,
        STRIPE_SECRET_KEY: "sk_test_abc123",
        SMTP_URL: "",
        PUBLIC_URL: "http://ivdrips.my",
        DATABASE_URL: "",
      }),
    );
    expect(refusals).toEqual([]);
    expect(warnings).toEqual([
      expect.stringContaining("STRIPE_SECRET_KEY is a test key (sk_test_)"),
      expect.stringContaining("SMTP_URL is not set"),
      expect.stringContaining("PUBLIC_URL is http://ivdrips.my"),
      expect.stringContaining("DATABASE_URL is not set: the embedded store"),
    ]);
  });

  it("warns when WhatsApp or SMS is not set up, saying where their messages go instead", () => {
    const {
      WHATSAPP_PHONE_NUMBER_ID: _id,
      WHATSAPP_ACCESS_TOKEN: _token,
      WHATSAPP_APP_SECRET: _secret,
      TWILIO_ACCOUNT_SID: _sid,
      TWILIO_AUTH_TOKEN: _auth,
      TWILIO_FROM: _from,
      ...withoutPhones
    } = PRODUCTION_ENV;
    expect(checkProductionConfig(loadConfig(withoutPhones)).warnings).toEqual([
      expect.stringContaining("WhatsApp is not set up (WHATSAPP_PHONE_NUMBER_ID"),
      expect.stringContaining("SMS is not set up (TWILIO_ACCOUNT_SID"),
    ]);
    expect(() => loadConfig({ ...PRODUCTION_ENV, WHATSAPP_APP_SECRET: "" })).toThrow(/go together/);
  });

  it("warns about the sandbox checkout a demo may allow", () => {
    const { STRIPE_SECRET_KEY: _key, STRIPE_WEBHOOK_SECRET: _webhook, ...withoutStripe } = PRODUCTION_ENV;
    const { warnings } = checkProductionConfig(
      loadConfig({ ...withoutStripe, ALLOW_SANDBOX_PAYMENTS: "true" }),
    );
    expect(warnings).toEqual([expect.stringContaining("sandbox")]);
  });
});

describe("demo credentials in a production store", () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });
  const production = loadConfig(PRODUCTION_ENV);
  const refusalsOf = async (db: TestDatabase["db"]) =>
    (await runProductionChecks(production, db, NOW)).refusals;

  it("refuses a store seeded in development, saying how to revoke the code and change the password", async () => {
    database = await createTestDatabase();
    await seed(database.db, { demo: true });
    // Switching to production seeds nothing more and takes nothing away.
    await seed(database.db, { demo: false });

    const refusals = await refusalsOf(database.db);
    expect(refusals).toEqual([
      expect.stringContaining(`Revoke it: npm run admin -- invite revoke ${DEMO_INVITE_CODE}`),
      expect.stringContaining(
        `Set a new one: npm run admin -- clinic password --username ${SEED_CLINIC.username} --password <NEW PASSWORD>`,
      ),
      expect.stringContaining(`Disable it: npm run admin -- staff disable --email ${DEMO_STAFF.email}`),
    ]);
    expect(new ProductionCheckError(refusals).message).toContain(
      "IV Drips refuses to start in production (NODE_ENV=production):",
    );
    // Nothing is checked outside production.
    expect((await runProductionChecks(loadConfig({}), database.db, NOW)).refusals).toEqual([]);

    await revokeInvite(database.db, DEMO_INVITE_CODE, NOW);
    expect(await refusalsOf(database.db)).toEqual([
      expect.stringContaining("still has the demo password"),
      expect.stringContaining(`The demo staff account ${DEMO_STAFF.email} still has the demo password`),
    ]);
    await database.db
      .update(clinics)
      .set({ passwordHash: await hashPassword("A-new-Clinic-Pass-2026") })
      .where(eq(clinics.username, SEED_CLINIC.username));
    await database.db.update(staff).set({ disabledAt: NOW }).where(eq(staff.email, DEMO_STAFF.email));
    expect(await refusalsOf(database.db)).toEqual([]);
  });

  it("accepts a demo code that expired or was used up, and any clinic or staff not on the demo password", async () => {
    database = await createTestDatabase();
    await seed(database.db, { demo: true });
    await database.db
      .update(staff)
      .set({ passwordHash: await hashPassword("A-new-Staff-Pass-2026") })
      .where(eq(staff.email, DEMO_STAFF.email));
    await database.db
      .update(clinics)
      .set({ passwordHash: await hashPassword("A-new-Clinic-Pass-2026") })
      .where(eq(clinics.username, SEED_CLINIC.username));
    await database.db.insert(clinics).values({
      name: "Second clinic",
      username: "second-clinic",
      passwordHash: await hashPassword(DEMO_CLINIC_PASSWORD),
    });
    expect(await refusalsOf(database.db)).toEqual([
      expect.stringContaining("still lets anyone register"),
      expect.stringContaining("--username second-clinic"),
    ]);
    await database.db
      .update(clinics)
      .set({ passwordHash: await hashPassword("Another-Pass-2026") })
      .where(eq(clinics.username, "second-clinic"));

    await database.db
      .update(inviteCodes)
      .set({ expiresAt: new Date(NOW.getTime() - 1) })
      .where(eq(inviteCodes.code, DEMO_INVITE_CODE));
    expect(await refusalsOf(database.db)).toEqual([]);
    await database.db
      .update(inviteCodes)
      .set({ expiresAt: null, maxUses: 3, uses: 3 })
      .where(eq(inviteCodes.code, DEMO_INVITE_CODE));
    expect(await refusalsOf(database.db)).toEqual([]);
    await database.db.update(inviteCodes).set({ uses: 2 }).where(eq(inviteCodes.code, DEMO_INVITE_CODE));
    expect(await refusalsOf(database.db)).toEqual([expect.stringContaining("invite revoke")]);
  });

  it("accepts a store seeded only in production: no demo code, a clinic without a password", async () => {
    database = await createTestDatabase();
    await seed(database.db, { demo: false });
    expect(await refusalsOf(database.db)).toEqual([]);
  });
});
