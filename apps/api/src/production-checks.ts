import type { Config } from "./config";
import { sql } from "drizzle-orm";
import { queryRows, type Executor } from "./db/client";
import { DEMO_CLINIC_PASSWORD, DEMO_INVITE_CODE, DEMO_STAFF } from "./seed/seed";
import { verifyPassword } from "./lib/passwords";
import { HOW_TO_MAKE_A_SECRET, weakSecretReason } from "./lib/secret-strength";
import { listClinics } from "./modules/clinics/clinics.repository";
import { findStaffByEmail } from "./modules/admin/staff.repository";
import { findInviteByCode } from "./modules/invites/invites.repository";
import { inviteStatus } from "./modules/invites/invites.service";

/**
 * What a production start (NODE_ENV=production) must not run with, and what it runs with but says loudly.
 * Config parsing (types, ranges, required values) stays in config.ts; these are the rules about secrets and
 * data that only matter in production: a demo credential still working, a guessable JWT secret or metrics token
 * (lib/secret-strength.ts says what guessable means), a proxy setting that lets clients choose their own address.
 */
export interface ProductionCheckResult {
  /** Each a sentence saying what is wrong and how to fix it. Any one of them stops the start. */
  refusals: string[];
  /** Started anyway, but shown in the start banner and logged at warn. */
  warnings: string[];
}

/**
 * The configuration's own problems in production: refusals for weak secrets and TRUST_PROXY=true, warnings for
 * the rest.
 */
export function checkProductionConfig(config: Config): ProductionCheckResult {
  const refusals: string[] = [];
  const warnings: string[] = [];

  if (config.jwtSecret === undefined) {
    refusals.push("JWT_SECRET is not set: production needs its own secret to sign sign-in tokens.");
  } else {
    const reason = weakSecretReason(config.jwtSecret);
    if (reason) {
      refusals.push(
        `JWT_SECRET is too easy to guess: ${reason}. Anyone who guesses it can sign in as anyone. ` +
          HOW_TO_MAKE_A_SECRET,
      );
    }
  }
  const metricsReason = config.metricsToken === undefined ? undefined : weakSecretReason(config.metricsToken);
  if (metricsReason) {
    refusals.push(
      `METRICS_TOKEN is too easy to guess: ${metricsReason}. Anyone who guesses it can read the metrics. ` +
        HOW_TO_MAKE_A_SECRET,
    );
  }

  if (config.trustProxy === true) {
    refusals.push(
      "TRUST_PROXY=true believes every address in X-Forwarded-For, and a proxy that appends to the header " +
        "(HAProxy, nginx, a cloud load balancer) passes on whatever the client wrote there: each client could " +
        "name its own address and dodge every per-client limit and the hold caps. Give the hop count " +
        "(TRUST_PROXY=1 for one proxy in front, 2 for two) or the proxies' addresses (TRUST_PROXY=10.0.0.0/8).",
    );
  }

  if (config.checkout.provider === "stripe" && /^(sk|rk)_test_/.test(config.checkout.secretKey)) {
    warnings.push("STRIPE_SECRET_KEY is a test key (sk_test_): no real card is charged. Use the live key.");
  }
  if (config.checkout.provider === "sandbox") {
    warnings.push("Card payments use the sandbox (ALLOW_SANDBOX_PAYMENTS=true): no money moves.");
  }
  if (!config.smtpUrl) {
    warnings.push(
      `SMTP_URL is not set: no email leaves this machine (they are written to ${config.dataDir}/mail, ` +
        "password reset links withheld).",
    );
  }
  if (!config.phoneMessages.whatsapp) {
    warnings.push(
      "WhatsApp is not set up (WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN, WHATSAPP_APP_SECRET): " +
        "messages customers chose on WhatsApp go by SMS, or by email.",
    );
  }
  if (!config.phoneMessages.sms) {
    warnings.push(
      "SMS is not set up (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM): a WhatsApp message that fails " +
        "falls back to email.",
    );
  }
  if (config.publicUrl.startsWith("http://")) {
    warnings.push(
      `PUBLIC_URL is ${config.publicUrl}: links and sign-in cookies travel unencrypted. Serve it over https://.`,
    );
  }
  if (!config.databaseUrl) {
    warnings.push(
      `DATABASE_URL is not set: the embedded store in ${config.dataDir} serves one process only. ` +
        "Use PostgreSQL in production.",
    );
  }
  return { refusals, warnings };
}

