import { HEALTH_DATA_CONSENT_VERSION } from "@ivdrips/contract/consent-texts";
import { EXAMPLE_HEALTH_ANSWERS as HEALTHY_ANSWERS } from "@ivdrips/contract/clinical-example";
import { createClinicalSealer, parseClinicalKey, type ClinicalSealer } from "../src/lib/clinical-keys";
import { INVITE_COOKIE_NAME } from "@ivdrips/contract/invites";
import type {
  FastifyInstance,
  InjectOptions,
  LightMyRequestCallback,
  LightMyRequestChain,
  LightMyRequestResponse,
} from "fastify";
import { buildApp, type AppDeps } from "../src/app";
import { defaultAppSettings, type AppSettings } from "../src/config";
import { seed, type SeedResult } from "../src/seed/seed";
import type { Executor } from "../src/db/client";
import { systemClock, type Clock } from "../src/lib/clock";
import { findInviteByCode, insertInvite } from "../src/modules/invites/invites.repository";
import { signedInvitePass } from "../src/plugins/invite-gate";
import { createTestDatabase, type TestDatabase } from "./test-database";

export const TEST_JWT_SECRET = "test-secret-that-is-long-enough-for-hs256-0123456789";

/** A clock the test moves by hand. */
export type ManualClock = Clock & { set(to: Date | string): void; advance(ms: number): void };

export function manualClock(start: Date | string): ManualClock {
  let now = new Date(start);
  const clock = () => new Date(now);
  clock.set = (to: Date | string) => {
    now = new Date(to);
  };
  clock.advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  return clock;
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  seeded: SeedResult;
  close(): Promise<void>;
}

/** The invite code the harness's passes come from: in every test database, unlimited and without expiry. */
export const TEST_INVITE_CODE = "TEST-HARNESS-PASS";

/** The id of TEST_INVITE_CODE in this database, creating the code when it is missing. */
export async function testInviteCodeId(db: Executor): Promise<string> {
  await insertInvite(db, { code: TEST_INVITE_CODE, maxUses: null, expiresAt: null });
  const code = await findInviteByCode(db, TEST_INVITE_CODE);
  if (!code) throw new Error(`the test invite code ${TEST_INVITE_CODE} could not be created`);
  return code.id;
}

/**
 * A `Cookie` header carrying a valid invite-gate pass from the code `codeId`, issued now by `clock`, for an app
 * signing with `jwtSecret`: what a browser sends after POST /api/invite-codes/verify.
 */
export function inviteCookieHeader(
  codeId: string,
  clock: Clock = systemClock,
  jwtSecret = TEST_JWT_SECRET,
): string {
  return `${INVITE_COOKIE_NAME}=${encodeURIComponent(signedInvitePass(jwtSecret, codeId, clock()))}`;
}

const bareInjects = new WeakMap<FastifyInstance, FastifyInstance["inject"]>();
const passCodes = new WeakMap<FastifyInstance, string>();

/** The id of the code behind the passes withInviteCookie sends to this app. */
export function harnessInviteCodeId(app: FastifyInstance): string {
  const codeId = passCodes.get(app);
  if (!codeId) throw new Error("this app was not built by buildTestApp");
  return codeId;
}

function hasCookie(options: InjectOptions): boolean {
  if (options.cookies !== undefined) return true;
  return Object.keys(options.headers ?? {}).some((name) => name.toLowerCase() === "cookie");
}

const machines = new Map<string, string>();
let machineCounter = 0;

/**
 * A request with a bearer token and no address of its own comes from its token's own address (one per token,
 * in 198.18/15), as each customer books from their own machine: limits per client address, such as the cap on
 * open holds per network, never add up unrelated test customers who would all be 127.0.0.1.
 */
function onOwnMachine(request: InjectOptions): InjectOptions {
  if (request.remoteAddress !== undefined) return request;
  const authorization = Object.entries(request.headers ?? {}).find(
    ([name]) => name.toLowerCase() === "authorization",
  )?.[1];
  if (typeof authorization !== "string") return request;
  let address = machines.get(authorization);
  if (!address) {
    machineCounter += 1;
    address = `198.${18 + (Math.floor(machineCounter / 62_500) % 2)}.${Math.floor(machineCounter / 250) % 250}.${(machineCounter % 250) + 1}`;
    machines.set(authorization, address);
  }
  return { ...request, remoteAddress: address };
}

