import { clinicalSealerFor } from "./lib/clinical-keys";
import { buildApp } from "./app";
import { ConfigError, loadConfig, type Config } from "./config";
import { DatabaseMismatchError, databaseFailureLine, openDatabase, type DatabaseHandle } from "./db/client";
import { isConnectionFailure } from "./db/connection-failure";
import { databaseErrorOf } from "./db/transactions";
import { DataDirLockedError } from "./db/data-dir-lock";
import { DEMO_CLINIC_PASSWORD, SEED_CLINIC, seed } from "./seed/seed";
import { ProductionCheckError, runProductionChecks } from "./production-checks";
import { offsetClock, systemClock } from "./lib/clock";
import { loadOrCreateJwtSecret } from "./modules/auth/jwt-secret";
import { serializeError } from "./lib/error-serializer";
import { CLINICAL_RECORDS_INTERVAL_MS, OUTBOX_PURGE_INTERVAL_MS, startSweeper } from "./lib/sweeper";
import { createStripeProvider } from "./modules/payments/stripe-provider";
import { parseStripeWebhook } from "./modules/payments/stripe-webhook";
import { createMailTransport } from "./modules/notifications/mail-transport";
import { createOutboxDispatcher, outboxCredentialSealer } from "./modules/notifications/outbox-dispatcher";
import { createMessageDispatcher } from "./modules/phone-messages/message-dispatcher";
import { createPhoneChannels } from "./modules/phone-messages/phone-channels";
import { loadEnvFile } from "./lib/env-file";

/** A start that failed for a reason its message says in full. */
class StartError extends Error {}

function stripeCheckout(settings: { secretKey: string; webhookSecret: string }) {
  return {
    provider: createStripeProvider({ secretKey: settings.secretKey }),
    parseWebhook: (rawBody: Buffer, signature: string | undefined) =>
      parseStripeWebhook(rawBody, signature, settings.webhookSecret),
  };
}

/** A port that cannot be listened on, in one line: the usual mistakes of a start. */
function listenFailure(error: unknown, port: number): string | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === "EADDRINUSE")
    return `Port ${port} is already in use (PORT): stop what uses it or choose another.`;
  if (code === "EACCES")
    return `Port ${port} needs privileges this user does not have (PORT): choose one above 1023.`;
  if (code === "EADDRNOTAVAIL")
    return `HOST is not an address of this machine, so port ${port} cannot be opened.`;
  return undefined;
}

/** Backoff between start-up attempts while the database is away: short, so a process is ready soon after it. */
const START_RETRY_MS = { first: 500, max: 2000 };

/**
 * Migrations, seed and the production checks, tried again with backoff for as long as the database is away
 * (a process started before PostgreSQL, or during its restart, waits for it instead of exiting). Any other
 * failure (a broken migration, a refused production start) ends the start as before.
 */
