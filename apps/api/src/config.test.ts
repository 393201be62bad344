import { BASE_TOKEN_ADDRESSES } from "@ivdrips/contract/payments";
import { describe, expect, it } from "vitest";
import { ConfigError, DEFAULT_HOLDS_PER_NETWORK, loadConfig } from "./config";

const SECRET = "a-production-jwt-secret-that-is-long-enough";
/** 32 bytes in base64, as production requires (openssl rand -base64 32). */
const CLINICAL_DATA_KEY = Buffer.alloc(32, 7).toString("base64");
const errorOf = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error("the configuration was accepted");
};

describe("payment configuration", () => {
  it("defaults to the sandbox checkout and crypto switched off, with Base's token contracts", () => {
    const config = loadConfig({});
    expect(config.checkout).toEqual({ provider: "sandbox" });
    expect(config.crypto).toEqual({
      rpcUrl: "https://mainnet.base.org",
      receiverAddress: null,
      tokens: BASE_TOKEN_ADDRESSES,
      myrToUsd: "0.2368",
      minConfirmations: 3,
      finalityDepth: 900,
      walletConnectProjectId: null,
    });
  });

  it("refuses the sandbox in production unless ALLOW_SANDBOX_PAYMENTS=true", () => {
    expect(errorOf({ NODE_ENV: "production", JWT_SECRET: SECRET, CLINICAL_DATA_KEY })).toContain(
      "STRIPE_SECRET_KEY: is required when NODE_ENV=production",
    );
    const demo = loadConfig({
      NODE_ENV: "production",
      JWT_SECRET: SECRET,
      CLINICAL_DATA_KEY,
      ALLOW_SANDBOX_PAYMENTS: "true",
    });
    expect(demo.checkout.provider).toBe("sandbox");
  });

  it("uses Stripe with a secret key and its webhook secret, and refuses a key without the webhook secret", () => {
    const stripe = loadConfig({ STRIPE_SECRET_KEY: "sk_test_abc123", STRIPE_WEBHOOK_SECRET: "whsec_xyz" });
    expect(stripe.checkout).toEqual({
      provider: "stripe",
      secretKey: "sk_test_abc123",
      webhookSecret: "whsec_xyz",
    });
    expect(errorOf({ STRIPE_SECRET_KEY: "sk_test_abc123" })).toContain("STRIPE_WEBHOOK_SECRET: is required");
    expect(errorOf({ STRIPE_SECRET_KEY: "pk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_xyz" })).toContain(
      "STRIPE_SECRET_KEY: must be a Stripe secret key",
    );
  });

  it("reads the crypto settings and refuses malformed ones", () => {
    const receiver = "0x1111111111111111111111111111111111111111";
    const config = loadConfig({
      CRYPTO_RECEIVER_ADDRESS: receiver,
      MYR_TO_USD: "0.25",
      CRYPTO_MIN_CONFIRMATIONS: "12",
      CRYPTO_FINALITY_DEPTH: "64",
      BASE_RPC_URL: "http://127.0.0.1:8545",
      WALLETCONNECT_PROJECT_ID: "0123456789abcdef0123456789ABCDEF",
    });
    expect(config.crypto).toMatchObject({
      walletConnectProjectId: "0123456789abcdef0123456789ABCDEF",
      receiverAddress: receiver,
      myrToUsd: "0.25",
      minConfirmations: 12,
      finalityDepth: 64,
      rpcUrl: "http://127.0.0.1:8545",
    });
    expect(errorOf({ CRYPTO_RECEIVER_ADDRESS: "0x123" })).toContain(
      "CRYPTO_RECEIVER_ADDRESS: must be an address",
    );
    expect(errorOf({ WALLETCONNECT_PROJECT_ID: "my-project" })).toContain(
      "WALLETCONNECT_PROJECT_ID: must be a WalletConnect project id",
    );
    expect(loadConfig({ WALLETCONNECT_PROJECT_ID: "" }).crypto.walletConnectProjectId).toBeNull();
    expect(errorOf({ MYR_TO_USD: "abc" })).toContain("MYR_TO_USD: must be a decimal number");
    expect(errorOf({ MYR_TO_USD: "0" })).toContain("MYR_TO_USD: must be more than 0");
    expect(errorOf({ CRYPTO_FINALITY_DEPTH: "0" })).toContain("CRYPTO_FINALITY_DEPTH: must be at least 1");
    expect(errorOf({ CRYPTO_MIN_CONFIRMATIONS: "0" })).toContain(
      "CRYPTO_MIN_CONFIRMATIONS: must be at least 1",
    );
  });
});

