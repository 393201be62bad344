import fc from "fast-check";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { BODY_LIMIT_BYTES } from "../../src/app";
import { TEST_DB } from "../test-database";
import {
  createTestApp,
  freshClientAddress,
  injectAs,
  loginDemoClinic,
  manualClock,
  registerCustomer,
  type TestApp,
} from "../test-app";
import { addStaff } from "../staff-fixtures";
import { EVENT_STREAM } from "../../src/modules/live-events/live-events.routes";
import { collectRoutes, guardKindOf, type AppRoute, type GuardKind } from "./app-routes";
import {
  UNREADABLE_CONTENT_TYPES,
  badPathValue,
  encodeSegment,
  ensureInvalid,
  extraKey,
  fieldsOf,
  hugeString,
  malformedJson,
  mutation,
  applyMutation,
  plausible,
  unicodeString,
  wrongValue,
  type Json,
} from "./schema-arbitraries";
import { snapshotTables, totalRows, type TableSnapshot } from "./table-snapshot";

/**
 * Issue 9: property-based fuzzing of every endpoint from its own zod schemas. Each generated request is invalid
 * by construction (a valid one would legitimately write): wrong types, missing and extra fields, huge and
 * unicode strings, malformed JSON, odd content types, oversized bodies, bad path values and query strings.
 * Every answer must be below 500, every 4xx the JSON error body, and no table may change.
 *
 * Reproduce a run with FUZZ_SEED=<the seed printed below>.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_601);
const MIN_REQUESTS = 3000;
const clock = Object.assign(manualClock("2026-06-01T10:00:00+08:00"), { setOffset: () => undefined });

let t: TestApp;
let routes: AppRoute[] = [];
const tokens = { customer: "", clinic: "", staff: "" };
let before: TableSnapshot;

beforeAll(async () => {
  // testClock registers PUT /api/test/clock too (browser tests' route), so that it is fuzzed with the rest.
  // A metrics token, so that GET /metrics is fuzzed as it runs in production (refusing what has not got it).
  const collected = await collectRoutes(() =>
    createTestApp({ clock, testClock: clock, metricsToken: "fuzz-metrics-token-0123456789" }),
  );
  t = collected.built;
  routes = collected.routes;
  tokens.customer = (await registerCustomer(t.app)).token;
  tokens.clinic = await loginDemoClinic(t.app, t.seeded);
  tokens.staff = (await addStaff(t.app, t.database.db)).token;
  before = await snapshotTables(t.database.db);
});
afterAll(() => t.close());

/**
 * Skipped: the docs UI's static files (/api/docs/static/...). They are Swagger UI's own bundled assets served by
 * @fastify/static from node_modules: no schema, no input the API reads, nothing of ours to validate. The docs
 * routes the API generates (/api/docs, /api/docs/json, /api/docs/yaml) are fuzzed with the rest.
 */
const isDocsStaticFile = (route: AppRoute) => route.url.startsWith("/api/docs/static/");

/**
 * Skipped: Server-Sent Event streams (their 200 answer is text/event-stream). Their only input is the
 * Last-Event-ID header, and a valid token opens a stream that never ends, which a request here would wait on
 * for ever; their refusals (no token, wrong kind, a Last-Event-ID they never gave) are in live-events.test.ts
 * and the authorisation matrix.
 */
const isEventStream = (route: AppRoute) => {
  const ok = (route.options.schema?.response as Record<number, { content?: object }> | undefined)?.[200];
  return ok?.content !== undefined && EVENT_STREAM in ok.content;
};

interface FuzzCase {
  family: string;
  url: string;
  contentType?: string;
  payload?: string;
  /** The body is longer than the route's limit: the answer must be 413. */
  oversized: boolean;
}

const zodSchema = (value: unknown): z.ZodType | undefined => (value instanceof z.ZodType ? value : undefined);
const readsBody = (method: string) => !["GET", "HEAD"].includes(method);
const paramNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? "");

/** The route's URL with each parameter given a value (a random unknown id unless `bad` names one). */
function urlFor(route: AppRoute, values: Record<string, string>, query = ""): string {
  const path = route.url.replace(/:(\w+)/g, (_all, name: string) => values[name] ?? "x").replace(/\*/g, "x");
  return query ? `${path}?${query}` : path;
}

