/**
 * `npm run bench`: throughput and latency of the production build under load, against a bare Fastify route on
 * the same machine (the ceiling). Not part of `npm test`: the numbers belong to the machine, so they are
 * reported, never asserted.
 *
 * Builds the web app, starts the real server (NODE_ENV=production; PostgreSQL when DATABASE_URL is set, else
 * the embedded store in a temporary directory), prepares what the scenarios need through the API (the invite
 * cookie, a few customers within the sign-up rate limit), then drives each scenario for BENCH_DURATION seconds
 * with autocannon from a separate process. Prints a table and writes bench/results.json.
 *
 * Options (flags, or the environment): --duration / BENCH_DURATION (seconds per scenario, default 10),
 * --warmup / BENCH_WARMUP (seconds before each, default 2), --connections / BENCH_CONNECTIONS (default 10),
 * --skip-build / BENCH_SKIP_BUILD=1 (use apps/web/dist as it is), --log-level / BENCH_LOG_LEVEL (the server's,
 * default warn: request logs at info would be written to a pipe this process drains, on the same cores),
 * --only / BENCH_ONLY (comma-separated scenario names, e.g. `holds,bookings`: only those after the ceiling).
 * BENCH_CPU_PROF=dir writes the server's CPU profile (node --cpu-prof) there when it stops.
 */
import { fork, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { INVITE_COOKIE_NAME } from "@ivdrips/contract/invites";
import { BOOKING_HORIZON_DAYS, addDays, klDateOf } from "@ivdrips/contract/time-windows";
import { repoRoot, startApiServer, type ApiServer } from "./lib/api-server";
import { freeBenchPort } from "./lib/ports";
import { onCleanup, runCleanly, startNodeProcess, stopChild, waitUntilAnswering } from "./lib/processes";
import {
  holdBody,
  type Measurement,
  type RunOptions,
  type ScenarioPlan,
  type WorkerReply,
} from "./load/protocol";
import { screenCustomer } from "./lib/screening";
import { printTable } from "./lib/table";
import { checkCapacity, describeCapacity } from "./lib/capacity-check";

/** Mirrors MAX_OPEN_HOLDS in apps/api/src/modules/bookings/customer-bookings.service.ts (docs/decisions/002). */
const HOLDS_PER_CUSTOMER = 3;
/** Sign-up allows 10 a minute from one client: the bench stays under it. */
const MAX_CUSTOMERS = 9;
const resultsPath = path.join(import.meta.dirname, "results.json");

interface Settings extends RunOptions {
  build: boolean;
  logLevel: string;
  databaseUrl: string | undefined;
  /** Scenario names to run (after the ceiling); empty: all of them. */
  only: string[];
}

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) throw new Error(`${name} must be a number of 0 or more`);
  return number;
}

function readSettings(): Settings {
  const { values } = parseArgs({
    options: {
      duration: { type: "string" },
      warmup: { type: "string" },
      connections: { type: "string" },
      "skip-build": { type: "boolean" },
      "log-level": { type: "string" },
      only: { type: "string" },
    },
  });
  const connections = Math.floor(
    positive(values.connections ?? process.env.BENCH_CONNECTIONS, 10, "--connections"),
  );
  if (connections < 1) throw new Error("--connections must be at least 1");
  return {
    duration: Math.max(1, positive(values.duration ?? process.env.BENCH_DURATION, 10, "--duration")),
    warmup: positive(values.warmup ?? process.env.BENCH_WARMUP, 2, "--warmup"),
    connections,
    build: !(values["skip-build"] ?? ["1", "true"].includes(process.env.BENCH_SKIP_BUILD ?? "")),
    logLevel: values["log-level"] ?? process.env.BENCH_LOG_LEVEL ?? "warn",
    databaseUrl: process.env.DATABASE_URL || undefined,
    only: (values.only ?? process.env.BENCH_ONLY ?? "")
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean),
  };
}

