import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { AppError } from "../lib/app-error";
import type { BookingOutcome, BookingTally } from "../lib/booking-tally";
import { BUILD_INFO } from "../lib/build-info";
import { withDeadline } from "../lib/deadline";
import type { SweepTally } from "../lib/sweeper";

/**
 * How long a scrape waits for the business counts (database queries): past it, or when the database is away,
 * the last counts read are reported with ivdrips_business_counts_stale 1, and the process and HTTP metrics
 * answer as always.
 */
export const BUSINESS_COUNTS_MS = 1500;

/** The route label of a request no route matched (a 404), so that scanners cannot make a label per URL. */
export const UNMATCHED_ROUTE = "unmatched";

/** The business figures /metrics reports, read afresh on each scrape (a service's, handed over in app.ts). */
export interface BusinessCounts {
  bookingsByStatus: Record<string, number>;
  openHolds: number;
  awaitingClinic: number;
  refundsPending: number;
  refundsFailed: number;
  outboxDue: number;
  outboxFailed: number;
  /** Messages to phones in their outbox, by channel, then status: every pair, 0 where there is none. */
  messagesByChannelAndStatus: Record<string, Record<string, number>>;
}

export interface MetricsOptions {
  /** The bearer token a scraper sends (METRICS_TOKEN); without one, GET /metrics answers 404 as if absent. */
  token: string | undefined;
  businessCounts: () => Promise<BusinessCounts>;
  sweeps: SweepTally;
  /** What happened to bookings through this process (made, paid, cancelled, refunded), as counters. */
  bookings: BookingTally;
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
function bearerMatches(request: FastifyRequest, expected: Buffer): boolean {
  const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "");
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), expected);
}

/**
 * GET /metrics in Prometheus' text format, on the main port behind a bearer token (docs/decisions/019-metrics.md).
 * It sits outside /api, so the invite gate does not apply and the web app's fallback never sees it. Without a
 * token the route still exists and answers 404 like any unknown route, and nothing is measured.
 *
 * One registry per app (tests build many apps in one process): request durations per method, route pattern
 * and status; Node's process metrics; the build's version and commit; this process's booking counters; and
 * business gauges, read when scraped.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  const expected = options.token === undefined ? undefined : digest(options.token);
  if (expected === undefined) {
    app.get("/metrics", { schema: { hide: true } }, (request) => {
      throw new AppError("NOT_FOUND", "noSuchRoute", { method: request.method, path: "/metrics" });
    });
    return;
  }

  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method, route pattern and status code.",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook("onResponse", (request, reply, done) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
  new Gauge({
    name: "ivdrips_build_info",
    help: "Always 1: the running server's version (its package.json) and the commit it was built from.",
    labelNames: ["version", "commit"] as const,
    registers: [registry],
  }).set({ ...BUILD_INFO }, 1);
  registerBookingCounters(registry, options.bookings);
  const business = registerBusinessGauges(registry, options);

  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request, expected)) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      throw new AppError("UNAUTHORIZED", "signInToContinue");
    }
    business.read();
    const text = await registry.metrics();
    return reply.header("cache-control", "no-store").type(registry.contentType).send(text);
  });
}

const BOOKING_COUNTER_HELP: Record<BookingOutcome, string> = {
  made: "Bookings made (new holds) through this process.",
  paid: "Bookings paid through this process.",
  cancelled: "Paid bookings called off through this process (cancelled, rejected, or dropped by a closure).",
  refunded: "Refunds the payment provider confirmed through this process.",
};

/** ivdrips_bookings_<outcome>_total: this process's counts since it started (lib/booking-tally.ts). */
function registerBookingCounters(registry: Registry, tally: BookingTally): void {
  for (const outcome of Object.keys(BOOKING_COUNTER_HELP) as BookingOutcome[]) {
    new Counter({
      name: `ivdrips_bookings_${outcome}_total`,
      help: BOOKING_COUNTER_HELP[outcome],
      registers: [registry],
      collect() {
        this.reset();
        this.inc(tally.totals()[outcome]);
      },
    });
  }
}