const defaultParams = (route: AppRoute): fc.Arbitrary<Record<string, string>> =>
  fc.record(Object.fromEntries(paramNames(route.url).map((name) => [name, fc.uuid()])));

/** One query value as the URL carries it: arrays repeat the key, objects go bracketed, the rest as text. */
function queryPairs(key: string, value: Json): string[] {
  const k = encodeSegment(key);
  if (Array.isArray(value)) return value.flatMap((item) => queryPairs(key, item));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([sub, item]) => queryPairs(`${key}[${sub}]`, item));
  }
  return [`${k}=${encodeSegment(value === null ? "" : String(value))}`];
}

/** Query strings from the route's querystring schema (mutated like bodies), or junk for routes without one. */
function queryArb(route: AppRoute): fc.Arbitrary<string> {
  const schema = zodSchema(route.options.schema?.querystring);
  const junk = fc.array(fc.tuple(extraKey, fc.oneof(unicodeString, wrongValue)), { maxLength: 3 });
  if (!schema) return junk.map((pairs) => pairs.flatMap(([k, v]) => queryPairs(k, v)).join("&"));
  const fields = fieldsOf(schema);
  return fc
    .tuple(plausible(schema), fc.array(mutation(fields, 2_000), { minLength: 1, maxLength: 2 }), junk)
    .map(([base, changes, extra]) => {
      const value = changes.reduce<Json>((acc, change) => applyMutation(acc, change), base);
      const entries = value !== null && typeof value === "object" && !Array.isArray(value) ? value : {};
      return [
        ...Object.entries(entries).flatMap(([k, v]) => queryPairs(k, v)),
        ...extra.flatMap(([k, v]) => queryPairs(k, v)),
      ].join("&");
    });
}