describe("contact configuration", () => {
  it("keeps the WhatsApp number as digits and refuses one without enough", () => {
    expect(loadConfig({ WHATSAPP_NUMBER: "+60 12-345 6789" }).whatsappNumber).toBe("60123456789");
    expect(loadConfig({}).supportPhone).toBe("+60 3-2785 0000");
    expect(errorOf({ WHATSAPP_NUMBER: "12345" })).toContain("WHATSAPP_NUMBER: must be a phone number");
  });
});

describe("test clock control", () => {
  it("is off by default and refused outside NODE_ENV=test", () => {
    expect(loadConfig({}).testClockControl).toBe(false);
    expect(loadConfig({ NODE_ENV: "test", TEST_CLOCK_CONTROL: "true" }).testClockControl).toBe(true);
    expect(errorOf({ TEST_CLOCK_CONTROL: "true" })).toContain(
      "TEST_CLOCK_CONTROL: may only be set when NODE_ENV=test",
    );
    expect(
      errorOf({
        NODE_ENV: "production",
        JWT_SECRET: SECRET,
        CLINICAL_DATA_KEY,
        ALLOW_SANDBOX_PAYMENTS: "true",
        TEST_CLOCK_CONTROL: "true",
      }),
    ).toContain("TEST_CLOCK_CONTROL");
  });
});

describe("booking lifecycle configuration", () => {
  it("chases an undecided clinic after 4 hours by default, and takes 1-72 whole hours", () => {
    expect(loadConfig({}).clinicDecisionHours).toBe(4);
    expect(loadConfig({ CLINIC_DECISION_HOURS: "12" }).clinicDecisionHours).toBe(12);
    expect(errorOf({ CLINIC_DECISION_HOURS: "0" })).toContain(
      "CLINIC_DECISION_HOURS: must be at least 1 hour",
    );
    expect(errorOf({ CLINIC_DECISION_HOURS: "2.5" })).toContain("must be a whole number of hours");
  });
});

describe("email configuration", () => {
  it("keeps sent emails 90 days and sends one address 3 reset emails an hour by default", () => {
    expect(loadConfig({})).toMatchObject({ outboxRetentionDays: 90, passwordResetsPerHour: 3 });
    expect(loadConfig({ OUTBOX_RETENTION_DAYS: "7", PASSWORD_RESETS_PER_HOUR: "5" })).toMatchObject({
      outboxRetentionDays: 7,
      passwordResetsPerHour: 5,
    });
    expect(errorOf({ OUTBOX_RETENTION_DAYS: "0" })).toContain(
      "OUTBOX_RETENTION_DAYS: must be at least 1 day",
    );
    expect(errorOf({ PASSWORD_RESETS_PER_HOUR: "0" })).toContain(
      "PASSWORD_RESETS_PER_HOUR: must be at least 1",
    );
    expect(errorOf({ PASSWORD_RESETS_PER_HOUR: "1.5" })).toContain("must be a whole number");
  });
});

describe("TRUST_PROXY", () => {
  it("is off by default, and takes true, a hop count or the proxies' addresses", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
    ]);
    expect(errorOf({ TRUST_PROXY: "the load balancer" })).toContain(
      "TRUST_PROXY: must be true, false, a hop count",
    );
  });
});

describe("PUBLIC_ORIGINS", () => {
  it("lists none by default, allows the local network on PORT outside production only, and takes origins", () => {
    expect(loadConfig({}).siteOrigins).toEqual({ origins: [], localNetworkPort: 3000 });
    expect(loadConfig({ PORT: "8080" }).siteOrigins.localNetworkPort).toBe(8080);
    const production = {
      NODE_ENV: "production",
      JWT_SECRET: SECRET,
      CLINICAL_DATA_KEY,
      ALLOW_SANDBOX_PAYMENTS: "true",
    };
    expect(loadConfig(production).siteOrigins.localNetworkPort).toBeUndefined();
    expect(
      loadConfig({ PUBLIC_ORIGINS: "https://www.ivdrips.my, https://ivdrips.com.my/" }).siteOrigins.origins,
    ).toEqual(["https://www.ivdrips.my", "https://ivdrips.com.my"]);
    for (const wrong of ["www.ivdrips.my", "https://ivdrips.my/app", "ftp://ivdrips.my"]) {
      expect(errorOf({ PUBLIC_ORIGINS: wrong })).toContain(
        `PUBLIC_ORIGINS: must be a comma-separated list of origins such as https://www.ivdrips.my (not "${wrong}")`,
      );
    }
  });
});