/** The business gauges; `read()` starts each scrape's one reading of the counts, which every gauge awaits. */
/**
 * The business gauges; `read()` starts each scrape's one reading of the counts, which every gauge awaits. A
 * reading that fails or takes longer than BUSINESS_COUNTS_MS leaves the last good one in place, marked stale.
 */
function registerBusinessGauges(
  registry: Registry,
  { businessCounts, sweeps }: MetricsOptions,
): { read(): void } {
  const registers = [registry];
  let last: { counts: BusinessCounts; at: number } | undefined;
  let stale = true;
  let reading: Promise<BusinessCounts | undefined> | undefined;
  const readNow = () =>
    withDeadline(businessCounts(), BUSINESS_COUNTS_MS, "business counts").then(
      (counts) => {
        last = { counts, at: Date.now() };
        stale = false;
        return counts;
      },
      () => {
        stale = true;
        return last?.counts;
      },
    );
  const counts = () => (reading ??= readNow());
  const gauge = (name: string, help: string, read: (counts: BusinessCounts) => number) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        const known = await counts();
        if (known) this.set(read(known));
      },
    });

  new Gauge({
    name: "ivdrips_business_counts_stale",
    help: "1 when the business gauges could not be read afresh for this scrape (the database is away or slow).",
    registers,
    async collect() {
      await counts();
      this.set(stale ? 1 : 0);
    },
  });
  new Gauge({
    name: "ivdrips_business_counts_age_seconds",
    help: "How old the business gauges' counts are (0 when read for this scrape; absent before any reading).",
    registers,
    async collect() {
      await counts();
      if (last) this.set(stale ? (Date.now() - last.at) / 1000 : 0);
    },
  });
  new Gauge({
    name: "ivdrips_bookings",
    help: "Bookings by their stored status (pending, confirmed, completed, cancelled).",
    labelNames: ["status"] as const,
    registers,
    async collect() {
      for (const [status, total] of Object.entries((await counts())?.bookingsByStatus ?? {})) {
        this.set({ status }, total);
      }
    },
  });
  gauge("ivdrips_open_holds", "Unpaid bookings whose hold has time left.", (c) => c.openHolds);
  gauge(
    "ivdrips_bookings_awaiting_clinic",
    "Paid bookings no clinic has approved yet.",
    (c) => c.awaitingClinic,
  );
  new Gauge({
    name: "ivdrips_refunds_due",
    help: "Refunds still to be made, by refund status (pending, failed).",
    labelNames: ["refund_status"] as const,
    registers,
    async collect() {
      const known = await counts();
      if (!known) return;
      const { refundsPending, refundsFailed } = known;
      this.set({ refund_status: "pending" }, refundsPending);
      this.set({ refund_status: "failed" }, refundsFailed);
    },
  });
  gauge("ivdrips_outbox_due", "Emails waiting to be sent whose time has come.", (c) => c.outboxDue);
  gauge("ivdrips_outbox_failed", "Emails given up on after too many failed attempts.", (c) => c.outboxFailed);
  new Gauge({
    name: "ivdrips_messages",
    help:
      "Messages to phones in their outbox (finished ones are kept for the outbox's retention), by channel " +
      "(whatsapp, sms) and status (queued, sent, delivered, read, failed).",
    labelNames: ["channel", "status"] as const,
    registers,
    async collect() {
      for (const [channel, byStatus] of Object.entries((await counts())?.messagesByChannelAndStatus ?? {})) {
        for (const [status, total] of Object.entries(byStatus)) this.set({ channel, status }, total);
      }
    },
  });

  new Gauge({
    name: "ivdrips_sweep_last_success_timestamp_seconds",
    help: "When each background sweep of this process last finished without an error (Unix time).",
    labelNames: ["sweep"] as const,
    registers,
    collect() {
      for (const record of sweeps.records()) {
        if (record.lastSuccessAt) this.set({ sweep: record.name }, record.lastSuccessAt.getTime() / 1000);
      }
    },
  });
  new Counter({
    name: "ivdrips_sweep_errors_total",
    help: "Background sweeps of this process that failed (each is logged).",
    labelNames: ["sweep"] as const,
    registers,
    collect() {
      this.reset();
      for (const record of sweeps.records()) this.inc({ sweep: record.name }, record.failures);
    },
  });
  return {
    read() {
      reading = readNow();
    },
  };
}
