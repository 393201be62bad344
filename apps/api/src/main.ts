import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { DatabaseUnreachableError, openDatabase } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";
import { seed } from "./seed/seed";
import { ProductionCheckError, runProductionChecks } from "./production-checks";
import { offsetClock, systemClock } from "./lib/clock";
import { loadOrCreateJwtSecret } from "./modules/auth/jwt-secret";
import { startSweeper } from "./lib/sweeper";
import { createStripeProvider } from "./modules/payments/stripe-provider";
import { parseStripeWebhook } from "./modules/payments/stripe-webhook";
import { createMailTransport } from "./modules/notifications/mail-transport";
import { createOutboxDispatcher } from "./modules/notifications/outbox-dispatcher";
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

async function main(): Promise<void> {
  loadEnvFile();
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const seeded = await seed(database.db, { demo: !config.isProduction });
  const testClock = config.testClockControl ? offsetClock() : undefined;
  const clock = testClock ?? systemClock;
  // Production refuses demo credentials still at work and a guessable JWT secret, before it listens.
  const checks = await runProductionChecks(config, database.db, clock());
  if (checks.refusals.length > 0) {
    await database.close();
    throw new ProductionCheckError(checks.refusals);
  }

  const app = await buildApp({
    database,
    jwtSecret: config.jwtSecret ?? loadOrCreateJwtSecret(config.dataDir),
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
    ...(seeded.demo
      ? { demoClinic: { username: seeded.demo.clinicUsername, password: seeded.demo.clinicPassword } }
      : {}),
    // Called only while serving, by which time the dispatcher (which logs through the app) exists.
    onEmailQueued: () => dispatcher.nudge(),
    ...(config.checkout.provider === "stripe" ? { checkout: stripeCheckout(config.checkout) } : {}),
  });

  for (const warning of checks.warnings) app.log.warn({ productionCheck: true }, warning);

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
    leaseMs,
  });

  const sweepers = [
    startSweeper("bookings", () => app.bookings.sweep(), app.log, undefined, app.sweeps),
    startSweeper("payments", () => app.payments.sweep(), app.log, undefined, app.sweeps),
  ];
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
      .then(() => dispatcher.stop())
      .then(() => transport.close())
      .then(() => database.close())
      .then(() => {
        clearTimeout(forced);
        process.exit(0);
      });
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const message = listenFailure(error, config.port);
    if (message === undefined) throw error;
    await Promise.all(sweepers.map((sweeper) => sweeper.stop()));
    await app.close();
    await database.close();
    throw new StartError(message);
  }
  dispatcher.start();

  const lines = [
    "",
    `  IV Drips is running at ${config.publicUrl}`,
    `  API docs: ${config.publicUrl}/api/docs`,
    `  Database: ${database.kind === "pglite" ? `embedded PostgreSQL in ${config.dataDir}` : "PostgreSQL (DATABASE_URL)"}`,
    `  Card payments: ${config.checkout.provider === "stripe" ? "Stripe Checkout" : "sandbox (no money moves)"}`,
    `  Metrics: ${config.metricsToken ? `${config.publicUrl}/metrics (bearer METRICS_TOKEN)` : "off (set METRICS_TOKEN)"}`,
    `  Crypto payments: ${config.crypto.receiverAddress ? `USDT/USDC on Base to ${config.crypto.receiverAddress}` : "off (set CRYPTO_RECEIVER_ADDRESS)"}`,
  ];
  if (seeded.demo) {
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

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof ProductionCheckError ||
    error instanceof DatabaseUnreachableError ||
    error instanceof StartError
  ) {
    console.error(error.message);
  } else {
    console.error("IV Drips could not start:", error);
  }
  process.exit(1);
});