describe("HOLDS_PER_NETWORK and HOLDS_PER_IPV6_SITE", () => {
  it("cap a network and an IPv6 /48 alike by default, each set on its own (1-10000)", () => {
    const defaults = loadConfig({});
    expect(defaults.holdsPerNetwork).toBe(DEFAULT_HOLDS_PER_NETWORK);
    expect(defaults.holdsPerIpv6Site).toBe(DEFAULT_HOLDS_PER_NETWORK);
    const set = loadConfig({ HOLDS_PER_NETWORK: "4", HOLDS_PER_IPV6_SITE: "20" });
    expect([set.holdsPerNetwork, set.holdsPerIpv6Site]).toEqual([4, 20]);
    expect(errorOf({ HOLDS_PER_IPV6_SITE: "0" })).toContain("HOLDS_PER_IPV6_SITE: must be at least 1");
    expect(errorOf({ HOLDS_PER_IPV6_SITE: "2.5" })).toContain("HOLDS_PER_IPV6_SITE: must be a whole number");
  });
});

describe("SHUTDOWN_DRAIN_MS", () => {
  it("drains 5 s in production and not at all elsewhere by default, and takes 0-120000 whole milliseconds", () => {
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
    const production = {
      NODE_ENV: "production",
      JWT_SECRET: SECRET,
      CLINICAL_DATA_KEY,
      ALLOW_SANDBOX_PAYMENTS: "true",
    };
    expect(loadConfig(production).shutdownDrainMs).toBe(5000);
    expect(loadConfig({ ...production, SHUTDOWN_DRAIN_MS: "0" }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: "1500" }).shutdownDrainMs).toBe(1500);
    expect(errorOf({ SHUTDOWN_DRAIN_MS: "-1" })).toContain("SHUTDOWN_DRAIN_MS: must be at least 0");
    expect(errorOf({ SHUTDOWN_DRAIN_MS: "1.5" })).toContain("must be a whole number of milliseconds");
    expect(errorOf({ SHUTDOWN_DRAIN_MS: "600000" })).toContain("must be at most 120000");
  });
});

describe("AVAILABILITY_CACHE_MS", () => {
  it("keeps availability 250 ms in production and not at all elsewhere by default, and takes 0-5000 ms", () => {
    expect(loadConfig({}).availabilityCacheMs).toBe(0);
    const production = {
      NODE_ENV: "production",
      JWT_SECRET: SECRET,
      CLINICAL_DATA_KEY,
      ALLOW_SANDBOX_PAYMENTS: "true",
    };
    expect(loadConfig(production).availabilityCacheMs).toBe(250);
    expect(loadConfig({ ...production, AVAILABILITY_CACHE_MS: "0" }).availabilityCacheMs).toBe(0);
    expect(loadConfig({ AVAILABILITY_CACHE_MS: "1000" }).availabilityCacheMs).toBe(1000);
    expect(errorOf({ AVAILABILITY_CACHE_MS: "-1" })).toContain("AVAILABILITY_CACHE_MS: must be at least 0");
    expect(errorOf({ AVAILABILITY_CACHE_MS: "0.5" })).toContain("must be a whole number of milliseconds");
    expect(errorOf({ AVAILABILITY_CACHE_MS: "60000" })).toContain("must be at most 5000");
  });
});

describe("METRICS_TOKEN", () => {
  it("is off by default, and refuses a short token or one with spaces", () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: "" }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: "scrape-token-0123456789" }).metricsToken).toBe(
      "scrape-token-0123456789",
    );
    expect(errorOf({ METRICS_TOKEN: "short" })).toContain("METRICS_TOKEN: must be at least 16 characters");
    expect(errorOf({ METRICS_TOKEN: "scrape token 0123456789" })).toContain(
      "METRICS_TOKEN: must be printable ASCII without spaces",
    );
  });
});