/**
 * Makes `app.inject` send a fresh invite-gate pass (issued by `clock` at each request) unless the request names
 * its own cookies, so tests of everything behind the gate need not think of it, and a signed-in request from
 * its token's own address (see onOwnMachine). The chained form `inject()`
 * is left bare. `injectWithoutInviteCookie` reaches the unwrapped inject.
 */
export function withInviteCookie(
  app: FastifyInstance,
  codeId: string,
  clock: Clock = systemClock,
  jwtSecret = TEST_JWT_SECRET,
): FastifyInstance {
  const bare: FastifyInstance["inject"] = app.inject.bind(app);
  bareInjects.set(app, bare);
  passCodes.set(app, codeId);
  function inject(): LightMyRequestChain;
  function inject(options: InjectOptions | string): Promise<LightMyRequestResponse>;
  function inject(options: InjectOptions | string, callback: LightMyRequestCallback): void;
  function inject(
    options?: InjectOptions | string,
    callback?: LightMyRequestCallback,
  ): LightMyRequestChain | Promise<LightMyRequestResponse> | void {
    if (options === undefined) return bare();
    const request = onOwnMachine(typeof options === "string" ? { url: options } : options);
    const withPass = hasCookie(request)
      ? request
      : { ...request, headers: { ...request.headers, cookie: inviteCookieHeader(codeId, clock, jwtSecret) } };
    return callback ? bare(withPass, callback) : bare(withPass);
  }
  app.inject = inject;
  return app;
}

/** app.inject as a browser that never passed the invite gate sends it: no cookie unless the test gives one. */
export function injectWithoutInviteCookie(app: FastifyInstance) {
  const bare = bareInjects.get(app) ?? app.inject.bind(app);
  return (options: InjectOptions): Promise<LightMyRequestResponse> => bare(options);
}

/**
 * AppDeps for a test: the configuration's defaults (defaultAppSettings) with any setting changed in place.
 * `crypto` stays AppDeps' own: a test brings its chain (verifier) with it.
 */
export type TestAppDeps = Omit<AppDeps, "settings" | "clinicalSealer"> &
  Partial<Pick<AppDeps, "clinicalSealer">> &
  Partial<Omit<AppSettings, "crypto">>;

/** The tests' CLINICAL_DATA_KEY (32 bytes in base64): fixed, so a test can seal and open as the app does. */
export const TEST_CLINICAL_KEY = Buffer.from("test-clinical-key-32-bytes-long!").toString("base64");

export function testClinicalSealer(): ClinicalSealer {
  const key = parseClinicalKey(TEST_CLINICAL_KEY);
  if (!key) throw new Error("TEST_CLINICAL_KEY is not a key");
  return createClinicalSealer(key);
}

export function appDeps({
  publicUrl,
  siteOrigins,
  supportEmail,
  bookingHoldMinutes,
  holdsPerNetwork,
  holdsPerIpv6Site,
  clinicDecisionHours,
  passwordResetsPerHour,
  clinicalRecordRetentionYears,
  availabilityCacheMs,
  whatsappNumber,
  supportPhone,
  phoneMessages,
  nodeEnv,
  clinicalSealer,
  ...deps
}: TestAppDeps): AppDeps {
  const changed = {
    publicUrl,
    siteOrigins,
    supportEmail,
    bookingHoldMinutes,
    holdsPerNetwork,
    holdsPerIpv6Site,
    clinicDecisionHours,
    passwordResetsPerHour,
    clinicalRecordRetentionYears,
    availabilityCacheMs,
    whatsappNumber,
    supportPhone,
    phoneMessages,
    nodeEnv,
  };
  const settings = { ...defaultAppSettings() };
  for (const [name, value] of Object.entries(changed)) {
    if (value !== undefined) Object.assign(settings, { [name]: value });
  }
  return { ...deps, clinicalSealer: clinicalSealer ?? testClinicalSealer(), settings };
}

