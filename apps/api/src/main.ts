import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";
import { seed } from "./db/seed/seed";
import { systemClock } from "./lib/clock";
import { loadOrCreateJwtSecret } from "./modules/auth/jwt-secret";
import { startBookingSweeper } from "./modules/bookings/booking-sweeper";
import { createMailTransport } from "./modules/notifications/mail-transport";
import { createOutboxDispatcher } from "./modules/notifications/outbox-dispatcher";

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const seeded = await seed(database.db, { demo: !config.isProduction });

  const app = await buildApp({
    database,
    jwtSecret: config.jwtSecret ?? loadOrCreateJwtSecret(config.dataDir),
    redisUrl: config.redisUrl,
    webDistDir: config.webDistDir,
    logger: {
      level: config.logLevel,
      redact: ["req.headers.authorization", "req.headers.cookie", "*.password"],
    },
    bookingHoldMinutes: config.bookingHoldMinutes,
    publicUrl: config.publicUrl,
    supportEmail: config.supportEmail,
    // Called only while serving, by which time the dispatcher (which logs through the app) exists.
    onEmailQueued: () => dispatcher.nudge(),
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
    clock: systemClock,
    log: app.log,
    leaseMs,
  });

  const sweeper = startBookingSweeper(app.bookings, app.log);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const forced = setTimeout(() => process.exit(1), 10_000).unref();
    void app
      .close()
      .then(() => sweeper.stop())
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

  await app.listen({ port: config.port, host: config.host });
  dispatcher.start();

  const lines = [
    "",
    `  IV Drips is running at ${config.publicUrl}`,
    `  API docs: ${config.publicUrl}/api/docs`,
    `  Database: ${database.kind === "pglite" ? `embedded PostgreSQL in ${config.dataDir}` : "PostgreSQL (DATABASE_URL)"}`,
  ];
  if (seeded.demo) {
    lines.push(
      `  Demo invite code: ${seeded.demo.inviteCode}`,
      `  Demo clinic: username ${seeded.demo.clinicUsername} password ${seeded.demo.clinicPassword}`,
    );
  }
  console.log(`${lines.join("\n")}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error("IV Drips could not start:", error);
  }
  process.exit(1);
});