/** A JSON call to the API with the invite cookie (and a bearer token), failing loudly on an unexpected status. */
async function call<T>(
  server: ApiServer,
  cookie: string,
  method: string,
  url: string,
  { body, token, expect = [200] }: { body?: unknown; token?: string; expect?: number[] } = {},
): Promise<T> {
  const response = await fetch(`${server.origin}${url}`, {
    method,
    headers: {
      cookie,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!expect.includes(response.status)) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

async function passInviteGate(server: ApiServer): Promise<string> {
  const response = await fetch(`${server.origin}/api/invite-codes/verify`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ code: server.inviteCode }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0] ?? "")
    .find((pair) => pair.startsWith(`${INVITE_COOKIE_NAME}=`));
  if (!response.ok || !cookie) {
    throw new Error(`verifying the invite code: ${response.status} ${await response.text()}`);
  }
  return cookie;
}

interface Prepared {
  cookie: string;
  servicesBody: string;
  servicesEtag: string;
  services: { id: string; price: number }[];
  nightSurcharge: number;
  providerId: string;
  listerToken: string;
  holderTokens: string[];
  firstDate: string;
  days: number;
}

/** Everything the scenarios need, made through the API as a client would. */
async function prepare(server: ApiServer, connections: number): Promise<Prepared> {
  const cookie = await passInviteGate(server);
  const servicesResponse = await fetch(`${server.origin}/api/services`, { headers: { cookie } });
  if (!servicesResponse.ok) throw new Error(`GET /api/services: ${servicesResponse.status}`);
  const servicesBody = await servicesResponse.text();
  const services = (JSON.parse(servicesBody) as { id: string; price: number }[]).map(({ id, price }) => ({
    id,
    price,
  }));
  const { nightSurcharge } = await call<{ nightSurcharge: number }>(
    server,
    cookie,
    "GET",
    "/api/visit-fees?city=Kuala%20Lumpur",
  );
  const providers = await call<{ _id: string }[]>(server, cookie, "GET", "/api/providers");
  const providerId = providers[0]?._id;
  if (!providerId) throw new Error("the server has no provider");

  // One customer whose list is read, and enough holders that every connection can hold a window at once.
  const holders = Math.ceil(connections / HOLDS_PER_CUSTOMER);
  if (holders + 1 > MAX_CUSTOMERS) {
    throw new Error(
      `--connections ${connections} needs ${holders + 1} customers; sign-up allows ${MAX_CUSTOMERS + 1} a minute ` +
        `from one client, so use at most ${(MAX_CUSTOMERS - 1) * HOLDS_PER_CUSTOMER} connections`,
    );
  }
  const tokens: string[] = [];
  for (let index = 0; index <= holders; index += 1) {
    const { token } = await call<{ token: string }>(server, cookie, "POST", "/api/auth/register", {
      body: {
        email: `bench.${Date.now()}.${index}@example.com`,
        fullName: "Bench Customer",
        password: "Bench-Load-2026",
        phone: "+60 12-345 6789",
      },
      expect: [201],
    });
    await screenCustomer(async (method, url, body) => {
      await call(server, cookie, method, url, { token, body });
    });
    tokens.push(token);
  }
  const [listerToken, ...holderTokens] = tokens;
  if (!listerToken) throw new Error("no customer was created");

  // Tomorrow on (KL), to the edge of the booking horizon: every window is bookable for the whole run.
  const firstDate = addDays(klDateOf(new Date()), 1);
  const days = BOOKING_HORIZON_DAYS - 2;
  // The customer whose bookings are listed holds three windows, as a real one might.
  for (let index = 0; index < HOLDS_PER_CUSTOMER; index += 1) {
    const service = services[index % services.length];
    if (!service) throw new Error("the catalogue is empty");
    await call(server, cookie, "POST", "/api/bookings", {
      token: listerToken,
      expect: [201],
      body: holdBody(
        service,
        providerId,
        addDays(firstDate, days - 1 - index),
        "Evening 4PM - 8PM",
        nightSurcharge,
      ),
    });
  }
  return {
    cookie,
    servicesBody,
    servicesEtag: servicesResponse.headers.get("etag") ?? "",
    services,
    nightSurcharge,
    providerId,
    listerToken,
    holderTokens,
    firstDate,
    days,
  };
}

/**
 * Every place the holders may take, asked for one window at once (the day before the lister's evening holds,
 * morning), each customer from its own machine: at most the window's capacity may be held. The check at the
 * end counts what it holds.
 */
async function raceForOneWindow(
  server: ApiServer,
  prepared: Prepared,
): Promise<{ asked: number; held: number; full: number; other: number }> {
  const date = addDays(prepared.firstDate, prepared.days - 1);
  const asks = prepared.holderTokens.flatMap((token, customer) =>
    Array.from({ length: HOLDS_PER_CUSTOMER }, (_, index) => ({ token, customer, index })),
  );
  const statuses = await Promise.all(
    asks.map(async ({ token, customer, index }) => {
      const service = prepared.services[index % prepared.services.length];
      if (!service) throw new Error("the catalogue is empty");
      const response = await fetch(`${server.origin}/api/bookings`, {
        method: "POST",
        headers: {
          cookie: prepared.cookie,
          "content-type": "application/json",
          authorization: `Bearer ${token}`,
          "x-forwarded-for": `198.19.${customer >> 8}.${customer & 255}`,
        },
        body: JSON.stringify(
          holdBody(service, prepared.providerId, date, "Morning 8AM - 12PM", prepared.nightSurcharge),
        ),
      });
      const body = (await response.json()) as { code?: string };
      return response.status === 201 ? "held" : body.code === "WINDOW_FULL" ? "full" : "other";
    }),
  );
  const count = (outcome: string) => statuses.filter((status) => status === outcome).length;
  return { asked: asks.length, held: count("held"), full: count("full"), other: count("other") };
}

interface Scenario {
  plan: ScenarioPlan;
  /** What the table calls it. */
  label: string;
}

function scenarios(server: ApiServer, prepared: Prepared): Scenario[] {
  const { cookie } = prepared;
  const get = (
    name: string,
    label: string,
    paths: string[],
    headers: Record<string, string> = {},
    ok = [200],
  ) => ({
    label,
    plan: { kind: "get", name, origin: server.origin, paths, headers: { cookie, ...headers }, ok } as const,
  });
  const week = Array.from({ length: 7 }, (_, day) => addDays(prepared.firstDate, day));
  return [
    get("services", "GET /api/services", ["/api/services"]),
    get("services-compressed", "GET /api/services (br, as browsers ask)", ["/api/services"], {
      "accept-encoding": "br, gzip, deflate",
    }),
    get(
      "services-revalidated",
      "GET /api/services (If-None-Match → 304)",
      ["/api/services"],
      { "if-none-match": prepared.servicesEtag },
      [304],
    ),
    get(
      "availability",
      "GET /api/providers/{id}/availability (7 days)",
      week.map((date) => `/api/providers/${prepared.providerId}/availability?date=${date}`),
    ),
    get("bookings", "GET /api/bookings (customer token)", ["/api/bookings"], {
      authorization: `Bearer ${prepared.listerToken}`,
    }),
    {
      label: "hold + release (POST /api/bookings, PUT …/cancel)",
      plan: {
        kind: "holds",
        name: "holds",
        origin: server.origin,
        cookie,
        tokens: prepared.holderTokens,
        holdsPerCustomer: HOLDS_PER_CUSTOMER,
        providerId: prepared.providerId,
        services: prepared.services,
        nightSurcharge: prepared.nightSurcharge,
        firstDate: prepared.firstDate,
        days: prepared.days,
      },
    },
  ];
}

/** The load generator: one child process for the whole run, asked for one scenario at a time. */
function startWorker(): {
  run(plan: ScenarioPlan, options: RunOptions): Promise<Measurement>;
  child: ChildProcess;
} {
  const child = fork(path.join(import.meta.dirname, "load", "load-worker.ts"), [], {
    execArgv: ["--import", "tsx"],
    cwd: repoRoot,
  });
  onCleanup("the load generator", () => stopChild(child, 2000));
  return {
    child,
    run: (plan, options) =>
      new Promise((resolve, reject) => {
        const onExit = (code: number | null) => reject(new Error(`the load generator exited (${code})`));
        child.once("exit", onExit);
        child.once("message", (reply: WorkerReply) => {
          child.off("exit", onExit);
          if (reply.ok) resolve(reply.measurement);
          else reject(new Error(`the load generator failed: ${reply.error}`));
        });
        child.send({ plan, options });
      }),
  };
}

async function startCeiling(
  body: string,
  skip: ReadonlySet<number>,
): Promise<{ origin: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "ivdrips-bench-ceiling-"));
  onCleanup(`ceiling body ${dir}`, () => rmSync(dir, { recursive: true, force: true }));
  const bodyFile = path.join(dir, "services.json");
  writeFileSync(bodyFile, body);
  const port = await freeBenchPort(skip);
  const origin = `http://127.0.0.1:${port}`;
  const ceiling = startNodeProcess(
    "the ceiling server",
    path.join(import.meta.dirname, "load", "ceiling-server.ts"),
    { ...process.env, BENCH_CEILING_PORT: String(port), BENCH_CEILING_BODY: bodyFile },
    repoRoot,
  );
  await waitUntilAnswering(`${origin}/services`, ceiling, "the ceiling server", 30_000);
  return { origin, stop: ceiling.stop };
}

