import path from "node:path";
import { BASE_TOKEN_ADDRESSES } from "@ivdrips/contract/payments";
import { z } from "zod";
import { parseClinicalKey } from "./lib/clinical-keys";
import type { SiteOriginSettings } from "./lib/site-origins";

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): false (default: the socket's address is the
 * client), true (every entry: the client names itself, so production refuses it), a hop count, or the proxies'
 * addresses. Rate limits, the hold caps and logs use the client it yields.
 */
export type TrustProxy = boolean | number | string[];

/** Hours after payment when a clinic that has not decided is reminded (2 h before the window at the latest). */
export const DEFAULT_CLINIC_DECISION_HOURS = 4;

/**
 * A city's visit fees until staff set its own (the console, city_visit_fees): RM 100 for a Night window, RM 150
 * for a visit on the day it is booked, and RM 100 kept when a clinician came but could not treat on site.
 */
export const DEFAULT_CITY_VISIT_FEES = {
  nightSurchargeSen: 10_000,
  sameDaySurchargeSen: 15_000,
  callOutFeeSen: 10_000,
} as const;

/**
 * Unpaid holds one network (an address, or an IPv6 /64) may have open at once, whatever accounts it signs up:
 * room for a household, an office or a hotel sharing one address, none for throwaway accounts filling windows.
 */
export const DEFAULT_HOLDS_PER_NETWORK = 5;
/**
 * The same for one IPv6 site (a /48, lib/client-network.ts), counted as well as its /64s: a customer given a
 * /56 or a /48 gets one network's share, not one per /64 (decision 032).
 */
export const DEFAULT_HOLDS_PER_IPV6_SITE = DEFAULT_HOLDS_PER_NETWORK;

/** How long a stopping production process keeps serving while its proxy takes it out (SHUTDOWN_DRAIN_MS). */
export const DEFAULT_PRODUCTION_DRAIN_MS = 5000;
/** How long a production process answers availability from what it read last (AVAILABILITY_CACHE_MS). */
export const DEFAULT_PRODUCTION_AVAILABILITY_CACHE_MS = 250;

/**
 * How long the API waits on PostgreSQL and Redis before it answers 503 SERVICE_UNAVAILABLE (with Retry-After)
 * instead: a request meeting a database that is down, restarting or frozen answers within 10 s (a connection,
 * a statement and a rollback at worst: 2 + 3 + 3 s), and a hung Redis costs a rate-limited request half a second.
 */
export const DEFAULT_DEADLINES = {
  /** A new PostgreSQL connection, or a free one from the pool (DB_CONNECT_TIMEOUT_MS). */
  dbConnectMs: 3000,
  /** One statement: PostgreSQL's statement_timeout, and the client gives up 500 ms later (DB_QUERY_TIMEOUT_MS). */
  dbQueryMs: 2500,
  /** A transaction left open by a client that stopped talking (DB_IDLE_IN_TRANSACTION_TIMEOUT_MS). */
  dbIdleInTransactionMs: 10_000,
  /** One Redis command, e.g. a rate-limit count (REDIS_COMMAND_TIMEOUT_MS). */
  redisCommandMs: 500,
} as const;

const PORT_RANGE = "must be a port number from 1 to 65535";