/** The kinds of request sent to one route, weighted; each is invalid for a route that reads a body. */
function caseArb(route: AppRoute): fc.Arbitrary<FuzzCase> {
  const body = zodSchema(route.options.schema?.body);
  const limit = route.options.bodyLimit ?? BODY_LIMIT_BYTES;
  const params = defaultParams(route);
  const families: fc.WeightedArbitrary<FuzzCase>[] = [];
  const json = (family: string, text: string, contentType = "application/json") => ({
    family,
    text,
    contentType,
  });
  const toCase = (url: string, sent: { family: string; text: string; contentType: string }): FuzzCase => ({
    family: sent.family,
    url,
    contentType: sent.contentType,
    payload: sent.text,
    // Fastify refuses a type it cannot read (415) before it counts the bytes: 413 is due for a readable type.
    oversized:
      /^(application\/json|text\/plain)($|;)/.test(sent.contentType) && Buffer.byteLength(sent.text) > limit,
  });

  if (readsBody(route.method) && body) {
    if (body.safeParse(undefined).success) throw new Error(`${route.key}: its body schema accepts no body`);
    const fields = fieldsOf(body);
    /** A plausible body with one to three mutations, then made invalid for sure. */
    const structured = fc
      .tuple(plausible(body), fc.array(mutation(fields, limit), { minLength: 1, maxLength: 3 }))
      .map(([base, changes]) => {
        const mutated = changes.reduce<Json>((acc, change) => applyMutation(acc, change), base);
        const { value, wrapped } = ensureInvalid(body, mutated);
        const kinds = [...new Set(changes.map((change) => change.kind))].join("+");
        return json(`body:${kinds}${wrapped ? "(wrapped)" : ""}`, JSON.stringify(value));
      });
    const invalidText = structured.map((sent) => sent.text);
    const notAnObject = fc
      .oneof(
        fc.constantFrom<Json>([], [{}], "text", 42, 0, null, true, false),
        fc.jsonValue({ maxDepth: 2 }).filter((value) => typeof value !== "object" || Array.isArray(value)),
      )
      .map((value) => json("body:not-an-object", JSON.stringify(value) ?? "null"));
    const malformed = malformedJson(invalidText).map(({ variant, text }) =>
      json(`malformed:${variant}`, text),
    );
    const contentType = fc
      .tuple(
        invalidText,
        fc.constantFrom("text/plain", "application/x-www-form-urlencoded", ...UNREADABLE_CONTENT_TYPES),
      )
      .map(([text, type]) => json(`content-type:${type.split(";")[0] ?? type}`, text, type));
    const empty = fc.constant(json("empty-body", ""));
    const oversized = fc
      .tuple(
        fc.constantFrom(...(fields.length > 0 ? fields.map((f) => f.path[0] ?? "x") : ["x"])),
        hugeString(limit),
      )
      .map(([key, huge]) => json("oversized", JSON.stringify({ [key]: huge.padEnd(limit + 1, "x") })));
    const withUrl = (arb: fc.Arbitrary<{ family: string; text: string; contentType: string }>) =>
      fc.tuple(params, arb).map(([values, sent]) => toCase(urlFor(route, values), sent));
    families.push(
      { arbitrary: withUrl(structured), weight: 8 },
      { arbitrary: withUrl(notAnObject), weight: 1 },
      { arbitrary: withUrl(malformed), weight: 3 },
      { arbitrary: withUrl(contentType), weight: 2 },
      { arbitrary: withUrl(empty), weight: 1 },
      { arbitrary: withUrl(oversized), weight: 1 },
    );
    if (paramNames(route.url).length > 0) {
      // A bad or unknown id with a plausible body, which may be valid: the id alone must stop it.
      families.push({
        arbitrary: fc
          .tuple(params, fc.constantFrom(...paramNames(route.url)), badPathValue, plausible(body))
          .map(([values, name, bad, value]) =>
            toCase(
              urlFor(route, { ...values, [name]: bad.segment }),
              json(`path:${bad.variant}`, JSON.stringify(value)),
            ),
          ),
        weight: 3,
      });
    }
  } else if (readsBody(route.method)) {
    // No body schema: only bodies that cannot be read at all, or a bad id, are invalid by construction
    // (an empty or readable body would let e.g. POST /api/auth/logout sign the caller out).
    const objectText = fc
      .dictionary(fc.string({ maxLength: 8 }), wrongValue, { maxKeys: 4 })
      .map((o) => JSON.stringify(o));
    const malformed = malformedJson(objectText).map(({ variant, text }) =>
      json(`malformed:${variant}`, text),
    );
    const unreadable = fc
      .tuple(objectText, fc.constantFrom(...UNREADABLE_CONTENT_TYPES))
      .map(([text, type]) => json(`content-type:${type.split(";")[0] ?? type}`, text, type));
    const oversized = hugeString(limit).map((huge) =>
      json("oversized", JSON.stringify({ value: huge.padEnd(limit + 1, "x") })),
    );
    for (const [arb, weight] of [
      [malformed, 3],
      [unreadable, 2],
      [oversized, 1],
    ] as const) {
      families.push({
        arbitrary: fc.tuple(params, arb).map(([values, sent]) => toCase(urlFor(route, values), sent)),
        weight,
      });
    }
    if (paramNames(route.url).length > 0) families.push(badPathFamily(route, params));
  } else {
    families.push({
      arbitrary: fc.tuple(params, queryArb(route)).map(([values, query]) => ({
        family: route.options.schema?.querystring ? "query:schema" : "query:junk",
        url: urlFor(route, values, query),
        oversized: false,
      })),
      weight: 2,
    });
    if (paramNames(route.url).length > 0) families.push(badPathFamily(route, params));
  }
  return fc.oneof(...families);
}

/** A bad value in one path parameter (unknown, huge, unicode, traversal), with no body. */
function badPathFamily(route: AppRoute, params: fc.Arbitrary<Record<string, string>>) {
  return {
    arbitrary: fc
      .tuple(params, fc.constantFrom(...paramNames(route.url)), badPathValue)
      .map(([values, name, bad]) => ({
        family: `path:${bad.variant}`,
        url: urlFor(route, { ...values, [name]: bad.segment }),
        oversized: false,
      })),
    weight: 3,
  };
}

/** How many requests a route gets: more where there is more input to get wrong. */
function runsFor(route: AppRoute): number {
  const schema = route.options.schema;
  if (readsBody(route.method)) return schema?.body ? 120 : 50;
  return schema?.querystring || schema?.params || paramNames(route.url).length > 0 ? 40 : 15;
}

