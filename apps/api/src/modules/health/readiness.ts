import type { FastifyInstance } from "fastify";
import { AppError } from "../../lib/app-error";
import { RETRY_AFTER_SECONDS } from "../../plugins/error-handler";

/**
 * Whether this process takes new work. A process that cannot reach its database at start keeps starting
 * (main.ts retries migrations and seed) while it answers /api/health, and is not ready until then. A stopping
 * process drains first: /api/ready answers 503 so the proxy's health check takes it out of rotation, every
 * answer closes its connection so no kept-alive socket brings it new requests, and it still serves what arrives
 * meanwhile. Only then does it stop accepting (app.close()).
 */
export interface Readiness {
  readonly draining: boolean;
  /** Start-up (migrations, seed) has not finished: only /api/health and /api/ready answer. */
  readonly starting: boolean;
  /** From now on: not ready, and each answer closes its connection. */
  drain(): void;
  /** Start-up finished: the process serves. */
  started(): void;
}

export function createReadiness(options: { starting?: boolean } = {}): Readiness {
  let draining = false;
  let starting = options.starting ?? false;
  return {
    get draining() {
      return draining;
    },
    get starting() {
      return starting;
    },
    drain() {
      draining = true;
    },
    started() {
      starting = false;
    },
  };
}

/** While draining, each answer tells the client (the proxy) to close its connection after it. */
export function registerDrainingConnectionClose(app: FastifyInstance, readiness: Readiness): void {
  app.addHook("onSend", async (request, reply) => {
    if (readiness.draining && request.raw.httpVersionMajor === 1) reply.header("connection", "close");
  });
}

/** The routes that answer while the process is still starting: whether it lives, and whether it is ready. */
const ANSWERED_WHILE_STARTING = new Set(["/api/health", "/api/ready"]);

/** While starting, every other API call is a 503 with Retry-After (the store may not be migrated yet). */
export function registerStartingGate(app: FastifyInstance, readiness: Readiness): void {
  app.addHook("onRequest", async (request, reply) => {
    if (!readiness.starting) return;
    const path = request.url.split("?")[0] ?? "";
    if (!path.startsWith("/api/") || ANSWERED_WHILE_STARTING.has(path)) return;
    reply.header("retry-after", String(RETRY_AFTER_SECONDS));
    throw new AppError("SERVICE_UNAVAILABLE", "startingUp");
  });
}