/** A whole number of milliseconds from `min` to `max`, `fallback` when unset. */
const milliseconds = (min: number, max: number, fallback: number) =>
  z.coerce
    .number()
    .int({ error: "must be a whole number of milliseconds" })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` })
    .default(fallback);

const OptionalString = z.preprocess((value) => (value === "" ? undefined : value), z.string().optional());

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce
      .number({ error: PORT_RANGE })
      .int({ error: PORT_RANGE })
      .min(1, { error: PORT_RANGE })
      .max(65535, { error: PORT_RANGE })
      .default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: OptionalString.pipe(
      z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" }).optional(),
    ),
    MIGRATION_DATABASE_URL: OptionalString.pipe(
      z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" }).optional(),
    ),
    PUBLIC_URL: OptionalString.pipe(z.url({ error: "must be a URL" }).optional()),
    PUBLIC_ORIGINS: OptionalString.transform((value, context): string[] => {
      const origins = (value ?? "")
        .split(",")
        .map((part) => part.trim())
        .filter((part) => part !== "");
      for (const origin of origins) {
        const url = URL.canParse(origin) ? new URL(origin) : undefined;
        if (!url || !/^https?:$/.test(url.protocol) || url.origin !== origin.replace(/\/$/, "")) {
          context.addIssue({
            code: "custom",
            message: `must be a comma-separated list of origins such as https://www.ivdrips.my (not "${origin}")`,
          });
          return z.NEVER;
        }
      }
      return origins.map((origin) => new URL(origin).origin);
    }),
    JWT_SECRET: OptionalString.pipe(
      z.string().min(32, { error: "must be at least 32 characters" }).optional(),
    ),
    TRUST_PROXY: OptionalString.transform((value, context): TrustProxy => {
      if (value === undefined || value === "false") return false;
      if (value === "true") return true;
      if (/^\d{1,2}$/.test(value)) return Number(value);
      const addresses = value.split(",").map((part) => part.trim());
      if (addresses.every((part) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(part))) return addresses;
      context.addIssue({
        code: "custom",
        message:
          "must be true, false, a hop count, or a comma-separated list of proxy addresses (CIDR allowed)",
      });
      return z.NEVER;
    }),
    REDIS_URL: OptionalString.pipe(
      z.url({ protocol: /^rediss?$/, error: "must be a redis:// URL" }).optional(),
    ),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    LOG_PRETTY: OptionalString.pipe(z.enum(["true", "false"], { error: "must be true or false" }).optional()),
    METRICS_TOKEN: OptionalString.pipe(
      z
        .string()
        .min(16, { error: "must be at least 16 characters" })
        .regex(/^[\x21-\x7e]+$/, { error: "must be printable ASCII without spaces" })
        .optional(),
    ),
    WEB_DIST_DIR: OptionalString,
    WEB_SSR_DIR: OptionalString,
    BOOKING_HOLD_MINUTES: z.coerce
      .number()
      .int({ error: "must be a whole number of minutes" })
      .min(5, { error: "must be at least 5 minutes" })
      .max(24 * 60, { error: "must be at most 1440 minutes" })
      .default(30),
    HOLDS_PER_NETWORK: z.coerce
      .number()
      .int({ error: "must be a whole number" })
      .min(1, { error: "must be at least 1" })
      .max(10_000, { error: "must be at most 10000" })
      .default(DEFAULT_HOLDS_PER_NETWORK),
    HOLDS_PER_IPV6_SITE: z.coerce
      .number()
      .int({ error: "must be a whole number" })
      .min(1, { error: "must be at least 1" })
      .max(10_000, { error: "must be at most 10000" })
      .default(DEFAULT_HOLDS_PER_IPV6_SITE),
    CLINIC_DECISION_HOURS: z.coerce
      .number()
      .int({ error: "must be a whole number of hours" })
      .min(1, { error: "must be at least 1 hour" })
      .max(72, { error: "must be at most 72 hours" })
      .default(DEFAULT_CLINIC_DECISION_HOURS),
    SMTP_URL: OptionalString.pipe(
      z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
    ),
    MAIL_FROM: z.string().min(3).default("IV Drips <bookings@ivdrips.my>"),
    // Messages to phones (issue 38): WhatsApp's Cloud API, and Twilio for SMS. Without them: files.
    WHATSAPP_API_BASE: z
      .url({ protocol: /^https?$/, error: "must be an http(s):// URL" })
      .default("https://graph.facebook.com/v21.0"),
    WHATSAPP_PHONE_NUMBER_ID: OptionalString.pipe(
      z
        .string()
        .regex(/^\d{5,30}$/, { error: "must be the WhatsApp phone number ID (digits)" })
        .optional(),
    ),
    WHATSAPP_ACCESS_TOKEN: OptionalString,
    WHATSAPP_VERIFY_TOKEN: OptionalString.pipe(
      z.string().min(16, { error: "must be at least 16 characters" }).optional(),
    ),
    WHATSAPP_APP_SECRET: OptionalString.pipe(
      z.string().min(16, { error: "must be at least 16 characters" }).optional(),
    ),
    TWILIO_API_BASE: z
      .url({ protocol: /^https?$/, error: "must be an http(s):// URL" })
      .default("https://api.twilio.com"),
    TWILIO_ACCOUNT_SID: OptionalString.pipe(
      z
        .string()
        .regex(/^AC[0-9a-fA-F]{32}$/, { error: "must be a Twilio account SID (AC...)" })
        .optional(),
    ),
    TWILIO_AUTH_TOKEN: OptionalString,
    TWILIO_FROM: OptionalString.pipe(
      z
        .string()
        .regex(/^(\+\d{8,15}|MG[0-9a-fA-F]{32}|[A-Za-z0-9 ]{1,11})$/, {
          error: "must be a number in E.164 (+60...), a messaging service SID (MG...) or a sender ID",
        })
        .optional(),
    ),
    SUPPORT_EMAIL: z.email({ error: "must be an email address" }).default("support@ivdrips.my"),
    OUTBOX_LEASE_SECONDS: z.coerce
      .number()
      .int({ error: "must be a whole number of seconds" })
      .min(2, { error: "must be at least 2 seconds" })
      .max(3600, { error: "must be at most 3600 seconds" })
      .default(120),
    // 32 random bytes in base64 (openssl rand -base64 32): seals health answers and clinical records.
    CLINICAL_DATA_KEY: OptionalString.pipe(
      z
        .string()
        .refine((text) => parseClinicalKey(text) !== undefined, {
          error: "must be 32 random bytes in base64: make one with `openssl rand -base64 32`",
        })
        .optional(),
    ),
    // The key before a rotation: it still opens what it sealed, while new values are sealed under the new one.
    CLINICAL_DATA_KEY_PREVIOUS: OptionalString.pipe(
      z
        .string()
        .refine((text) => parseClinicalKey(text) !== undefined, {
          error: "must be 32 random bytes in base64, as CLINICAL_DATA_KEY",
        })
        .optional(),
    ),
    CLINICAL_RECORD_RETENTION_YEARS: z.coerce
      .number()
      .int({ error: "must be a whole number of years" })
      .min(1, { error: "must be at least 1 year" })
      .max(30, { error: "must be at most 30 years" })
      .default(7),
    OUTBOX_RETENTION_DAYS: z.coerce
      .number()
      .int({ error: "must be a whole number of days" })
      .min(1, { error: "must be at least 1 day" })
      .max(3650, { error: "must be at most 3650 days" })
      .default(90),
    PASSWORD_RESETS_PER_HOUR: z.coerce
      .number()
      .int({ error: "must be a whole number" })
      .min(1, { error: "must be at least 1" })
      .max(100, { error: "must be at most 100" })
      .default(3),
    SHUTDOWN_DRAIN_MS: z.coerce
      .number()
      .int({ error: "must be a whole number of milliseconds" })
      .min(0, { error: "must be at least 0" })
      .max(120_000, { error: "must be at most 120000 (two minutes)" })
      .optional(),
    AVAILABILITY_CACHE_MS: z.coerce
      .number()
      .int({ error: "must be a whole number of milliseconds" })
      .min(0, { error: "must be at least 0" })
      .max(5000, { error: "must be at most 5000 (five seconds)" })
      .optional(),
    DB_CONNECT_TIMEOUT_MS: milliseconds(100, 60_000, DEFAULT_DEADLINES.dbConnectMs),
    DB_QUERY_TIMEOUT_MS: milliseconds(100, 600_000, DEFAULT_DEADLINES.dbQueryMs),
    DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: milliseconds(1000, 3_600_000, DEFAULT_DEADLINES.dbIdleInTransactionMs),
    REDIS_COMMAND_TIMEOUT_MS: milliseconds(50, 60_000, DEFAULT_DEADLINES.redisCommandMs),
    WHATSAPP_NUMBER: z
      .string()
      .transform((value) => value.replace(/[\s()+-]/g, ""))
      .pipe(
        z
          .string()
          .regex(/^\d{8,15}$/, { error: "must be a phone number with its country code, e.g. 60123456789" }),
      )
      .default("60123456789"),
    SUPPORT_PHONE: z.string().trim().min(5).max(30).default("+60 3-2785 0000"),
    STRIPE_SECRET_KEY: OptionalString.pipe(
      z
        .string()
        .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, {
          error: "must be a Stripe secret key (sk_test_... or sk_live_...)",
        })
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: OptionalString.pipe(
      z.string().startsWith("whsec_", { error: "must be a Stripe webhook secret (whsec_...)" }).optional(),
    ),
    ALLOW_SANDBOX_PAYMENTS: z.enum(["true", "false"]).default("false"),
    SWEEPS_ENABLED: z.enum(["true", "false"], { error: "must be true or false" }).default("true"),
    OUTBOX_ENABLED: z.enum(["true", "false"], { error: "must be true or false" }).default("true"),
    TEST_CLOCK_CONTROL: z.enum(["true", "false"]).default("false"),
    BASE_RPC_URL: z
      .url({ protocol: /^https?$/, error: "must be an http(s):// URL" })
      .default("https://mainnet.base.org"),
    CRYPTO_RECEIVER_ADDRESS: OptionalString.pipe(
      z
        .string()
        .regex(EVM_ADDRESS, { error: "must be an address, 0x and 40 hexadecimal characters" })
        .optional(),
    ),
    USDT_ADDRESS: z
      .string()
      .regex(EVM_ADDRESS, { error: "must be an address, 0x and 40 hexadecimal characters" })
      .default(BASE_TOKEN_ADDRESSES.USDT),
    USDC_ADDRESS: z
      .string()
      .regex(EVM_ADDRESS, { error: "must be an address, 0x and 40 hexadecimal characters" })
      .default(BASE_TOKEN_ADDRESSES.USDC),
    MYR_TO_USD: z
      .string()
      .regex(/^\d+(\.\d{1,8})?$/, { error: "must be a decimal number such as 0.2368" })
      .refine((value) => Number(value) > 0, { error: "must be more than 0" })
      .default("0.2368"),
    CRYPTO_MIN_CONFIRMATIONS: z.coerce
      .number()
      .int({ error: "must be a whole number" })
      .min(1, { error: "must be at least 1" })
      .max(1000, { error: "must be at most 1000" })
      .default(3),
    // Reown's (WalletConnect Cloud's) project id: 32 hexadecimal characters. Unset: WalletConnect is not offered.
    WALLETCONNECT_PROJECT_ID: OptionalString.pipe(
      z
        .string()
        .regex(/^[0-9a-f]{32}$/i, { error: "must be a WalletConnect project id, 32 hexadecimal characters" })
        .optional(),
    ),
    // About 30 minutes of Base's 2-second blocks: past the L1 finality of the batch that carries the payment
    // (decision 037). Until then a paid crypto booking is checked again for a reorganisation.
    CRYPTO_FINALITY_DEPTH: z.coerce
      .number()
      .int({ error: "must be a whole number" })
      .min(1, { error: "must be at least 1" })
      .max(100_000, { error: "must be at most 100000" })
      .default(900),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.JWT_SECRET) {
      ctx.addIssue({ code: "custom", path: ["JWT_SECRET"], message: "is required when NODE_ENV=production" });
    }
    if (env.NODE_ENV === "production" && !env.CLINICAL_DATA_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["CLINICAL_DATA_KEY"],
        message:
          "is required when NODE_ENV=production: it seals health data at rest (make one with `openssl rand -base64 32`)",
      });
    }
    if (env.NODE_ENV === "production" && !env.STRIPE_SECRET_KEY && env.ALLOW_SANDBOX_PAYMENTS !== "true") {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_SECRET_KEY"],
        message: "is required when NODE_ENV=production (or set ALLOW_SANDBOX_PAYMENTS=true for a demo)",
      });
    }
    if (env.TEST_CLOCK_CONTROL === "true" && env.NODE_ENV !== "test") {
      ctx.addIssue({
        code: "custom",
        path: ["TEST_CLOCK_CONTROL"],
        message: "may only be set when NODE_ENV=test: it lets anyone move the server's clock",
      });
    }
    if (env.MIGRATION_DATABASE_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["MIGRATION_DATABASE_URL"],
        message: "needs DATABASE_URL too: it is the tables' owner, used for migrations only",
      });
    }
    const whatsapp = [env.WHATSAPP_PHONE_NUMBER_ID, env.WHATSAPP_ACCESS_TOKEN, env.WHATSAPP_APP_SECRET];
    if (whatsapp.some(Boolean) && !whatsapp.every(Boolean)) {
      ctx.addIssue({
        code: "custom",
        path: ["WHATSAPP_ACCESS_TOKEN"],
        message:
          "WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN and WHATSAPP_APP_SECRET go together: messages are sent with the first two, their statuses verified with the third",
      });
    }
    const twilio = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM];
    if (twilio.some(Boolean) && !twilio.every(Boolean)) {
      ctx.addIssue({
        code: "custom",
        path: ["TWILIO_AUTH_TOKEN"],
        message: "TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM go together",
      });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_WEBHOOK_SECRET"],
        message: "is required with STRIPE_SECRET_KEY: payments are confirmed by Stripe's webhook",
      });
    }
  });