const stats = {
  sent: 0,
  byStatus: new Map<number, number>(),
  byFamily: new Map<string, number>(),
  wrapped: 0,
  slowest: { ms: 0, what: "" },
};
const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

const short = (text: string, max = 200) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

/** The checks every answer must pass, with the request in the message so a shrunk failure reads well. */
function checkAnswer(route: AppRoute, sent: FuzzCase, response: LightMyRequestResponse) {
  const status = response.statusCode;
  const what = `${route.method} ${short(sent.url)} [${sent.family}] ${short(sent.payload ?? "")} → ${status} ${short(response.body)}`;
  expect(status, `no 5xx: ${what}`).toBeLessThan(500);
  if (sent.oversized) expect(status, `a body past the limit is 413: ${what}`).toBe(413);
  if (readsBody(route.method)) {
    expect(status >= 400 && status < 500, `an invalid request is refused: ${what}`).toBe(true);
  }
  if (status < 400) return;
  const contentType = String(response.headers["content-type"] ?? "");
  if (route.method === "HEAD" && contentType.startsWith("text/html")) return; // the page below, without its body
  if (route.method === "HEAD") {
    expect(contentType, `a HEAD error is JSON: ${what}`).toMatch(/^application\/json/);
    return;
  }
  if (contentType.startsWith("text/html")) {
    // The sandbox checkout is a page for browsers: its not-found answer is an HTML page saying so.
    expect(response.body, `an HTML error page: ${what}`).toMatch(/<html[\s\S]*<\/html>/i);
    return;
  }
  expect(contentType, `a 4xx is JSON: ${what}`).toMatch(/^application\/json/);
  const body = response.json<{ message?: unknown; statusCode?: unknown; code?: unknown }>();
  expect(typeof body.message === "string" && body.message.trim() !== "", `a message: ${what}`).toBe(true);
  expect(body.statusCode, `statusCode matches: ${what}`).toBe(status);
  expect(typeof body.code, `a code: ${what}`).toBe("string");
}

