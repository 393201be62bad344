import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../src/lib/passwords";
import { seed } from "../../src/seed/seed";
import { startHaproxy, type RunningProxy } from "../haproxy";
import { httpClient, type HttpClient } from "../http-client";
import {
  RELIABILITY_CLINICAL_KEY,
  RELIABILITY_JWT_SECRET,
  bookingFor,
  insertCustomers,
  insertTestClinic,
  nthWindow,
  printFigures,
} from "../reliability-fixtures";
import {
  compiledServer,
  exited,
  freeLoopbackPort,
  startListeningServer,
  startServer,
  stopServer,
  type RunningServer,
} from "../spawn-server";
import { testInviteCodeId, VALID_PASSWORD } from "../test-app";
import { createTestDatabase, type TestDatabase } from "../test-database";

/**
 * The finding of issue 33 (item 3), replayed against real processes: HAProxy appends the client's address to
 * whatever X-Forwarded-For the client sent, so with TRUST_PROXY=true (believe every hop) the API takes the
 * client's own made-up first entry as its address, and a new one per request dodges every per-client limit
 * and the hold cap. With the hop count (TRUST_PROXY=1) the API takes only the entry HAProxy appended. The same
 * compiled server behind the same HAProxy configuration, once with each setting, faces the same attack; a
 * production start refuses TRUST_PROXY=true.
 */

const SIGN_IN_LIMIT = 10;
const SIGN_INS = 13;
const HOLDS_PER_NETWORK = 5;
const HOLDS = HOLDS_PER_NETWORK + 1;

interface Deployment {
  trustProxy: string;
  dataDir: string;
  server: RunningServer;
  proxy: RunningProxy;
}

let database: TestDatabase;
let inviteCodeId: string;
let providerId: string;
let victimEmail: string;
const deployments = new Map<string, Deployment>();
const clients: HttpClient[] = [];
const dataDirs: string[] = [];

const newDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ivdrips-forged-address-"));
  dataDirs.push(dir);
  return dir;
};

/** One attacker: one machine (its own loopback address), whatever it writes in X-Forwarded-For. */
const attacker = () => {
  const made = httpClient({ jwtSecret: RELIABILITY_JWT_SECRET, inviteCodeId });
  clients.push(made);
  return made;
};

/** The compiled API with `trustProxy`, behind its own HAProxy (option forwardfor: it appends the client). */
async function deploy(trustProxy: string): Promise<Deployment> {
  const dataDir = newDataDir();
  const server = await startListeningServer(
    {
      DATABASE_URL: database.url ?? "",
      DATA_DIR: dataDir,
      JWT_SECRET: RELIABILITY_JWT_SECRET,
      CLINICAL_DATA_KEY: RELIABILITY_CLINICAL_KEY,
      TRUST_PROXY: trustProxy,
      HOLDS_PER_NETWORK: String(HOLDS_PER_NETWORK),
    },
    undefined,
    compiledServer(),
  );
  const proxy = await startHaproxy({ dir: dataDir, backends: [{ name: "api", port: server.port }] });
  const deployment = { trustProxy, dataDir, server, proxy };
  deployments.set(trustProxy, deployment);
  return deployment;
}

const deployed = (trustProxy: string): Deployment => {
  const deployment = deployments.get(trustProxy);
  if (!deployment) throw new Error(`no deployment with TRUST_PROXY=${trustProxy}`);
  return deployment;
};

beforeAll(async () => {
  database = await createTestDatabase();
  if (!database.url) throw new Error("the reliability suite runs on PostgreSQL (TEST_DATABASE_URL)");
  await seed(database.db, { demo: false });
  inviteCodeId = await testInviteCodeId(database.db);
  ({ providerId } = await insertTestClinic(database.db, { username: `forged-${process.pid}`, capacity: 20 }));
  const [victim] = await insertCustomers(
    database.db,
    1,
    `forged-victim-${process.pid}`,
    await hashPassword(VALID_PASSWORD),
  );
  victimEmail = victim?.email ?? "";
  await deploy("1");
  await deploy("true");
}, 180_000);

