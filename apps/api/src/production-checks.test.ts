import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { loadConfig } from "./config";
import { clinics, inviteCodes, staff } from "./db/schema";
import { DEMO_CLINIC_PASSWORD, DEMO_INVITE_CODE, DEMO_STAFF, SEED_CLINIC, seed } from "./seed/seed";
import { hashPassword } from "./lib/passwords";
import { revokeInvite } from "./modules/invites/invites.repository";
import {
  checkProductionConfig,
  runProductionChecks,
  weakJwtSecretReason,
  ProductionCheckError,
} from "./production-checks";

const NOW = new Date("2026-06-01T09:00:00+08:00");
const STRONG_SECRET = "q7Vt2mXc9LpR4sWn8ZbK3hYd6GfJ1uAe0TxQ5oNi";
/** A production start as the README describes it: PostgreSQL, SMTP, https, Stripe live keys. */
const PRODUCTION_ENV = {
  NODE_ENV: "production",
  JWT_SECRET: STRONG_SECRET,
  DATABASE_URL: "postgres://ivdrips@127.0.0.1:5432/ivdrips",
  SMTP_URL: "smtp://mail.example.com:587",
  PUBLIC_URL: "https://ivdrips.my",
  STRIPE_SECRET_KEY: "sk_live_abc123",
  STRIPE_WEBHOOK_SECRET: "whsec_xyz",
};

describe("the JWT secret production signs with", () => {
  it("accepts random secrets of every usual shape", () => {
    expect(weakJwtSecretReason(STRONG_SECRET)).toBeUndefined();
    for (let i = 0; i < 50; i += 1) {
      expect(weakJwtSecretReason(randomBytes(48).toString("base64"))).toBeUndefined();
      expect(weakJwtSecretReason(randomBytes(32).toString("base64url"))).toBeUndefined();
      // openssl rand -hex 16 and -hex 32: only 16 different characters at most.
      expect(weakJwtSecretReason(randomBytes(16).toString("hex"))).toBeUndefined();
      expect(weakJwtSecretReason(randomBytes(32).toString("hex"))).toBeUndefined();
    }
  });

  it.each([
    ["short", "Xk3-9vQ2", "fewer than 32 characters"],
    ["one character repeated", "a".repeat(40), "different characters"],
    ["a short pattern repeated", "ab12cd34ef".repeat(4), "repeats the same 10 characters"],
    ["mostly one character", `${"x".repeat(14)}q7Vt2mXc9LpR4sWn8ZbK3hYd6`, '"x" makes up a third'],
    ["six different characters", "kkkQ4RRQQz4zkzR49R9RzQz9zQkkQ9Q9", "only 6 different characters"],
    ["a placeholder", "change-me-to-a-long-random-value-please", '"changeme"'],
    ["the word secret", "my-long-jwt-secret-for-production-2026", '"secret"'],
    ["an example value", "Example_JWT_value_0123456789_abcdefghij", '"example"'],
  ])("refuses %s", (_what, secret, reason) => {
    expect(weakJwtSecretReason(secret)).toContain(reason);
  });

  it("is refused in production with the reason and how to make a good one; config refuses one too short", () => {
    const weak = checkProductionConfig(loadConfig({ ...PRODUCTION_ENV, JWT_SECRET: "z".repeat(48) }));
    expect(weak.refusals).toEqual([expect.stringContaining("JWT_SECRET is too easy to guess")]);
    expect(weak.refusals[0]).toContain("openssl rand -base64 48");
    expect(() => loadConfig({ ...PRODUCTION_ENV, JWT_SECRET: "Xk3-9vQ2" })).toThrow(
      "JWT_SECRET: must be at least 32 characters",
    );
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