describe("LOG_PRETTY", () => {
  it("is on in development on a terminal only, unless set", () => {
    const terminal = { isTTY: true };
    const pipe = { isTTY: false };
    expect(loadConfig({}, terminal).logPretty).toBe(true);
    expect(loadConfig({}, pipe).logPretty).toBe(false);
    expect(loadConfig({ NODE_ENV: "test" }, terminal).logPretty).toBe(false);
    expect(
      loadConfig(
        { NODE_ENV: "production", JWT_SECRET: SECRET, CLINICAL_DATA_KEY, ALLOW_SANDBOX_PAYMENTS: "true" },
        terminal,
      ).logPretty,
    ).toBe(false);
    expect(loadConfig({ LOG_PRETTY: "true" }, pipe).logPretty).toBe(true);
    expect(loadConfig({ LOG_PRETTY: "false" }, terminal).logPretty).toBe(false);
    expect(errorOf({ LOG_PRETTY: "yes" })).toContain("LOG_PRETTY: must be true or false");
  });
});

describe("MIGRATION_DATABASE_URL", () => {
  it("is unset by default, and only names the owner beside DATABASE_URL", () => {
    expect(loadConfig({}).migrationDatabaseUrl).toBeUndefined();
    const both = loadConfig({
      DATABASE_URL: "postgres://ivdrips_app:pw@db:5432/ivdrips",
      MIGRATION_DATABASE_URL: "postgres://ivdrips:pw@db:5432/ivdrips",
    });
    expect(both.databaseUrl).toBe("postgres://ivdrips_app:pw@db:5432/ivdrips");
    expect(both.migrationDatabaseUrl).toBe("postgres://ivdrips:pw@db:5432/ivdrips");
    expect(errorOf({ MIGRATION_DATABASE_URL: "postgres://ivdrips:pw@db:5432/ivdrips" })).toContain(
      "MIGRATION_DATABASE_URL: needs DATABASE_URL too",
    );
    expect(
      errorOf({ DATABASE_URL: "postgres://a@db/x", MIGRATION_DATABASE_URL: "mysql://a@db/x" }),
    ).toContain("MIGRATION_DATABASE_URL: must be a postgres:// URL");
  });
});

describe("SWEEPS_ENABLED and OUTBOX_ENABLED", () => {
  it("are on by default, off with false, and refuse anything but true or false", () => {
    expect(loadConfig({})).toMatchObject({ sweepsEnabled: true, outboxEnabled: true });
    expect(loadConfig({ SWEEPS_ENABLED: "false", OUTBOX_ENABLED: "false" })).toMatchObject({
      sweepsEnabled: false,
      outboxEnabled: false,
    });
    expect(errorOf({ SWEEPS_ENABLED: "off" })).toContain("SWEEPS_ENABLED: must be true or false");
    expect(errorOf({ OUTBOX_ENABLED: "no" })).toContain("OUTBOX_ENABLED: must be true or false");
  });
});

describe("CLINICAL_DATA_KEY", () => {
  it("is required in production, must be 32 bytes in base64, and says how to make one", () => {
    expect(errorOf({ NODE_ENV: "production", JWT_SECRET: SECRET, ALLOW_SANDBOX_PAYMENTS: "true" })).toContain(
      "CLINICAL_DATA_KEY: is required when NODE_ENV=production: it seals health data at rest (make one with `openssl rand -base64 32`)",
    );
    expect(errorOf({ CLINICAL_DATA_KEY: "too-short" })).toContain(
      "CLINICAL_DATA_KEY: must be 32 random bytes in base64: make one with `openssl rand -base64 32`",
    );
    expect(errorOf({ CLINICAL_DATA_KEY, CLINICAL_DATA_KEY_PREVIOUS: "x".repeat(44) })).toContain(
      "CLINICAL_DATA_KEY_PREVIOUS: must be 32 random bytes in base64",
    );
    expect(loadConfig({ CLINICAL_DATA_KEY })).toMatchObject({
      clinicalDataKey: CLINICAL_DATA_KEY,
      clinicalDataKeyPrevious: undefined,
      clinicalRecordRetentionYears: 7,
    });
    expect(errorOf({ CLINICAL_RECORD_RETENTION_YEARS: "0" })).toContain("must be at least 1 year");
  });
});