/** buildApp, with an inject that carries a valid invite-gate pass from TEST_INVITE_CODE (see withInviteCookie). */
export async function buildTestApp(deps: TestAppDeps): Promise<FastifyInstance> {
  const codeId = await testInviteCodeId(deps.database.db);
  const clock = deps.testClock ?? deps.clock ?? systemClock;
  return withInviteCookie(await buildApp(appDeps(deps)), codeId, clock, deps.jwtSecret);
}

/** The whole app on a fresh database, seeded as `npm start` seeds it outside production. */
export async function createTestApp(options: Partial<Omit<TestAppDeps, "database">> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const seeded = await seed(database.db, { demo: true });
  const app = await buildTestApp({ jwtSecret: TEST_JWT_SECRET, ...options, database });
  await app.ready();
  return {
    app,
    database,
    seeded,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** app.inject bound to a bearer token (or none), e.g. `as(token)({ method: "GET", url })`. */
export function injectAs(app: FastifyInstance, token?: string) {
  return (options: InjectOptions): Promise<LightMyRequestResponse> =>
    app.inject({
      ...options,
      headers: { ...options.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
}

let clientCounter = 0;
/** A distinct client address per call (only a label for app.inject), so rate limits never leak between tests. */
export function freshClientAddress(): string {
  clientCounter += 1;
  return `203.0.${Math.floor(clientCounter / 250) % 250}.${(clientCounter % 250) + 1}`;
}

let emailCounter = 0;
/** A unique, valid email for a test. */
export function uniqueEmail(prefix = "customer"): string {
  emailCounter += 1;
  return `${prefix}.${process.pid}.${emailCounter}.${Date.now()}@example.com`;
}

export const VALID_PASSWORD = "Sunrise2026";

/**
 * A new customer, signed in. Unless `screened: false`, they have also agreed to the keeping of health data and
 * saved a healthy adult's profile (HEALTHY_ANSWERS), as every customer must before booking a drip.
 */
export async function registerCustomer(
  app: FastifyInstance,
  overrides: Partial<{
    email: string;
    fullName: string;
    password: string;
    phone: string;
    screened: boolean;
  }> = {},
): Promise<{ token: string; user: { id: string; email: string; fullName: string; phone: string | null } }> {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/register",
    // Each from its own address: sign-up is rate-limited per client.
    remoteAddress: freshClientAddress(),
    payload: {
      email: overrides.email ?? uniqueEmail(),
      fullName: overrides.fullName ?? "Aisha Rahman",
      password: overrides.password ?? VALID_PASSWORD,
      ...(overrides.phone === undefined ? { phone: "+60 12-345 6789" } : { phone: overrides.phone }),
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const registered: {
    token: string;
    user: { id: string; email: string; fullName: string; phone: string | null };
  } = response.json();
  if (overrides.screened !== false) await screen(app, registered.token);
  return registered;
}

async function screen(app: FastifyInstance, token: string): Promise<void> {
  const as = injectAs(app, token);
  const consent = await as({
    method: "POST",
    url: "/api/account/health-consent",
    payload: { version: HEALTH_DATA_CONSENT_VERSION },
  });
  if (consent.statusCode !== 200) throw new Error(`health consent failed: ${consent.body}`);
  const profile = await as({ method: "PUT", url: "/api/account/health-profile", payload: HEALTHY_ANSWERS });
  if (profile.statusCode !== 200) throw new Error(`health profile failed: ${profile.body}`);
}

export async function loginDemoClinic(app: FastifyInstance, seeded: SeedResult): Promise<string> {
  if (!seeded.demo) throw new Error("the test app was not seeded with demo data");
  const response = await app.inject({
    method: "POST",
    url: "/api/clinics/login",
    remoteAddress: freshClientAddress(),
    payload: { username: seeded.demo.clinicUsername, password: seeded.demo.clinicPassword },
  });
  if (response.statusCode !== 200) throw new Error(`clinic login failed: ${response.body}`);
  return (response.json() as { token: string }).token;
}