export interface Config {
  nodeEnv: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  /** Absolute. Holds the embedded database, the generated JWT secret and, later, mail files. */
  dataDir: string;
  /** PostgreSQL as the role the server serves with: data rights only, when the owner is migrationDatabaseUrl. */
  databaseUrl: string | undefined;
  /**
   * PostgreSQL as the tables' owner, for migrations (and backups) only (decision 035); undefined: databaseUrl
   * does everything.
   */
  migrationDatabaseUrl: string | undefined;
  publicUrl: string;
  /**
   * Where else than PUBLIC_URL customers come back to after a hosted checkout (lib/site-origins.ts): the
   * PUBLIC_ORIGINS, and outside production the loopback and private-network addresses of PORT.
   */
  siteOrigins: SiteOriginSettings;
  jwtSecret: string | undefined;
  /** Seals clinical data (CLINICAL_DATA_KEY; generated and kept in dataDir outside production when unset). */
  clinicalDataKey: string | undefined;
  /** The key before a rotation (CLINICAL_DATA_KEY_PREVIOUS): it opens, never seals. */
  clinicalDataKeyPrevious: string | undefined;
  /** How long a treated visit's clinical record is kept (CLINICAL_RECORD_RETENTION_YEARS). */
  clinicalRecordRetentionYears: number;
  redisUrl: string | undefined;
  /** Whose address a request comes from behind a proxy: see TrustProxy. */
  trustProxy: TrustProxy;
  logLevel: string;
  /** Human-readable log lines (pino-pretty) instead of JSON: LOG_PRETTY, else development on a terminal. */
  logPretty: boolean;
  /** The bearer token GET /metrics asks for; without it /metrics answers 404. */
  metricsToken: string | undefined;
  webDistDir: string;
  /** The web build's page prerenderer (`vite build --ssr`): public pages are sent with their content. */
  webSsrDir: string;
  bookingHoldMinutes: number;
  /** Unpaid holds one client network may have open at once (DEFAULT_HOLDS_PER_NETWORK). */
  holdsPerNetwork: number;
  /** Unpaid holds one IPv6 /48 may have open at once, over all its /64s (DEFAULT_HOLDS_PER_IPV6_SITE). */
  holdsPerIpv6Site: number;
  /** Hours after payment when a clinic that has not decided is reminded and support alerted. */
  clinicDecisionHours: number;
  /** Mail goes through this SMTP server; without it, to .eml files in DATA_DIR/mail. */
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  /** Messages to phones: WhatsApp's Cloud API and Twilio's SMS when set, else files in DATA_DIR/messages. */
  phoneMessages: {
    whatsapp: { apiBase: string; phoneNumberId: string; accessToken: string; appSecret: string } | undefined;
    /** The webhook's handshake token (it may be set before the rest, to subscribe first). */
    whatsappVerifyToken: string | undefined;
    sms: { apiBase: string; accountSid: string; authToken: string; from: string } | undefined;
  };
  /** How long a process may keep an email it is sending before another process may send it instead. */
  outboxLeaseSeconds: number;
  /** Sent (and given-up) emails are deleted from the outbox this many days after (OUTBOX_RETENTION_DAYS). */
  outboxRetentionDays: number;
  /** Reset emails one address may be sent in an hour, whoever asks (PASSWORD_RESETS_PER_HOUR). */
  passwordResetsPerHour: number;
  /** The background sweeps (holds, refunds, reminders) run in this process: off for a restore drill. */
  sweepsEnabled: boolean;
  /** Queued emails are sent by this process: off for a restore drill (they stay queued). */
  outboxEnabled: boolean;
  /**
   * On SIGTERM, how long the process answers 503 on /api/ready while still serving, so a proxy's health check
   * takes it out of rotation before it stops accepting: 5 s in production, none otherwise (SHUTDOWN_DRAIN_MS).
   */
  shutdownDrainMs: number;
  /**
   * How long availability is answered from this process's last read of the same question, unless a write
   * through this process came since (decision 029): 250 ms in production, none otherwise, where tests move the
   * clock (AVAILABILITY_CACHE_MS).
   */
  availabilityCacheMs: number;
  /** How long PostgreSQL and Redis are waited on (DEFAULT_DEADLINES). */
  deadlines: Deadlines;
  /** How customers reach the team (GET /api/config). */
  whatsappNumber: string;
  supportPhone: string;
  /**
   * Browser tests only (NODE_ENV=test): PUT /api/test/clock moves the server's clock, and POST
   * /api/test/gift-cards issues a card and answers its code.
   */
  testClockControl: boolean;
  /** Card, Apple Pay and Google Pay: Stripe Checkout when a key is set, else the built-in sandbox. */
  checkout: { provider: "stripe"; secretKey: string; webhookSecret: string } | { provider: "sandbox" };
  crypto: {
    rpcUrl: string;
    receiverAddress: `0x${string}` | null;
    tokens: { USDT: `0x${string}`; USDC: `0x${string}` };
    myrToUsd: string;
    minConfirmations: number;
    /** Blocks on top of a paid transfer before it is final: until then the sweep checks it is still there. */
    finalityDepth: number;
    /** WalletConnect's project id for the web app's wallet connection; null: WalletConnect is not offered. */
    walletConnectProjectId: string | null;
  };
}

