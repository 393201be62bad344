/**
 * The load generator, a child process of bench/load.ts so it never shares the server's event loop: it receives
 * a WorkerRequest over IPC, drives the server with autocannon (a warm-up first, thrown away), and answers with
 * a Measurement.
 */
import autocannon from "autocannon";
import { addDays, TIME_SLOTS } from "@ivdrips/contract/time-windows";
import {
  holdBody,
  type GetPlan,
  type HoldCounts,
  type HoldsPlan,
  type Measurement,
  type RunOptions,
  type ScenarioPlan,
  type WorkerReply,
  type WorkerRequest,
} from "./protocol";

interface Outcome {
  expected409: number;
  unexpected: number;
  holds?: HoldCounts;
}

function getOptions(plan: GetPlan): autocannon.Options {
  return {
    url: plan.origin,
    headers: plan.headers,
    requests: plan.paths.map((path) => ({ method: "GET", path })),
  };
}

/** The per-connection state of a hold-then-release sequence. */
interface HoldContext {
  token?: string;
  bookingId?: string;
}

/**
 * autocannon restarts a connection's sequence when setupRequest returns a falsy value (its README: "returning
 * a falsy value ... will reset the pipeline"); @types/autocannon types the return as a Request only.
 */
const RESTART_SEQUENCE = null as unknown as autocannon.Request;

function holdsOptions(plan: HoldsPlan, counts: HoldCounts, tally: { other: number }): autocannon.Options {
  // Each customer may hold `holdsPerCustomer` windows; a connection takes a place before it holds a window and
  // gives it back once the hold is let go, so the bench never trips the rule itself.
  const places = plan.tokens.flatMap((token) => Array<string>(plan.holdsPerCustomer).fill(token));
  let spare = 0;
  let next = 0;
  const takePlace = (): string => places.pop() ?? plan.tokens[spare++ % plan.tokens.length] ?? "";
  // Each customer books from its own machine (the server trusts the forwarded address, as behind a proxy), so
  // the cap on open holds per network is not what is measured either.
  const machineOf = new Map(
    plan.tokens.map((token, index) => [token, `198.18.${index >> 8}.${index & 255}`]),
  );

  return {
    url: plan.origin,
    headers: { cookie: plan.cookie, "content-type": "application/json" },
    requests: [
      {
        method: "POST",
        path: "/api/bookings",
        setupRequest: (request, context) => {
          const state = context as HoldContext;
          state.token = takePlace();
          const index = next++;
          const service = plan.services[index % plan.services.length];
          if (!service) throw new Error("no services to book");
          const body = holdBody(
            service,
            plan.providerId,
            addDays(plan.firstDate, Math.floor(index / TIME_SLOTS.length) % plan.days),
            TIME_SLOTS[index % TIME_SLOTS.length] ?? "Morning 8AM - 12PM",
            plan.nightSurcharge,
          );
          return {
            ...request,
            headers: {
              ...request.headers,
              authorization: `Bearer ${state.token}`,
              "x-forwarded-for": machineOf.get(state.token) ?? "198.18.255.255",
            },
            body: JSON.stringify(body),
          };
        },
        onResponse: (status, body, context) => {
          const state = context as HoldContext;
          if (status === 201) {
            counts.created += 1;
            state.bookingId = (JSON.parse(body) as { _id: string })._id;
            return;
          }
          if (state.token) places.push(state.token);
          state.token = undefined;
          const code = status === 409 ? (JSON.parse(body) as { code?: string }).code : undefined;
          if (code === "WINDOW_FULL") counts.windowFull += 1;
          else if (code === "TOO_MANY_HOLDS") counts.tooManyHolds += 1;
          else tally.other += 1;
        },
      },
      {
        method: "PUT",
        setupRequest: (request, context) => {
          const state = context as HoldContext;
          if (!state.bookingId || !state.token) return RESTART_SEQUENCE;
          return {
            ...request,
            path: `/api/bookings/${state.bookingId}/cancel`,
            headers: { cookie: plan.cookie, authorization: `Bearer ${state.token}` },
            body: undefined,
          };
        },
        onResponse: (status, _body, context) => {
          const state = context as HoldContext;
          if (status === 200) {
            counts.released += 1;
            if (state.token) places.push(state.token);
          } else {
            tally.other += 1;
          }
          state.token = undefined;
          state.bookingId = undefined;
        },
      },
    ],
  };
}