const fixed = (value: number, digits = 0) => value.toFixed(digits);
const ratio = (value: number, ceiling: number) => (ceiling > 0 ? `${(value / ceiling).toFixed(2)}×` : "-");

function printResults(rows: { label: string; measurement: Measurement }[], ceiling: Measurement): void {
  printTable(
    ["scenario", "req/s", "p50 ms", "p99 ms", "errors", "req/s ÷ ceiling", "p99 ÷ ceiling"],
    rows.map(({ label, measurement: m }) => [
      label,
      fixed(m.reqPerSec),
      fixed(m.latencyMs.p50, 1),
      fixed(m.latencyMs.p99, 1),
      String(m.errors),
      ratio(m.reqPerSec, ceiling.reqPerSec),
      ratio(m.latencyMs.p99, ceiling.latencyMs.p99),
    ]),
  );
}

async function main(): Promise<void> {
  const settings = readSettings();
  const started = Date.now();
  // Other work on the machine moves every figure: recorded beside them.
  const loadBefore = os.loadavg();
  if (settings.build) {
    console.log("building the web app (npm run build; --skip-build to use apps/web/dist as it is)…");
    const build = spawnSync("npm", ["run", "--silent", "build"], { cwd: repoRoot, stdio: "inherit" });
    if (build.status !== 0) throw new Error(`npm run build failed (exit ${build.status})`);
  }

  const apiPort = await freeBenchPort();
  console.log(
    `starting the API (${settings.databaseUrl ? "PostgreSQL from DATABASE_URL" : "embedded store"}) on :${apiPort}…`,
  );
  const server = await startApiServer({
    port: apiPort,
    databaseUrl: settings.databaseUrl,
    logLevel: settings.logLevel,
  });
  const prepared = await prepare(server, settings.connections);
  const chosen = scenarios(server, prepared).filter(
    ({ plan }) => settings.only.length === 0 || settings.only.includes(plan.name),
  );
  const unknown = settings.only.filter((name) => !chosen.some(({ plan }) => plan.name === name));
  if (unknown.length > 0) throw new Error(`--only: no scenario named ${unknown.join(", ")}`);
  const worker = startWorker();
  const options: RunOptions = {
    duration: settings.duration,
    warmup: settings.warmup,
    connections: settings.connections,
  };

  console.log(
    `driving each scenario for ${settings.warmup} s + ${settings.duration} s with ${settings.connections} connections…`,
  );
  const ceilingServer = await startCeiling(prepared.servicesBody, new Set([apiPort]));
  const ceilingPlan: ScenarioPlan = {
    kind: "get",
    name: "ceiling",
    origin: ceilingServer.origin,
    paths: ["/services"],
    headers: {},
    ok: [200],
  };
  const ceiling = await worker.run(ceilingPlan, options);
  await ceilingServer.stop();
  const rows = [{ label: "ceiling: bare Fastify, same JSON", measurement: ceiling }];
  for (const scenario of chosen) {
    process.stdout.write(`  ${scenario.label}\n`);
    rows.push({ label: scenario.label, measurement: await worker.run(scenario.plan, options) });
  }

  console.log("");
  printResults(rows, ceiling);
  const holds = rows.find((row) => row.measurement.holds)?.measurement;
  if (holds?.holds) {
    const perSecond = holds.holds.created / holds.durationSeconds;
    console.log(
      `\nholds: ${holds.holds.created} windows held (${fixed(perSecond)}/s) and ${holds.holds.released} let go; ` +
        `${holds.holds.windowFull} answered 409 full (expected, not errors); ` +
        `${holds.holds.tooManyHolds} refused as too many open holds (errors). Each hold is let go at once, so ` +
        `${prepared.holderTokens.length} customers cover ${settings.connections} connections within the ` +
        `${HOLDS_PER_CUSTOMER}-open-holds rule.`,
    );
  }

  const race = await raceForOneWindow(server, prepared);
  console.log(
    `race: ${race.asked} holds asked at once for one window: ${race.held} held, ${race.full} answered full` +
      (race.other > 0 ? `, ${race.other} otherwise (errors)` : ""),
  );
  if (race.other > 0) process.exitCode = 1;

  // The run's end, checked: no window may hold more than its capacity, whatever the load did.
  if (!settings.databaseUrl) await server.process.stop();
  const capacity = await checkCapacity(
    settings.databaseUrl ? { databaseUrl: settings.databaseUrl } : { dataDir: server.dataDir },
  );
  console.log(`\n${describeCapacity(capacity)}`);
  if (capacity.overCapacity.length > 0) process.exitCode = 1;

  const cpus = os.cpus();
  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model ?? "unknown",
      memoryGiB: Number((os.totalmem() / 1024 ** 3).toFixed(1)),
      platform: `${os.platform()} ${os.release()} ${os.arch()}`,
      node: process.version,
      loadAverage1m: {
        before: Number(loadBefore[0]?.toFixed(2)),
        after: Number(os.loadavg()[0]?.toFixed(2)),
      },
    },
    database: server.database,
    settings: {
      durationSeconds: settings.duration,
      warmupSeconds: settings.warmup,
      connections: settings.connections,
      serverLogLevel: settings.logLevel,
    },
    bodyBytes: { services: Buffer.byteLength(prepared.servicesBody) },
    scenarios: rows.map(({ label, measurement }) => ({
      label,
      ...measurement,
      vsCeiling: {
        reqPerSec: Number((measurement.reqPerSec / ceiling.reqPerSec).toFixed(3)),
        p99: Number((measurement.latencyMs.p99 / ceiling.latencyMs.p99).toFixed(3)),
      },
    })),
    capacity: { windows: capacity.windows, overCapacity: capacity.overCapacity },
    totalSeconds: Math.round((Date.now() - started) / 1000),
  };
  writeFileSync(resultsPath, `${JSON.stringify(results, null, 2)}\n`);
  console.log(
    `\n${results.machine.cpus} CPUs (${results.machine.cpuModel}), Node ${process.version}, ${server.database} ` +
      `database; 1-minute load average ${results.machine.loadAverage1m.before} before, ` +
      `${results.machine.loadAverage1m.after} after`,
  );
  console.log(`wrote ${path.relative(process.cwd(), resultsPath)} (${results.totalSeconds} s in all)`);
}

await runCleanly(main);