/** What buildApp needs of the configuration, with every default already applied (by loadConfig). */
export type AppSettings = Pick<
  Config,
  | "publicUrl"
  | "siteOrigins"
  | "supportEmail"
  | "bookingHoldMinutes"
  | "holdsPerNetwork"
  | "holdsPerIpv6Site"
  | "clinicDecisionHours"
  | "passwordResetsPerHour"
  | "clinicalRecordRetentionYears"
  | "availabilityCacheMs"
  | "deadlines"
  | "whatsappNumber"
  | "supportPhone"
  | "crypto"
  | "phoneMessages"
  | "nodeEnv"
>;

export interface Deadlines {
  dbConnectMs: number;
  dbQueryMs: number;
  dbIdleInTransactionMs: number;
  redisCommandMs: number;
}

export class ConfigError extends Error {}

/**
 * The one place that reads process.env. Relative paths are taken from where `npm` was run (INIT_CWD).
 * `terminal` says whether the log goes to a terminal (for LOG_PRETTY's default).
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  terminal: { isTTY: boolean } = { isTTY: process.stdout.isTTY === true },
): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    // One line for one mistake (a bad PORT); a list for several.
    throw new ConfigError(
      lines.length === 1
        ? `Invalid configuration: ${lines[0]}`
        : `Invalid configuration:\n${lines.map((line) => `  ${line}`).join("\n")}`,
    );
  }
  const values = parsed.data;
  const baseDir = env.INIT_CWD ?? process.cwd();
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, "");
  return {
    nodeEnv: values.NODE_ENV,
    isProduction: values.NODE_ENV === "production",
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(baseDir, values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    migrationDatabaseUrl: values.MIGRATION_DATABASE_URL,
    publicUrl,
    siteOrigins: {
      origins: values.PUBLIC_ORIGINS,
      localNetworkPort: values.NODE_ENV === "production" ? undefined : values.PORT,
    },
    jwtSecret: values.JWT_SECRET,
    clinicalDataKey: values.CLINICAL_DATA_KEY,
    clinicalDataKeyPrevious: values.CLINICAL_DATA_KEY_PREVIOUS,
    clinicalRecordRetentionYears: values.CLINICAL_RECORD_RETENTION_YEARS,
    redisUrl: values.REDIS_URL,
    trustProxy: values.TRUST_PROXY,
    logLevel: values.LOG_LEVEL,
    logPretty:
      values.LOG_PRETTY === undefined
        ? values.NODE_ENV === "development" && terminal.isTTY
        : values.LOG_PRETTY === "true",
    metricsToken: values.METRICS_TOKEN,
    webDistDir: path.resolve(
      baseDir,
      values.WEB_DIST_DIR ?? path.join(import.meta.dirname, "../../web/dist"),
    ),
    webSsrDir: path.resolve(
      baseDir,
      values.WEB_SSR_DIR ?? path.join(import.meta.dirname, "../../web/dist-ssr"),
    ),
    bookingHoldMinutes: values.BOOKING_HOLD_MINUTES,
    holdsPerNetwork: values.HOLDS_PER_NETWORK,
    holdsPerIpv6Site: values.HOLDS_PER_IPV6_SITE,
    clinicDecisionHours: values.CLINIC_DECISION_HOURS,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    supportEmail: values.SUPPORT_EMAIL,
    phoneMessages: {
      whatsapp:
        values.WHATSAPP_PHONE_NUMBER_ID && values.WHATSAPP_ACCESS_TOKEN && values.WHATSAPP_APP_SECRET
          ? {
              apiBase: values.WHATSAPP_API_BASE,
              phoneNumberId: values.WHATSAPP_PHONE_NUMBER_ID,
              accessToken: values.WHATSAPP_ACCESS_TOKEN,
              appSecret: values.WHATSAPP_APP_SECRET,
            }
          : undefined,
      whatsappVerifyToken: values.WHATSAPP_VERIFY_TOKEN,
      sms:
        values.TWILIO_ACCOUNT_SID && values.TWILIO_AUTH_TOKEN && values.TWILIO_FROM
          ? {
              apiBase: values.TWILIO_API_BASE,
              accountSid: values.TWILIO_ACCOUNT_SID,
              authToken: values.TWILIO_AUTH_TOKEN,
              from: values.TWILIO_FROM,
            }
          : undefined,
    },
    outboxLeaseSeconds: values.OUTBOX_LEASE_SECONDS,
    outboxRetentionDays: values.OUTBOX_RETENTION_DAYS,
    passwordResetsPerHour: values.PASSWORD_RESETS_PER_HOUR,
    sweepsEnabled: values.SWEEPS_ENABLED === "true",
    outboxEnabled: values.OUTBOX_ENABLED === "true",
    shutdownDrainMs:
      values.SHUTDOWN_DRAIN_MS ?? (values.NODE_ENV === "production" ? DEFAULT_PRODUCTION_DRAIN_MS : 0),
    availabilityCacheMs:
      values.AVAILABILITY_CACHE_MS ??
      (values.NODE_ENV === "production" ? DEFAULT_PRODUCTION_AVAILABILITY_CACHE_MS : 0),
    deadlines: {
      dbConnectMs: values.DB_CONNECT_TIMEOUT_MS,
      dbQueryMs: values.DB_QUERY_TIMEOUT_MS,
      dbIdleInTransactionMs: values.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      redisCommandMs: values.REDIS_COMMAND_TIMEOUT_MS,
    },
    whatsappNumber: values.WHATSAPP_NUMBER,
    supportPhone: values.SUPPORT_PHONE,
    testClockControl: values.TEST_CLOCK_CONTROL === "true",
    checkout:
      values.STRIPE_SECRET_KEY && values.STRIPE_WEBHOOK_SECRET
        ? {
            provider: "stripe",
            secretKey: values.STRIPE_SECRET_KEY,
            webhookSecret: values.STRIPE_WEBHOOK_SECRET,
          }
        : { provider: "sandbox" },
    crypto: {
      rpcUrl: values.BASE_RPC_URL,
      receiverAddress: (values.CRYPTO_RECEIVER_ADDRESS as `0x${string}` | undefined) ?? null,
      tokens: { USDT: values.USDT_ADDRESS as `0x${string}`, USDC: values.USDC_ADDRESS as `0x${string}` },
      myrToUsd: values.MYR_TO_USD,
      minConfirmations: values.CRYPTO_MIN_CONFIRMATIONS,
      finalityDepth: values.CRYPTO_FINALITY_DEPTH,
      walletConnectProjectId: values.WALLETCONNECT_PROJECT_ID ?? null,
    },
  };
}

/** The settings of a start with nothing configured: for tests and tools that build the app themselves. */
export function defaultAppSettings(): AppSettings {
  const config = loadConfig({});
  return {
    publicUrl: config.publicUrl,
    siteOrigins: config.siteOrigins,
    supportEmail: config.supportEmail,
    bookingHoldMinutes: config.bookingHoldMinutes,
    holdsPerNetwork: config.holdsPerNetwork,
    holdsPerIpv6Site: config.holdsPerIpv6Site,
    clinicDecisionHours: config.clinicDecisionHours,
    passwordResetsPerHour: config.passwordResetsPerHour,
    clinicalRecordRetentionYears: config.clinicalRecordRetentionYears,
    availabilityCacheMs: config.availabilityCacheMs,
    deadlines: config.deadlines,
    whatsappNumber: config.whatsappNumber,
    supportPhone: config.supportPhone,
    crypto: config.crypto,
    phoneMessages: config.phoneMessages,
    nodeEnv: config.nodeEnv,
  };
}
