import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { FAKE_TWILIO, FAKE_WHATSAPP } from "./apps/api/test/fake-phone-providers";
import { CHROMIUM_FLAGS, chromiumPath } from "./bench/lib/chromium";
import {
  E2E_CLINIC_PASSWORD,
  E2E_INVITE_CODE,
  E2E_STAFF_EMAIL,
  E2E_STAFF_NAME,
  E2E_STAFF_PASSWORD,
} from "./e2e/e2e-constants";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
/** The fake WhatsApp Cloud API and Twilio (e2e/fake-phone-server.ts), on the next port. */
const phonePort = port + 1000;
const phoneBase = `http://127.0.0.1:${phonePort}`;

/**
 * Every run starts the real server on a brand-new, empty PGlite store. Playwright evaluates this file again in
 * each worker; they inherit the variable, so only the runner process creates (and later removes) the directory.
 */
let dataDir = process.env.IVDRIPS_E2E_DATA_DIR;
if (!dataDir) {
  const created = mkdtempSync(path.join(os.tmpdir(), "ivdrips-e2e-"));
  process.env.IVDRIPS_E2E_DATA_DIR = dataDir = created;
  // By the time the runner exits it has stopped the web server, so the store is no longer in use.
  process.on("exit", () => rmSync(created, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/playwright",
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    baseURL,
    screenshot: "only-on-failure",
    trace: "off",
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        // The system Chromium (Debian package); Playwright never downloads a browser here.
        launchOptions: {
          executablePath: chromiumPath(),
          args: [...CHROMIUM_FLAGS],
        },
      },
    },
  ],
  webServer: [
    {
      command: "node --import tsx e2e/fake-phone-server.ts",
      url: `${phoneBase}/__health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "pipe",
      stderr: "pipe",
      env: { E2E_PHONE_PORT: String(phonePort) },
    },
    {
      // The invite code and the clinic are made the way an operator makes them: with the admin command line.
      command: [
        "npm run build",
        `node --import tsx apps/api/src/cli/admin.ts invite create ${E2E_INVITE_CODE} --max-uses 10000`,
        `node --import tsx apps/api/src/cli/admin.ts clinic create --name "E2E Wellness" --username e2e-clinic --password ${E2E_CLINIC_PASSWORD}`,
        `node --import tsx apps/api/src/cli/admin.ts staff create --email ${E2E_STAFF_EMAIL} --name "${E2E_STAFF_NAME}" --password ${E2E_STAFF_PASSWORD}`,
        "node --import tsx apps/api/src/main.ts",
      ].join(" && "),
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "pipe",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      env: {
        NODE_ENV: "test",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        // Lets the journey that reviews a completed visit move the server past the visit (PUT /api/test/clock).
        TEST_CLOCK_CONTROL: "true",
        // The test runner stands in for many customers: API sign-ups name their own address (X-Forwarded-For).
        TRUST_PROXY: "true",
        // ...and its browsers all come from 127.0.0.1, which the per-network cap on unpaid holds would count as
        // one household (the cap itself is proven by the API tests).
        HOLDS_PER_NETWORK: "10000",
        // Keep the run hermetic: embedded store, in-memory rate limits, no outside settings.
        DATABASE_URL: "",
        REDIS_URL: "",
        // Checkout redirects come back here: the same origin as the tests, so the session carries over.
        PUBLIC_URL: baseURL,
        WEB_DIST_DIR: "",
        JWT_SECRET: "",
        // Messages to phones go to the fake Cloud API and Twilio, which the tests read (e2e/phone-messages.ts).
        WHATSAPP_API_BASE: `${phoneBase}/whatsapp`,
        WHATSAPP_PHONE_NUMBER_ID: FAKE_WHATSAPP.phoneNumberId,
        WHATSAPP_ACCESS_TOKEN: FAKE_WHATSAPP.accessToken,
        WHATSAPP_APP_SECRET: FAKE_WHATSAPP.appSecret,
        WHATSAPP_VERIFY_TOKEN: FAKE_WHATSAPP.verifyToken,
        TWILIO_API_BASE: `${phoneBase}/twilio`,
        TWILIO_ACCOUNT_SID: FAKE_TWILIO.accountSid,
        TWILIO_AUTH_TOKEN: FAKE_TWILIO.authToken,
        TWILIO_FROM: FAKE_TWILIO.from,
      },
    },
  ],
});