/** Demo credentials that still work in the store: each a refusal naming the admin command that ends it. */
export async function checkProductionStore(db: Executor, now: Date): Promise<string[]> {
  const refusals: string[] = [];

  const invite = await findInviteByCode(db, DEMO_INVITE_CODE);
  if (invite && inviteStatus(invite, now) === "active") {
    refusals.push(
      `The demo invite code ${invite.code} still lets anyone register. ` +
        `Revoke it: npm run admin -- invite revoke ${invite.code}`,
    );
  }

  const clinics = await listClinics(db);
  const withDemoPassword = await Promise.all(
    clinics.map(async (clinic) =>
      clinic.passwordHash !== null && (await verifyPassword(clinic.passwordHash, DEMO_CLINIC_PASSWORD))
        ? clinic
        : undefined,
    ),
  );
  for (const clinic of withDemoPassword) {
    if (!clinic) continue;
    refusals.push(
      `The clinic ${clinic.username} still has the demo password, which is published. ` +
        `Set a new one: npm run admin -- clinic password --username ${clinic.username} --password <NEW PASSWORD>`,
    );
  }

  const demoStaff = await findStaffByEmail(db, DEMO_STAFF.email);
  if (
    demoStaff &&
    !demoStaff.disabledAt &&
    (await verifyPassword(demoStaff.passwordHash, DEMO_STAFF.password))
  ) {
    refusals.push(
      `The demo staff account ${demoStaff.email} still has the demo password, which is published. ` +
        `Disable it: npm run admin -- staff disable --email ${demoStaff.email}`,
    );
  }
  return refusals;
}

/**
 * A warning when the role the server serves with could empty the audit log or switch off its trigger: it owns
 * the tables (or may become their owner), or is a superuser. Decision 035: the owner migrates
 * (MIGRATION_DATABASE_URL), a role with data rights only serves (DATABASE_URL).
 */
export async function checkServingRole(db: Executor): Promise<string | undefined> {
  const [role] = await queryRows<{ name: string; superuser: boolean; owner: boolean }>(
    db,
    sql`select current_user as name,
          (select rolsuper from pg_roles where rolname = current_user) as superuser,
          exists (select 1 from pg_tables
                   where schemaname = 'public' and pg_has_role(current_user, tableowner, 'MEMBER')) as owner`,
  );
  if (!role || !(role.superuser || role.owner)) return undefined;
  return (
    `DATABASE_URL connects as ${role.name}, ${role.superuser ? "a superuser" : "the owner of the tables"}: ` +
    "a bug or an injected query could empty the audit log or switch off its trigger. Serve as a role with " +
    'data rights only and give the owner to MIGRATION_DATABASE_URL (DEPLOY.md, "Two database roles").'
  );
}

/** Every production check: the configuration's, then the store's. Nothing is checked outside production. */
export async function runProductionChecks(
  config: Config,
  db: Executor,
  now: Date,
): Promise<ProductionCheckResult> {
  if (!config.isProduction) return { refusals: [], warnings: [] };
  const { refusals, warnings } = checkProductionConfig(config);
  // The embedded store has one role, and its own warning above.
  const servingRole = config.databaseUrl ? await checkServingRole(db) : undefined;
  return {
    refusals: [...refusals, ...(await checkProductionStore(db, now))],
    warnings: servingRole ? [...warnings, servingRole] : warnings,
  };
}

export class ProductionCheckError extends Error {
  constructor(refusals: readonly string[]) {
    super(
      [
        "IV Drips refuses to start in production (NODE_ENV=production):",
        ...refusals.map((refusal) => `  - ${refusal}`),
        ...(refusals.some((refusal) => refusal.includes("npm run admin"))
          ? ["Run the admin commands with the same DATABASE_URL (or DATA_DIR) and NODE_ENV as the server."]
          : []),
      ].join("\n"),
    );
    this.name = "ProductionCheckError";
  }
}
