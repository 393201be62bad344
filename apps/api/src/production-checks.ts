import type { Config } from "./config";
import type { Executor } from "./db/client";
import { DEMO_CLINIC_PASSWORD, DEMO_INVITE_CODE, DEMO_STAFF } from "./seed/seed";
import { verifyPassword } from "./lib/passwords";
import { listClinics } from "./modules/clinics/clinics.repository";
import { findStaffByEmail } from "./modules/admin/staff.repository";
import { findInviteByCode } from "./modules/invites/invites.repository";
import { inviteStatus } from "./modules/invites/invites.service";

/**
 * What a production start (NODE_ENV=production) must not run with, and what it runs with but says loudly.
 * Config parsing (types, ranges, required values) stays in config.ts; these are the rules about secrets and
 * data that only matter in production: a demo credential still working, a guessable JWT secret.
 */
export interface ProductionCheckResult {
  /** Each a sentence saying what is wrong and how to fix it. Any one of them stops the start. */
  refusals: string[];
  /** Started anyway, but shown in the start banner and logged at warn. */
  warnings: string[];
}

/** Words that turn up in made-up or example secrets (compared without case or punctuation). */
const PLACEHOLDER_WORDS = [
  "secret",
  "password",
  "changeme",
  "changethis",
  "replaceme",
  "placeholder",
  "example",
  "default",
  "ivdrips",
];
export const MIN_JWT_SECRET_LENGTH = 32;
/**
 * Fewer different characters than this is a pattern, not a random secret. Low, because a genuine secret must
 * never be refused: a 32-character hex secret (openssl rand -hex 16) has fewer than 10 different characters
 * about once in 10,000 tries, fewer than 7 about twice in ten billion.
 */
export const MIN_JWT_SECRET_DISTINCT = 7;
const HOW_TO_MAKE_A_SECRET = "Generate one with: openssl rand -base64 48";

/** Why `secret` is too weak to sign production tokens (HS256), or undefined when it will do. */
export function weakJwtSecretReason(secret: string): string | undefined {
  if (secret.length < MIN_JWT_SECRET_LENGTH) return `it has fewer than ${MIN_JWT_SECRET_LENGTH} characters`;
  const letters = secret.toLowerCase().replace(/[^a-z0-9]/g, "");
  const word = PLACEHOLDER_WORDS.find((candidate) => letters.includes(candidate));
  if (word) return `it contains "${word}", as example and placeholder values do`;
  const counts = new Map<string, number>();
  for (const character of secret) counts.set(character, (counts.get(character) ?? 0) + 1);
  if (counts.size < MIN_JWT_SECRET_DISTINCT) {
    return `it uses only ${counts.size} different characters (a random one uses many more)`;
  }
  const [mostCommon, times] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ["", 0];
  if (times * 3 >= secret.length) return `"${mostCommon}" makes up a third of it`;
  for (let unit = 1; unit <= secret.length / 2; unit += 1) {
    if (secret.length % unit === 0 && secret.slice(0, unit).repeat(secret.length / unit) === secret) {
      return `it repeats the same ${unit} characters`;
    }
  }
  return undefined;
}

/** The configuration's own problems in production: a refusal for a weak JWT secret, warnings for the rest. */
export function checkProductionConfig(config: Config): ProductionCheckResult {
  const refusals: string[] = [];
  const warnings: string[] = [];

  if (config.jwtSecret === undefined) {
    refusals.push("JWT_SECRET is not set: production needs its own secret to sign sign-in tokens.");
  } else {
    const reason = weakJwtSecretReason(config.jwtSecret);
    if (reason) {
      refusals.push(
        `JWT_SECRET is too easy to guess: ${reason}. Anyone who guesses it can sign in as anyone. ` +
          HOW_TO_MAKE_A_SECRET,
      );
    }
  }

  if (config.checkout.provider === "stripe" && /^(sk|rk)_test_/.test(config.checkout.secretKey)) {
    warnings.push("STRIPE_SECRET_KEY is a test key (sk_test_): no real card is charged. Use the live key.");
  }
  if (config.checkout.provider === "sandbox") {
    warnings.push("Card payments use the sandbox (ALLOW_SANDBOX_PAYMENTS=true): no money moves.");
  }
  if (!config.smtpUrl) {
    warnings.push(
      `SMTP_URL is not set: no email leaves this machine (they are written to ${config.dataDir}/mail).`,
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

/** Every production check: the configuration's, then the store's. Nothing is checked outside production. */
export async function runProductionChecks(
  config: Config,
  db: Executor,
  now: Date,
): Promise<ProductionCheckResult> {
  if (!config.isProduction) return { refusals: [], warnings: [] };
  const { refusals, warnings } = checkProductionConfig(config);
  return { refusals: [...refusals, ...(await checkProductionStore(db, now))], warnings };
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