async function prepareStore(
  database: DatabaseHandle,
  prepare: () => Promise<void>,
  options: { databaseUrl: string | undefined; warn: (details: object, message: string) => void },
  closing: () => boolean,
): Promise<boolean> {
  let delay = START_RETRY_MS.first;
  for (let attempt = 1; ; attempt += 1) {
    if (closing()) return false;
    try {
      await prepare();
      return true;
    } catch (error) {
      if (database.kind !== "postgres" || !options.databaseUrl) throw error;
      // A refused login or a database that does not exist will not mend by waiting: said in one line.
      const code = databaseErrorOf(error)?.code ?? "";
      if (code.startsWith("28") || code === "3D000") {
        throw new StartError(databaseFailureLine(options.databaseUrl, error));
      }
      if (!isConnectionFailure(error)) throw error;
      options.warn(
        { attempt, retryInMs: delay },
        `${databaseFailureLine(options.databaseUrl, error)}; not ready, trying again`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
    delay = Math.min(delay * 2, START_RETRY_MS.max);
  }
}

async function main(): Promise<void> {
  loadEnvFile();
  const config = loadConfig();
  // Nothing is asked of PostgreSQL yet: the process listens first and prepares the store once it answers.
  const database = await openDatabase(config);
  const testClock = config.testClockControl ? offsetClock() : undefined;
  const clock = testClock ?? systemClock;
  const demo = !config.isProduction;

  const jwtSecret = config.jwtSecret ?? loadOrCreateJwtSecret(config.dataDir);
  const app = await buildApp({
    database,
    starting: true,
    jwtSecret,
    clinicalSealer: clinicalSealerFor(config),
    redisUrl: config.redisUrl,
    trustProxy: config.trustProxy,
    webDistDir: config.webDistDir,
    webSsrDir: config.webSsrDir,
    logger: {
      level: config.logLevel,
      redact: ["req.headers.authorization", "req.headers.cookie", "*.password"],
      // JSON lines in production (one object per line, reqId on each request's); readable ones in development.
      ...(config.logPretty
        ? {
            transport: {
              target: "pino-pretty",
              options: { translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname", singleLine: true },
            },
          }
        : {}),
    },
    metricsToken: config.metricsToken,
    settings: config,
    ...(testClock ? { testClock } : {}),
    // The seed makes the demo clinic with these outside production (seed.ts).
    ...(demo ? { demoClinic: { username: SEED_CLINIC.username, password: DEMO_CLINIC_PASSWORD } } : {}),
    // Called only while serving, by which time the dispatcher (which logs through the app) exists.
    onEmailQueued: () => {
      dispatcher.nudge();
      messageDispatcher.nudge();
    },
    ...(config.checkout.provider === "stripe" ? { checkout: stripeCheckout(config.checkout) } : {}),
  });

  const leaseMs = config.outboxLeaseSeconds * 1000;
  const transport = createMailTransport({
    smtpUrl: config.smtpUrl,
    dataDir: config.dataDir,
    from: config.mailFrom,
    log: app.log,
    // A stalled SMTP server is given up on well within the lease, so no other process sends it meanwhile.
    timeoutMs: Math.min(60_000, leaseMs / 2),
  });
  const dispatcher = createOutboxDispatcher({
    db: database.db,
    transport,
    clock,
    log: app.log,
    credentials: outboxCredentialSealer(jwtSecret),
    // Production's mail files reach nobody: a reset link written there could only be read by an intruder.
    withholdCredentials: config.nodeEnv === "production" && !config.smtpUrl,
    leaseMs,
    retentionMs: config.outboxRetentionDays * 24 * 60 * 60_000,
  });

  const messageDispatcher = createMessageDispatcher({
    db: database.db,
    channels: createPhoneChannels({
      settings: config.phoneMessages,
      production: config.nodeEnv === "production",
      dataDir: config.dataDir,
      clock,
      timeoutMs: Math.min(30_000, leaseMs / 2),
    }),
    clock,
    log: app.log,
    credentials: outboxCredentialSealer(jwtSecret),
    // An SMS queued, or an email released, by a failure goes out now.
    onFallback: (queued) => (queued === "email" ? dispatcher.nudge() : messageDispatcher.nudge()),
    leaseMs,
    retentionMs: config.outboxRetentionDays * 24 * 60 * 60_000,
  });

  const sweepers: { stop(): Promise<void> }[] = [];
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, "shutting down");
    // First out of the proxy's rotation (503 on /api/ready, connections closed after each answer) while still
    // serving; then stop accepting and finish the requests in flight (app.close()).
    app.readiness.drain();
    const forced = setTimeout(() => process.exit(1), config.shutdownDrainMs + 10_000).unref();
    void new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs))
      .then(() => app.close())
      .then(() => Promise.all(sweepers.map((sweeper) => sweeper.stop())))
      .then(() => Promise.all([dispatcher.stop(), messageDispatcher.stop()]))
      .then(() => transport.close())
      .then(() => database.close())
      .then(() => {
        clearTimeout(forced);
        process.exit(0);
      });
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  // Listening before the store is prepared: /api/health answers and /api/ready says 503 until it is.
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const message = listenFailure(error, config.port);
    if (message === undefined) throw error;
    await app.close();
    await database.close();
    throw new StartError(message);
  }

  let seeded: Awaited<ReturnType<typeof seed>> | undefined;
  let checks: Awaited<ReturnType<typeof runProductionChecks>> = { refusals: [], warnings: [] };
  const prepared = await prepareStore(
    database,
    async () => {
      await database.migrate();
      seeded = await seed(database.db, { demo });
      // Production refuses demo credentials still at work and a guessable JWT secret, before it serves.
      checks = await runProductionChecks(config, database.db, clock());
    },
    { databaseUrl: config.databaseUrl, warn: (details, message) => app.log.warn(details, message) },
    () => closing,
  );
  if (!prepared) return;
  if (checks.refusals.length > 0) {
    closing = true;
    await app.close();
    await database.close();
    throw new ProductionCheckError(checks.refusals);
  }

  for (const warning of checks.warnings) app.log.warn({ productionCheck: true }, warning);
  // SWEEPS_ENABLED=false (a restore drill): nothing expires, is refunded, reminded or purged by this process.
  if (config.sweepsEnabled) {
    sweepers.push(
      startSweeper("bookings", () => app.bookings.sweep(), app.log, undefined, app.sweeps),
      startSweeper("payments", () => app.payments.sweep(), app.log, undefined, app.sweeps),
      startSweeper(
        "clinical",
        () => app.clinical.settle(config.clinicalRecordRetentionYears),
        app.log,
        CLINICAL_RECORDS_INTERVAL_MS,
        app.sweeps,
      ),
      startSweeper(
        "outbox",
        async () => ({
          purged: await dispatcher.purgeFinished(),
          purgedMessages: await messageDispatcher.purgeFinished(),
        }),
        app.log,
        OUTBOX_PURGE_INTERVAL_MS,
        app.sweeps,
      ),
    );
  }
  // OUTBOX_ENABLED=false (a restore drill): emails stay queued, none is sent by this process.
  if (config.outboxEnabled) {
    dispatcher.start();
    messageDispatcher.start();
  }
  app.readiness.started();

  const lines = [
    "",
    `  IV Drips is running at ${config.publicUrl}`,
    `  API docs: ${config.publicUrl}/api/docs`,
    `  Database: ${database.kind === "pglite" ? `embedded PostgreSQL in ${config.dataDir}` : `PostgreSQL (DATABASE_URL${config.migrationDatabaseUrl ? "; migrations as MIGRATION_DATABASE_URL" : ""})`}`,
    `  Card payments: ${config.checkout.provider === "stripe" ? "Stripe Checkout" : "sandbox (no money moves)"}`,
    `  Messages to phones: ${phoneChannelsLine(config)}`,
    `  Metrics: ${config.metricsToken ? `${config.publicUrl}/metrics (bearer METRICS_TOKEN)` : "off (set METRICS_TOKEN)"}`,
    `  Crypto payments: ${config.crypto.receiverAddress ? `USDT/USDC on Base to ${config.crypto.receiverAddress}` : "off (set CRYPTO_RECEIVER_ADDRESS)"}`,
  ];
  if (!config.sweepsEnabled)
    lines.push("  Sweeps: off (SWEEPS_ENABLED=false): no hold expires, no refund is sent");
  if (!config.outboxEnabled)
    lines.push("  Email: off (OUTBOX_ENABLED=false): emails are queued, none is sent");
  if (seeded?.demo) {
    lines.push(
      `  Demo invite code: ${seeded.demo.inviteCode}`,
      `  Demo clinic: username ${seeded.demo.clinicUsername} password ${seeded.demo.clinicPassword}`,
      `  Demo staff (${config.publicUrl}/admin): email ${seeded.demo.staffEmail} password ${seeded.demo.staffPassword}`,
    );
  }
  if (checks.warnings.length > 0) {
    lines.push("", "  !!! PRODUCTION WARNINGS !!!", ...checks.warnings.map((warning) => `  !!! ${warning}`));
  }
  console.log(`${lines.join("\n")}\n`);
}

/** "WhatsApp Cloud API, SMS by Twilio", or where the files go when a channel has no credentials. */
function phoneChannelsLine(config: Config): string {
  const production = config.nodeEnv === "production";
  const kept = production ? "not set up" : `files in ${config.dataDir}/messages`;
  const whatsapp = config.phoneMessages.whatsapp ? "WhatsApp Cloud API" : `WhatsApp ${kept}`;
  const sms = config.phoneMessages.sms ? "SMS by Twilio" : `SMS ${kept}`;
  return `${whatsapp}; ${sms}`;
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof ProductionCheckError ||
    error instanceof DatabaseMismatchError ||
    error instanceof StartError
  ) {
    console.error(error.message);
  } else {
    // A failed migration or seed is a query error: said without the values it was given.
    const { stack, cause } = serializeError(error);
    console.error("IV Drips could not start:", stack, cause ? `\nCaused by: ${cause.message}` : "");
  }
  process.exit(1);
});