describe("fuzzing every endpoint from its zod schemas", () => {
  it("answers ≥ 3000 invalid requests below 500, every 4xx with a message, and writes nothing", async () => {
    const fuzzed = routes.filter(
      (route) =>
        (route.url.startsWith("/api/") || route.url === "/metrics") &&
        !isDocsStaticFile(route) &&
        !isEventStream(route),
    );
    expect(fuzzed.length).toBeGreaterThan(60);
    const failures: string[] = [];
    const guards = new Map<string, GuardKind>();
    const timings: [string, number][] = [];
    for (const [index, route] of fuzzed.entries()) {
      let lastFailure: string | undefined;
      const started = performance.now();
      const guard = await guardKindOf(t.app, route, tokens);
      guards.set(route.key, guard);
      const token =
        guard === "clinic" || guard === "staff"
          ? tokens[guard]
          : guard === "public"
            ? undefined
            : tokens.customer;
      try {
        await fc.assert(
          fc.asyncProperty(caseArb(route), async (sent) => {
            if (sent.family.includes("(wrapped)")) stats.wrapped += 1;
            const options: InjectOptions = {
              method: route.method as InjectOptions["method"],
              url: sent.url,
              remoteAddress: freshClientAddress(),
              headers: {
                ...(token ? { authorization: `Bearer ${token}` } : {}),
                ...(sent.contentType === undefined ? {} : { "content-type": sent.contentType }),
              },
              ...(sent.payload === undefined ? {} : { payload: sent.payload }),
            };
            const sentAt = performance.now();
            const response = await t.app.inject(options);
            const took = performance.now() - sentAt;
            if (took > stats.slowest.ms) stats.slowest = { ms: took, what: `${route.key} [${sent.family}]` };
            stats.sent += 1;
            bump(stats.byStatus, response.statusCode);
            bump(stats.byFamily, sent.family.split(":")[0] ?? sent.family);
            try {
              checkAnswer(route, sent, response);
            } catch (error) {
              // Shrinking fails again and again on ever smaller cases: the last message is the minimal one.
              lastFailure = error instanceof Error ? error.message : String(error);
              throw error;
            }
          }),
          { numRuns: runsFor(route), seed: SEED + index },
        );
      } catch (error) {
        const replay = /\{ seed: .*?\}/.exec(String(error))?.[0] ?? `seed ${SEED + index}`;
        failures.push(`${route.key} ${replay}: ${lastFailure ?? short(String(error), 2000)}`);
      }
      timings.push([route.key, performance.now() - started]);
    }
    const after = await snapshotTables(t.database.db);
    const changed = Object.keys({ ...before, ...after }).filter(
      (table) => JSON.stringify(before[table]) !== JSON.stringify(after[table]),
    );
    const fiveXx = [...stats.byStatus].filter(([status]) => status >= 500).reduce((n, [, c]) => n + c, 0);

    console.log(
      [
        `fuzz (${TEST_DB}): seed ${SEED} (FUZZ_SEED to replay), ${fuzzed.length} routes ` +
          `(${[...guards.values()].filter((g) => g !== "public").length} behind a guard, sent with its token)`,
        `requests sent: ${stats.sent}; by status: ${[...stats.byStatus]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}×${n}`)
          .join(", ")}`,
        `by family: ${[...stats.byFamily]
          .sort()
          .map(([f, n]) => `${f}×${n}`)
          .join(", ")}; ` + `${stats.wrapped} mutations that stayed valid were wrapped in an array`,
        `5xx: ${fiveXx}; tables: ${Object.keys(after).length}, rows ${totalRows(before)} → ${totalRows(after)}, ` +
          `tables changed: ${changed.length === 0 ? "none" : changed.join(", ")} (rows written = ${totalRows(after) - totalRows(before)})`,
        `slowest request: ${Math.round(stats.slowest.ms)} ms (${stats.slowest.what}); slowest routes: ${timings
          .sort(([, a], [, b]) => b - a)
          .slice(0, 5)
          .map(([key, ms]) => `${key} ${Math.round(ms)} ms`)
          .join(", ")}`,
        ...failures.map((failure) => `FAILED ${failure}`),
      ].join("\n"),
    );

    expect(failures).toEqual([]);
    expect(fiveXx).toBe(0);
    expect(stats.sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
    expect(changed).toEqual([]);
    // A request that holds the event loop for seconds is a denial of service (it was: an unanchored password
    // pattern, quadratic in the length of a 100 kB password).
  }, 240_000);

  it("answers text PostgreSQL cannot store (U+0000), found by the fuzzing above, with 400 and writes nothing", async () => {
    // Each request is otherwise valid, so that the NUL reaches the database: 500s before the error handler
    // mapped SQLSTATE 22021 to a 400.
    const nul = "a\u0000b";
    const contact = { email: "a@example.com", phone: "+60 12-345 6789", subject: nul, message: nul };
    const cases: [string, string, string | undefined, Json?][] = [
      ["GET", "/api/services/a%00b", undefined],
      ["GET", "/api/services/a%00b/reviews", undefined],
      ["GET", "/api/providers?location=%00", undefined],
      ["GET", "/api/bookings/session/a%00b", tokens.customer],
      ["POST", "/api/invite-codes/verify", undefined, { code: nul }],
      [
        "POST",
        "/api/auth/register",
        undefined,
        { email: "nul@example.com", fullName: nul, password: "Sunrise2026" },
      ],
      ["POST", "/api/clinics/login", undefined, { username: nul, password: nul }],
      ["PUT", "/api/users/profile", tokens.customer, { fullName: nul }],
      ["POST", "/api/support/messages", undefined, { name: nul, category: "other", ...contact }],
      ["POST", "/api/contact/messages", undefined, { firstName: nul, lastName: nul, ...contact }],
      [
        "POST",
        "/api/partners/applications",
        undefined,
        {
          name: nul,
          profession: "nurse",
          licenceNumber: "MMC 1",
          yearsOfExperience: 1,
          city: nul,
          ...contact,
        },
      ],
    ];
    const start = await snapshotTables(t.database.db);
    for (const [method, url, token, payload] of cases) {
      const response = await injectAs(
        t.app,
        token,
      )({
        method: method as InjectOptions["method"],
        url,
        remoteAddress: freshClientAddress(),
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
      expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({
        statusCode: 400,
        code: "BAD_REQUEST",
        message: expect.stringMatching(/U\+0000/),
      });
    }
    expect(await snapshotTables(t.database.db)).toEqual(start);
  });
});
