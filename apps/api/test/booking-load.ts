import { setTimeout as sleep } from "node:timers/promises";
import type { Booking, BookingRequest } from "@ivdrips/contract/bookings";
import { sql } from "drizzle-orm";
import type { Executor } from "../src/db/client";
import { clinicDecision } from "./booking-fixtures";
import { httpClient, type HttpAnswer, type HttpClient } from "./http-client";
import {
  RELIABILITY_JWT_SECRET,
  answerMatchesRequest,
  bookingFor,
  nthWindow,
  type StoredBooking,
  type TestCustomer,
} from "./reliability-fixtures";

/**
 * A booking load over HTTP against a real server process, remembering what the API acknowledged: customers
 * hold windows and either let them go or pay for them in the sandbox checkout; a clinic approves (every fifth
 * it rejects) the paid ones. Each customer is a client of its own (its own loopback address), so per-client
 * limits apply to it as to a person. Stop it (e.g. when the server was killed) and compare with the store.
 */

export type Step = "created" | "paid" | "cancelled" | "approved" | "rejected";

export interface TrackedBooking {
  id: string;
  customer: TestCustomer;
  request: BookingRequest;
  /** What the API answered 2xx/3xx for, in order. */
  acked: Step[];
  /**
   * A step asked for whose outcome is unknown: no answer or a 5xx (the server died, or its database did, maybe
   * after the change committed), or an answer a proxy's retry of a committed attempt gets (see the cancel).
   */
  inFlight?: Exclude<Step, "created">;
  /** Every request about it, as "step status" (0: no answer), in order: for the report of a wrong one. */
  answers: string[];
  sessionId?: string;
}

export interface BookingLoad {
  tracked: Map<string, TrackedBooking>;
  /** "METHOD /path STATUS" → count. */
  statuses: Map<string, number>;
  readonly sent: number;
  readonly answered: number;
  /** Requests that got no answer (connection refused or reset). */
  readonly errors: number;
  /** The longest any request took to be answered (or to fail), in ms. */
  readonly maxLatencyMs: number;
  /** Stops every loop after its current request; resolves when they have all returned. */
  stop(): Promise<void>;
  ackedCount(step: Step): number;
  successCount(): number;
  /** What the bookings got to, acknowledged, and how many had a step in flight: for the printed figures. */
  outcomeFigures(): Record<string, number>;
}