afterAll(async () => {
  for (const made of clients) made.close();
  for (const deployment of deployments.values()) {
    await deployment.proxy.stop();
    await stopServer(deployment.server.child);
  }
  await database?.close();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Password guesses from one attacker, each with a new made-up X-Forwarded-For: their statuses. */
async function guessPasswords(proxy: RunningProxy, forgedPrefix: string): Promise<number[]> {
  const via = attacker();
  const statuses: number[] = [];
  for (let i = 0; i < SIGN_INS; i += 1) {
    const answer = await via.request(proxy.url, "POST", "/api/auth/login", {
      body: { email: victimEmail, password: `Wrong-guess-${i}` },
      headers: { "x-forwarded-for": `${forgedPrefix}.${i + 1}` },
    });
    statuses.push(answer.status);
  }
  return statuses;
}

/** Holds from throwaway accounts of one attacker, each with a new made-up X-Forwarded-For: their statuses. */
async function holdWindows(
  proxy: RunningProxy,
  forgedPrefix: string,
  firstWindow: number,
): Promise<number[]> {
  const via = attacker();
  const accounts = await insertCustomers(database.db, 2, `forged-${forgedPrefix}-${process.pid}`);
  const statuses: number[] = [];
  for (let i = 0; i < HOLDS; i += 1) {
    const account = accounts[i % accounts.length];
    if (!account) throw new Error("no account");
    const answer = await via.request(proxy.url, "POST", "/api/bookings", {
      token: account.token,
      body: bookingFor(providerId, nthWindow(firstWindow + i), account),
      headers: { "x-forwarded-for": `${forgedPrefix}.${i + 1}` },
    });
    statuses.push(answer.status);
  }
  return statuses;
}

describe("a client forging X-Forwarded-For through HAProxy", () => {
  it(`is refused from the ${SIGN_IN_LIMIT + 1}th sign-in with TRUST_PROXY=1; with TRUST_PROXY=true every guess gets through`, async () => {
    const counted = await guessPasswords(deployed("1").proxy, "203.0.113");
    const dodged = await guessPasswords(deployed("true").proxy, "198.51.100");
    printFigures("forged X-Forwarded-For, sign-ins", {
      sent: SIGN_INS,
      trustProxy1: counted.join("/"),
      trustProxyTrue: dodged.join("/"),
    });
    expect(counted).toEqual([
      ...Array<number>(SIGN_IN_LIMIT).fill(401),
      ...Array<number>(SIGN_INS - SIGN_IN_LIMIT).fill(429),
    ]);
    // The finding: believing every hop, each guess counts under the address the client made up.
    expect(dodged).toEqual(Array<number>(SIGN_INS).fill(401));
  }, 120_000);

  it(`is held to ${HOLDS_PER_NETWORK} open holds with TRUST_PROXY=1; with TRUST_PROXY=true the cap vanishes`, async () => {
    const counted = await holdWindows(deployed("1").proxy, "203.0.113", 0);
    const dodged = await holdWindows(deployed("true").proxy, "198.51.100", HOLDS);
    printFigures("forged X-Forwarded-For, holds", {
      sent: HOLDS,
      trustProxy1: counted.join("/"),
      trustProxyTrue: dodged.join("/"),
    });
    expect(counted).toEqual([...Array<number>(HOLDS_PER_NETWORK).fill(201), 409]);
    expect(dodged).toEqual(Array<number>(HOLDS).fill(201));
  }, 120_000);

  it("cannot happen in production: a start with TRUST_PROXY=true is refused, saying what to give instead", async () => {
    // A store of its own: the development processes above seeded the demo credentials, which production
    // refuses too.
    const store = await createTestDatabase();
    try {
      const refused = startServer(
        {
          NODE_ENV: "production",
          PORT: String(await freeLoopbackPort()),
          DATABASE_URL: store.url ?? "",
          DATA_DIR: newDataDir(),
          JWT_SECRET: "q7Vt2mXc9LpR4sWn8ZbK3hYd6GfJ1uAe0TxQ5oNi",
          CLINICAL_DATA_KEY: "dGVzdC1jbGluaWNhbC1rZXktMzItYnl0ZXMtbG9uZyE=",
          ALLOW_SANDBOX_PAYMENTS: "true",
          TRUST_PROXY: "true",
        },
        compiledServer(),
      );
      const exitCode = await exited(refused.child);
      const out = refused.output();
      const refusals = out.split("\n").filter((line) => line.startsWith("  - "));
      printFigures("production with TRUST_PROXY=true", {
        exitCode: String(exitCode),
        refusals: refusals.length,
      });
      expect(exitCode).toBe(1);
      expect(out).toContain("IV Drips refuses to start in production (NODE_ENV=production):");
      expect(refusals).toEqual([expect.stringContaining("TRUST_PROXY=true believes every address")]);
      expect(refusals[0]).toContain("Give the hop count (TRUST_PROXY=1");
      expect(refusals[0]).toContain("or the proxies' addresses");
      expect(out).not.toContain("IV Drips is running at");
    } finally {
      await store.close();
    }
  }, 120_000);
});
