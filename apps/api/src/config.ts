import path from "node:path";
import { z } from "zod";

const OptionalString = z.preprocess((value) => (value === "" ? undefined : value), z.string().optional());

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: OptionalString.pipe(
      z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" }).optional(),
    ),
    PUBLIC_URL: OptionalString.pipe(z.url({ error: "must be a URL" }).optional()),
    JWT_SECRET: OptionalString.pipe(
      z.string().min(32, { error: "must be at least 32 characters" }).optional(),
    ),
    REDIS_URL: OptionalString.pipe(
      z.url({ protocol: /^rediss?$/, error: "must be a redis:// URL" }).optional(),
    ),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    WEB_DIST_DIR: OptionalString,
    BOOKING_HOLD_MINUTES: z.coerce
      .number()
      .int({ error: "must be a whole number of minutes" })
      .min(5, { error: "must be at least 5 minutes" })
      .max(24 * 60, { error: "must be at most 1440 minutes" })
      .default(30),
    SMTP_URL: OptionalString.pipe(
      z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
    ),
    MAIL_FROM: z.string().min(3).default("IV Drips <bookings@ivdrips.my>"),
    SUPPORT_EMAIL: z.email({ error: "must be an email address" }).default("support@ivdrips.my"),
    OUTBOX_LEASE_SECONDS: z.coerce
      .number()
      .int({ error: "must be a whole number of seconds" })
      .min(2, { error: "must be at least 2 seconds" })
      .max(3600, { error: "must be at most 3600 seconds" })
      .default(120),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.JWT_SECRET) {
      ctx.addIssue({ code: "custom", path: ["JWT_SECRET"], message: "is required when NODE_ENV=production" });
    }
  });

export interface Config {
  nodeEnv: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  /** Absolute. Holds the embedded database, the generated JWT secret and, later, mail files. */
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  jwtSecret: string | undefined;
  redisUrl: string | undefined;
  logLevel: string;
  webDistDir: string;
  bookingHoldMinutes: number;
  /** Mail goes through this SMTP server; without it, to .eml files in DATA_DIR/mail. */
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  /** How long a process may keep an email it is sending before another process may send it instead. */
  outboxLeaseSeconds: number;
}

export class ConfigError extends Error {}

/** The one place that reads process.env. Relative paths are taken from where `npm` was run (INIT_CWD). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const values = parsed.data;
  const baseDir = env.INIT_CWD ?? process.cwd();
  return {
    nodeEnv: values.NODE_ENV,
    isProduction: values.NODE_ENV === "production",
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(baseDir, values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ""),
    jwtSecret: values.JWT_SECRET,
    redisUrl: values.REDIS_URL,
    logLevel: values.LOG_LEVEL,
    webDistDir: path.resolve(
      baseDir,
      values.WEB_DIST_DIR ?? path.join(import.meta.dirname, "../../web/dist"),
    ),
    bookingHoldMinutes: values.BOOKING_HOLD_MINUTES,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    supportEmail: values.SUPPORT_EMAIL,
    outboxLeaseSeconds: values.OUTBOX_LEASE_SECONDS,
  };
}
