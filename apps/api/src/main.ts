import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";
import { seed } from "./db/seed/seed";
import { loadOrCreateJwtSecret } from "./modules/auth/jwt-secret";

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
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const forced = setTimeout(() => process.exit(1), 10_000).unref();
    void app
      .close()
      .then(() => database.close())
      .then(() => {
        clearTimeout(forced);
        process.exit(0);
      });
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });

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