async function measure(plan: ScenarioPlan, options: RunOptions, seconds: number): Promise<Measurement> {
  const counts: HoldCounts = { created: 0, released: 0, windowFull: 0, tooManyHolds: 0 };
  const tally = { other: 0 };
  const base = plan.kind === "get" ? getOptions(plan) : holdsOptions(plan, counts, tally);
  const result = await autocannon({
    ...base,
    connections: options.connections,
    duration: seconds,
    timeout: 10,
  });
  const statusCounts: Record<string, number> = {};
  for (const [status, stat] of Object.entries(result.statusCodeStats ?? {})) {
    statusCounts[status] = stat.count ?? 0;
  }
  const outcome: Outcome =
    plan.kind === "get"
      ? {
          expected409: 0,
          unexpected: Object.entries(statusCounts)
            .filter(([status]) => !plan.ok.includes(Number(status)))
            .reduce((sum, [, count]) => sum + count, 0),
        }
      : { expected409: counts.windowFull, unexpected: tally.other + counts.tooManyHolds, holds: counts };
  return {
    name: plan.name,
    connections: options.connections,
    durationSeconds: result.duration,
    requests: result.requests.total,
    reqPerSec: result.requests.average,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      average: result.latency.average,
      max: result.latency.max,
    },
    bytesPerSec: result.throughput.average,
    statusCounts,
    connectionErrors: result.errors,
    timeouts: result.timeouts,
    unexpectedStatuses: outcome.unexpected,
    errors: result.errors + outcome.unexpected,
    ...(outcome.holds ? { holds: outcome.holds } : {}),
  };
}

/**
 * Lets go of the holds a run left behind: those whose cancel never ran, and those whose creation was still in
 * flight when autocannon stopped (the server committed them; nobody read the answer). Otherwise they would count
 * against the customers' open holds in the next run.
 */
async function releaseLeftovers(plan: HoldsPlan): Promise<void> {
  // Let the server finish what autocannon sent before it stopped.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const token of plan.tokens) {
    const headers = { cookie: plan.cookie, authorization: `Bearer ${token}` };
    const response = await fetch(`${plan.origin}/api/bookings`, { headers });
    if (!response.ok) throw new Error(`listing a bench customer's bookings: ${response.status}`);
    const bookings = (await response.json()) as { _id: string; status: string; paymentStatus: string }[];
    for (const booking of bookings) {
      if (booking.status !== "pending" || booking.paymentStatus !== "pending") continue;
      const cancel = await fetch(`${plan.origin}/api/bookings/${booking._id}/cancel`, {
        method: "PUT",
        headers,
      });
      // 409: a cancel autocannon sent just before it stopped got there first.
      if (!cancel.ok && cancel.status !== 409) {
        throw new Error(`releasing a leftover hold: ${cancel.status} ${await cancel.text()}`);
      }
    }
  }
}

async function run({ plan, options }: WorkerRequest): Promise<Measurement> {
  const settle = () => (plan.kind === "holds" ? releaseLeftovers(plan) : Promise.resolve());
  if (options.warmup > 0) {
    await measure(plan, options, options.warmup);
    await settle();
  }
  const measurement = await measure(plan, options, options.duration);
  await settle();
  return measurement;
}

process.on("message", (message: WorkerRequest) => {
  run(message).then(
    (measurement) => process.send?.({ ok: true, measurement } satisfies WorkerReply),
    (error: unknown) =>
      process.send?.({
        ok: false,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies WorkerReply),
  );
});