export function startBookingLoad(options: {
  baseUrl: string;
  /** The invite code whose pass every client carries (seedStore's inviteCodeId). */
  inviteCodeId: string;
  customers: TestCustomer[];
  providerId: string;
  /** Bookings per window before the next (keep it under the provider's capacity for a load without 409s). */
  perWindow: number;
  /** The first window index (nthWindow) to use, so loads on one store do not share windows. */
  firstWindow?: number;
  clinic?: { token: string; workers: number; clinicianId: string };
  /** Every nth hold is paid for (the others let go); 2 by default. */
  payEvery?: number;
}): BookingLoad {
  const tracked = new Map<string, TrackedBooking>();
  const statuses = new Map<string, number>();
  const clients: HttpClient[] = [];
  const counters = { sent: 0, answered: 0, errors: 0, maxLatencyMs: 0 };
  let windowCounter = 0;
  let stopped = false;
  const paidQueue: TrackedBooking[] = [];

  const call = async (
    via: HttpClient,
    method: string,
    url: string,
    request: { token: string; body?: unknown },
  ): Promise<HttpAnswer | undefined> => {
    counters.sent += 1;
    const started = Date.now();
    try {
      const answer = await via.request(options.baseUrl, method, url, { ...request, timeoutMs: 20_000 });
      counters.maxLatencyMs = Math.max(counters.maxLatencyMs, Date.now() - started);
      counters.answered += 1;
      const key = `${method} ${url.replace(/[0-9a-f-]{36}|cs_sandbox_[\w-]+/g, ":id")} ${answer.status}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      return answer;
    } catch {
      counters.maxLatencyMs = Math.max(counters.maxLatencyMs, Date.now() - started);
      counters.errors += 1;
      return undefined;
    }
  };
  /**
   * Whether an answer settles what a step did: a 5xx (a database that timed out on COMMIT, say) may come after
   * the change committed, so the step stays in flight, as with no answer.
   */
  const settled = (answer: HttpAnswer | undefined) => answer !== undefined && answer.status < 500;

  const newClient = () => {
    const made = httpClient({ jwtSecret: RELIABILITY_JWT_SECRET, inviteCodeId: options.inviteCodeId });
    clients.push(made);
    return made;
  };

  const customerLoop = async (customer: TestCustomer) => {
    const via = newClient();
    let window: ReturnType<typeof nthWindow> | undefined;
    for (let cycle = 0; !stopped; cycle += 1) {
      // A new window after each answer; the same one again after none or a 5xx (the server or its database
      // away), so that an outage does not use up the windows within the booking horizon.
      window ??= nthWindow((options.firstWindow ?? 0) + Math.floor(windowCounter++ / options.perWindow));
      const request = bookingFor(options.providerId, window, customer);
      const held = await call(via, "POST", "/api/bookings", { token: customer.token, body: request });
      if (!settled(held)) {
        // As a client told to retry later (Retry-After) would, without waiting seconds in a test.
        await sleep(held ? 200 : 50);
        continue;
      }
      window = undefined;
      if (held?.status !== 201) continue;
      const booking = held.json as Booking;
      if (!answerMatchesRequest(booking, request))
        throw new Error(`the answer differs from the request: ${held.text}`);
      const entry: TrackedBooking = {
        id: booking._id,
        customer,
        request,
        acked: ["created"],
        // The customer's open hold in this window is given back again (a retried hold): its story goes on.
        answers: [...(tracked.get(booking._id)?.answers ?? []), `created ${held.status}`],
      };
      tracked.set(entry.id, entry);
      if (stopped) return;
      if (cycle % (options.payEvery ?? 2) !== 1) {
        entry.inFlight = "cancelled";
        const cancelled = await call(via, "PUT", `/api/bookings/${entry.id}/cancel`, {
          token: customer.token,
        });
        entry.answers.push(`cancelled ${cancelled?.status ?? 0}`);
        if (cancelled?.status === 200) entry.acked.push("cancelled");
        // HAProxy retries a 503 or an empty response on the other process: a cancel that committed before its
        // answer was lost (the process killed, the database gone before the reply) is then refused there as
        // already cancelled, and that 409 is all the load sees. It settles nothing: either outcome may be.
        if (settled(cancelled) && cancelled?.status !== 409) delete entry.inFlight;
        continue;
      }
      const checkout = await call(via, "POST", "/api/payments/create-checkout-session", {
        token: customer.token,
        body: { bookingId: entry.id, amount: request.totalAmount, currency: "MYR" },
      });
      entry.answers.push(`checkout ${checkout?.status ?? 0}`);
      if (checkout?.status !== 200 || stopped) continue;
      entry.sessionId = (checkout.json as { sessionId: string }).sessionId;
      entry.inFlight = "paid";
      // The sandbox page's Pay button: a form post answered with a redirect to the confirmation page.
      const paid = await call(via, "POST", `/api/payments/sandbox/${entry.sessionId}/pay`, {
        token: customer.token,
      });
      let paidSays = paid?.status === 303 && paid.headers.location?.includes("/booking-confirmation");
      const location = paid?.headers.location;
      if (!paidSays && paid?.status === 303 && location?.startsWith("/api/payments/sandbox/")) {
        // Sent back to the hosted page: it says why. A press retried after the first one paid (a proxy
        // retrying a 503 whose payment had committed) lands here, on "already paid", as a person would read.
        const page = await call(via, "GET", location, { token: customer.token });
        paidSays = page?.status === 200 && page.text.includes("This booking is already paid.");
      }
      entry.answers.push(`paid ${paid?.status ?? 0}`);
      if (paidSays) {
        entry.acked.push("paid");
        paidQueue.push(entry);
      }
      if (settled(paid)) delete entry.inFlight;
    }
  };

  const clinicLoop = async (token: string, clinicianId: string) => {
    const via = newClient();
    let decided = 0;
    while (!stopped) {
      const entry = paidQueue.shift();
      if (!entry) {
        await sleep(20);
        continue;
      }
      // A decision that got no answer, or a 5xx, is asked again, the same: it may have committed, and the
      // clinic's retry is then answered with the booking as decided.
      const decision =
        entry.inFlight === "approved" || entry.inFlight === "rejected"
          ? entry.inFlight
          : decided++ % 5 === 4
            ? "rejected"
            : "approved";
      entry.inFlight = decision;
      const answer = await call(via, "PUT", `/api/clinics/bookings/${entry.id}/status`, {
        token,
        body: clinicDecision(decision, clinicianId),
      });
      entry.answers.push(`${decision} ${answer?.status ?? 0}`);
      if (answer?.status === 200) entry.acked.push(decision);
      if (settled(answer)) delete entry.inFlight;
      else if (!stopped) {
        paidQueue.unshift(entry);
        await sleep(200);
      }
    }
  };

  const clinic = options.clinic;
  const loops = [
    ...options.customers.map(customerLoop),
    ...(clinic
      ? Array.from({ length: clinic.workers }, () => clinicLoop(clinic.token, clinic.clinicianId))
      : []),
  ];
  const ackedCount = (step: Step) =>
    [...tracked.values()].filter((entry) => entry.acked.includes(step)).length;

  return {
    tracked,
    statuses,
    get sent() {
      return counters.sent;
    },
    get answered() {
      return counters.answered;
    },
    get errors() {
      return counters.errors;
    },
    get maxLatencyMs() {
      return counters.maxLatencyMs;
    },
    async stop() {
      stopped = true;
      await Promise.all(loops);
      for (const made of clients) made.close();
    },
    ackedCount,
    outcomeFigures: () => ({
      paid: ackedCount("paid"),
      cancelled: ackedCount("cancelled"),
      approved: ackedCount("approved"),
      rejected: ackedCount("rejected"),
      followUpsInFlightAtKill: [...tracked.values()].filter((entry) => entry.inFlight).length,
    }),
    successCount: () =>
      [...statuses.entries()]
        .filter(([key]) => /\s[23]\d\d$/.test(key))
        .reduce((sum, [, count]) => sum + count, 0),
  };
}

/** The states a booking may be in once `step` was acknowledged. */
function stateAfter(step: Step): (booking: StoredBooking) => boolean {
  switch (step) {
    case "created":
      return (b) => b.status === "pending" && b.paymentStatus === "pending" && b.paidAt === null;
    case "paid":
      return (b) => b.status === "confirmed" && b.paymentStatus === "paid" && b.paidAt !== null;
    case "cancelled":
      return (b) => b.status === "cancelled" && b.paymentStatus === "cancelled" && b.paidAt === null;
    case "approved":
      return (b) => b.status === "confirmed" && b.clinicApprovalStatus === "approved" && b.paidAt !== null;
    case "rejected":
      return (b) => b.status === "cancelled" && b.clinicApprovalStatus === "rejected" && b.paidAt !== null;
  }
}

/**
 * Each acknowledged booking against the store: lost (no row), or wrong (amounts, window or provider differ from
 * what was answered, or its state is neither the last acknowledged one nor the one a request in flight led to).
 */
export function compareWithStore(
  tracked: Map<string, TrackedBooking>,
  stored: Map<string, StoredBooking>,
): { lost: string[]; wrong: string[] } {
  const lost: string[] = [];
  const wrong: string[] = [];
  for (const entry of tracked.values()) {
    const row = stored.get(entry.id);
    if (!row) {
      lost.push(entry.id);
      continue;
    }
    const last = entry.acked[entry.acked.length - 1] ?? "created";
    const allowed = [stateAfter(last), ...(entry.inFlight ? [stateAfter(entry.inFlight)] : [])];
    if (
      row.totalSen !== Math.round(entry.request.totalAmount * 100) ||
      row.unitPriceSen * row.quantity + row.surchargesSen !== row.totalSen ||
      row.quantity !== entry.request.quantity ||
      row.date !== entry.request.date ||
      row.timeSlot !== entry.request.timeSlot ||
      row.providerId !== entry.request.providerId ||
      !allowed.some((state) => state(row))
    ) {
      wrong.push(
        `${entry.id} (acknowledged ${entry.acked.join(" > ")}, in flight ${entry.inFlight ?? "nothing"}, ` +
          `answered ${entry.answers.join(", ")}): ${JSON.stringify(row)}`,
      );
    }
  }
  return { lost, wrong };
}

/** Checkouts the sandbox holds as paid whose booking is not paid (SQL, for the figures). */
export async function checkoutsPaidWithoutBooking(db: Executor): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as count from payment_sessions p join bookings b on b.id = p.booking_id
      where p.status = 'paid' and b.paid_at is null`,
  );
  return Number((result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0);
}
