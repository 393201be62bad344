import { signedConsent } from "../lib/screening";
/** What the orchestrator (bench/load.ts) and the load generator (load-worker.ts) say to each other over IPC. */

export interface RunOptions {
  /** Seconds measured. */
  duration: number;
  /** Seconds of load before measuring, thrown away (JIT, connection pools, caches). */
  warmup: number;
  connections: number;
}

/** GETs of one or more paths (taken in turn), all with the same headers. */
export interface GetPlan {
  kind: "get";
  name: string;
  origin: string;
  paths: string[];
  headers: Record<string, string>;
  /** Statuses that count as success (e.g. 304 for revalidation). */
  ok: number[];
}

/**
 * Booking holds: each connection repeats POST /api/bookings (a pending booking holding a window) then
 * PUT /api/bookings/{id}/cancel (letting the unpaid hold go), over many days and the four windows, so capacity
 * and the 3-open-holds-per-customer rule are not what is measured.
 */
export interface HoldsPlan {
  kind: "holds";
  name: string;
  origin: string;
  cookie: string;
  /** Customers' bearer tokens; each may hold MAX_OPEN_HOLDS windows at a time. */
  tokens: string[];
  holdsPerCustomer: number;
  providerId: string;
  services: { id: string; price: number }[];
  /** Kuala Lumpur's Night window surcharge in RM (GET /api/visit-fees): a Night hold's total includes it. */
  nightSurcharge: number;
  /** The first KL day to book, and how many days from it. */
  firstDate: string;
  days: number;
}

export type ScenarioPlan = GetPlan | HoldsPlan;

export interface WorkerRequest {
  plan: ScenarioPlan;
  options: RunOptions;
}

export interface HoldCounts {
  /** 201: a window held. */
  created: number;
  /** 200 on the cancel: the hold let go. */
  released: number;
  /** 409 WINDOW_FULL: expected when a window has no room; not an error. */
  windowFull: number;
  /** 409 TOO_MANY_HOLDS: the bench outran its customers' allowance; counted as errors. */
  tooManyHolds: number;
}

export interface Measurement {
  name: string;
  connections: number;
  durationSeconds: number;
  requests: number;
  reqPerSec: number;
  latencyMs: { p50: number; p90: number; p99: number; average: number; max: number };
  bytesPerSec: number;
  statusCounts: Record<string, number>;
  /** Socket errors and timeouts, as autocannon counts them. */
  connectionErrors: number;
  timeouts: number;
  /** Answers that were neither a success for this scenario nor an expected 409 WINDOW_FULL. */
  unexpectedStatuses: number;
  /** connectionErrors + unexpectedStatuses: the table's "errors". */
  errors: number;
  holds?: HoldCounts;
}

export type WorkerReply = { ok: true; measurement: Measurement } | { ok: false; error: string };

/**
 * The body of a booking hold the bench makes: one of a service, for a window, for a made-up customer, its
 * total with the Night window's surcharge when it is one (the bench books from tomorrow: never same-day).
 */
export function holdBody(
  service: { id: string; price: number },
  providerId: string,
  date: string,
  timeSlot: string,
  nightSurcharge: number,
): Record<string, unknown> {
  return {
    serviceId: service.id,
    providerId,
    date,
    timeSlot,
    location: { country: "Malaysia", city: "Kuala Lumpur" },
    customerInfo: {
      name: "Bench Customer",
      email: "bench@example.com",
      phone: "+60 12-345 6789",
      address: "12 Jalan Ampang, 50450 Kuala Lumpur",
    },
    totalAmount: service.price + (timeSlot === "Night 8PM - 12AM" ? nightSurcharge : 0),
    currency: "MYR",
    quantity: 1,
    consent: signedConsent("Bench Customer"),
  };
}
