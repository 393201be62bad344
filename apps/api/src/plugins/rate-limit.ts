import rateLimit from "@fastify/rate-limit";
import { PUBLIC_FORM_MAX_SUBMISSIONS } from "@ivdrips/contract/messages";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Redis } from "ioredis";
import { AppError } from "../lib/app-error";
import { rateLimitKey } from "../lib/client-network";
import { redisStoreWithLocalFallback } from "./rate-limit-store";

/** Per-route limits for calls that can be brute-forced: 10 a minute per client. */
export const BRUTE_FORCE_LIMIT = { max: 10, timeWindow: "1 minute" } as const;

/**
 * A gift card's code is a secret that can be guessed at: a request that names one (`codeOf` reads it from the
 * request's body) is limited like sign-in (BRUTE_FORCE_LIMIT), as the balance check is; one without a code
 * only by `otherwise`, if given. A preHandler, in place of the route's own `config.rateLimit` (the plugin runs
 * one limit a request).
 */
export function giftCardGuessLimit<Request extends FastifyRequest>(
  app: FastifyInstance,
  codeOf: (request: Request) => string | undefined,
  otherwise?: { max: number; timeWindow: string },
) {
  const guesses = app.rateLimit(BRUTE_FORCE_LIMIT);
  const calls = otherwise ? app.rateLimit(otherwise) : undefined;
  return async (request: Request, reply: FastifyReply) => {
    // Validation refuses a request without a body before this runs: only a bare request (the guard test's) has none.
    if (request.body === undefined) return;
    const limit = codeOf(request) !== undefined ? guesses : calls;
    if (limit) await limit.call(app, request, reply);
  };
}

/** Per-route limits for the public forms that write to the team or a list: 5 per 15 minutes per client. */
export const PUBLIC_FORM_LIMIT = {
  max: PUBLIC_FORM_MAX_SUBMISSIONS,
  timeWindow: "15 minutes",
  errorResponseBuilder: () => new AppError("RATE_LIMITED", "tooManySubmissions"),
} as const;

/**
 * The Redis connection of REDIS_URL: every command (a count, /api/ready's ping) gives up after
 * `commandTimeoutMs`, so that a frozen Redis is met like a dead one. Closed with the app.
 */
export function connectRedis(app: FastifyInstance, redisUrl: string, commandTimeoutMs: number): Redis {
  const redis = new Redis(redisUrl, {
    connectTimeout: 1000,
    commandTimeout: commandTimeoutMs,
    maxRetriesPerRequest: 1,
    lazyConnect: false,
  });
  app.addHook("onClose", async () => {
    redis.disconnect();
  });
  return redis;
}

/**
 * Counts per client network, as the hold caps do (lib/client-network.ts's rateLimitKey: an IPv4 address, an
 * IPv6 /48), in memory for one process, or in Redis when REDIS_URL is set so that several API processes share
 * one count. While Redis is unreachable or hung each process counts on its own (and the log says so): a limit
 * never switches off, and no sign-in is refused because Redis is away.
 */
export async function registerRateLimit(app: FastifyInstance, redis: Redis | undefined): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => rateLimitKey(request.ip),
    ...(redis ? { store: redisStoreWithLocalFallback(redis, "ivdrips-rate-limit-", app.log) } : {}),
    errorResponseBuilder: () => new AppError("RATE_LIMITED", "tooManyAttempts"),
  });
}
