import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../test/run-cli";
import { exited, freeLoopbackPort, startServer, waitFor } from "../test/spawn-server";
import { TEST_DB, createTestDatabase, type TestDatabase } from "../test/test-database";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ivdrips-main-"));
let database: TestDatabase | undefined;

beforeAll(async () => {
  if (TEST_DB === "postgres") database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** SHUTDOWN_DRAIN_MS for the SIGTERM below: long enough to be seen answering while not ready. */
const DRAIN_MS = 3000;

describe("npm start (main.ts)", () => {
  it("migrates, seeds, serves, prints the demo lines, and on SIGTERM drains, then shuts down cleanly", async () => {
    const port = await freeLoopbackPort();
    const server = startServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      ...(database?.url ? { DATABASE_URL: database.url } : {}),
    });
    let stoppedAt: number | undefined;
    try {
      // A first start transpiles the API (tsx), migrates an empty embedded store and seeds it: about 40 s on a
      // busy CI machine, so its deadline is not the default 45 s.
      await waitFor(() => server.output().includes("Demo staff"), "the start-up banner", 90_000);
      const out = server.output();
      expect(out).toContain(`IV Drips is running at http://localhost:${port}`);
      const invite = /^ {2}Demo invite code: (\S+)$/m.exec(out)?.[1];
      const clinic = /^ {2}Demo clinic: username (\S+) password (\S+)$/m.exec(out);
      expect(invite).toBe("IVDRIPS-DEMO");
      expect(clinic?.[1]).toBe("ivdrips-kl");

      const base = `http://127.0.0.1:${port}/api`;
      // Behind the invite gate until a code is verified; the verification's cookie opens it.
      const gated = await fetch(`${base}/services`);
      expect(gated.status).toBe(403);
      expect(await gated.json()).toMatchObject({ code: "INVITE_REQUIRED" });
      const verify = await fetch(`${base}/invite-codes/verify`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ code: invite }),
      });
      expect(await verify.json()).toEqual({ valid: true });
      const cookie = verify.headers.getSetCookie()[0]?.split(";")[0] ?? "";
      const services = (await (await fetch(`${base}/services`, { headers: { cookie } })).json()) as unknown[];
      expect(services).toHaveLength(10);
      const login = await fetch(`${base}/clinics/login`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ username: clinic?.[1], password: clinic?.[2] }),
      });
      expect(login.status).toBe(200);
      const staff = / {2}Demo staff \(\S+\/admin\): email (\S+) password (\S+)$/m.exec(out);
      const staffLogin = await fetch(`${base}/admin/login`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ email: staff?.[1], password: staff?.[2] }),
      });
      expect(staffLogin.status).toBe(200);
      if (TEST_DB === "pglite") expect(fs.existsSync(path.join(dataDir, "jwt-secret"))).toBe(true);

      // SIGTERM drains first: /api/ready answers 503 (a proxy takes it out) while requests are still served.
      expect((await fetch(`${base}/ready`)).status).toBe(200);
      stoppedAt = Date.now();
      server.child.kill("SIGTERM");
      let ready = 200;
      await waitFor(
        () => {
          void fetch(`${base}/ready`)
            .then((response) => (ready = response.status))
            .catch(() => undefined);
          return ready === 503;
        },
        "/api/ready to answer 503",
        DRAIN_MS,
      );
      const servedWhileDraining = await fetch(`${base}/services`, { headers: { cookie } });
      expect(servedWhileDraining.status).toBe(200);
      expect(await servedWhileDraining.json()).toHaveLength(10);
    } finally {
      server.child.kill("SIGTERM");
    }
    expect(await exited(server.child)).toBe(0);
    expect(Date.now() - (stoppedAt ?? Date.now())).toBeGreaterThanOrEqual(DRAIN_MS);
    expect(fs.existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
  }, 120_000);

  // Five processes start here, each loading the API and its store: minutes on a CI machine busy with other suites.
  it("refuses production on a store with the demo credentials until the admin CLI ends them, then warns", async () => {
    const store = { DATA_DIR: dataDir, ...(database?.url ? { DATABASE_URL: database.url } : {}) };
    // The demo data, as a development start seeds it.
    expect((await runCli(["seed"], store)).stdout).toContain("Demo invite code: IVDRIPS-DEMO");
    const production = {
      ...store,
      NODE_ENV: "production",
      JWT_SECRET: "q7Vt2mXc9LpR4sWn8ZbK3hYd6GfJ1uAe0TxQ5oNi",
      CLINICAL_DATA_KEY: "dGVzdC1jbGluaWNhbC1rZXktMzItYnl0ZXMtbG9uZyE=",
      ALLOW_SANDBOX_PAYMENTS: "true",
    };

    const refused = startServer({ ...production, PORT: String(await freeLoopbackPort()) });
    expect(await exited(refused.child)).toBe(1);
    const out = refused.output();
    expect(out).toContain("IV Drips refuses to start in production (NODE_ENV=production):");
    expect(out).toContain("Revoke it: npm run admin -- invite revoke IVDRIPS-DEMO");
    expect(out).toContain("npm run admin -- clinic password --username ivdrips-kl --password <NEW PASSWORD>");
    expect(out).toContain("Disable it: npm run admin -- staff disable --email demo.staff@ivdrips.my");
    expect(out).not.toContain("IV Drips is running at");

    const revoked = await runCli(["invite", "revoke", "IVDRIPS-DEMO"], production);
    expect(revoked.code, revoked.stderr).toBe(0);
    const password = ["clinic", "password", "--username", "ivdrips-kl", "--password", "New-Clinic-Pass-2026"];
    const changed = await runCli(password, production);
    expect(changed.code, changed.stderr).toBe(0);
    const disabled = await runCli(["staff", "disable", "--email", "demo.staff@ivdrips.my"], production);
    expect(disabled.code, disabled.stderr).toBe(0);

    const warnedPort = await freeLoopbackPort();
    const server = startServer({ ...production, PORT: String(warnedPort) });
    try {
      await waitFor(() => server.output().includes("PRODUCTION WARNINGS"), "the start-up banner", 120_000);
      const banner = server.output();
      expect(banner).not.toContain("Demo invite code");
      expect(banner).toContain("!!! SMTP_URL is not set");
      expect(banner).toContain("password reset links withheld");
      expect(banner).toContain(`!!! PUBLIC_URL is http://localhost:${warnedPort}`);
      expect(banner).toContain("!!! Card payments use the sandbox");
      if (TEST_DB === "pglite") expect(banner).toContain("!!! DATABASE_URL is not set");
      // The tests' PostgreSQL role owns the tables or is a superuser: it could empty the audit log (decision 035).
      if (TEST_DB === "postgres") {
        expect(banner).toMatch(/!!! DATABASE_URL connects as \S+, (a superuser|the owner of the tables)/);
      }
      // And in the log, at warn (LOG_LEVEL=warn here): pino writes asynchronously, so its lines may follow
      // the banner.
      const logged = /"level":40,.*"productionCheck":true,.*"msg":"SMTP_URL is not set/;
      await waitFor(() => logged.test(server.output()), "the SMTP warning in the log", 30_000);
    } finally {
      server.child.kill("SIGTERM");
    }
    expect(await exited(server.child)).toBe(0);
  }, 240_000);

  it("refuses to start in production with a guessable JWT_SECRET or METRICS_TOKEN, saying how to make one", async () => {
    const server = startServer({
      PORT: String(await freeLoopbackPort()),
      DATA_DIR: dataDir,
      ...(database?.url ? { DATABASE_URL: database.url } : {}),
      NODE_ENV: "production",
      ALLOW_SANDBOX_PAYMENTS: "true",
      JWT_SECRET: "abcdefghijklmnopqrstuvwxyz0123456789ABCDEF",
      CLINICAL_DATA_KEY: "dGVzdC1jbGluaWNhbC1rZXktMzItYnl0ZXMtbG9uZyE=",
      METRICS_TOKEN: "Correct-Horse-Battery-Staple-Orange-River-Mountain-Sunset",
    });
    expect(await exited(server.child)).toBe(1);
    const out = server.output();
    expect(out).toContain("IV Drips refuses to start in production (NODE_ENV=production):");
    expect(out).toMatch(/JWT_SECRET is too easy to guess: .*runs through sequences.*openssl rand -base64 48/);
    expect(out).toMatch(/METRICS_TOKEN is too easy to guess: .*reads like words.*openssl rand -base64 48/);
    expect(out).not.toContain("IV Drips is running at");
  }, 120_000);

  it("refuses to start in production without JWT_SECRET or CLINICAL_DATA_KEY", async () => {
    const server = startServer({
      PORT: String(await freeLoopbackPort()),
      DATA_DIR: dataDir,
      NODE_ENV: "production",
    });
    expect(await exited(server.child)).toBe(1);
    expect(server.output()).toContain("JWT_SECRET: is required when NODE_ENV=production");
    expect(server.output()).toContain("CLINICAL_DATA_KEY: is required when NODE_ENV=production");
    // A process that only starts to refuse still transpiles the API first: 30 s and more on a busy machine.
  }, 90_000);
});
