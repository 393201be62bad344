import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Redis } from "ioredis";

interface Count {
  current: number;
  ttl: number;
}

/** Counts a hit; the first hit of a key starts its window. Answers the count and the window's time left in ms. */
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/** How many keys the in-process counts keep while Redis is down (the oldest go first). */
const LOCAL_KEYS = 10_000;

/**
 * After a command failed or timed out with Redis seemingly connected (a frozen or overloaded server), how long
 * this process counts on its own before it asks Redis again: a hung Redis is treated like a dead one, and costs
 * one command timeout per process per interval, not one per request.
 */
export const HUNG_REDIS_BACKOFF_MS = 2000;

interface StoreLog {
  warn(details: object, message: string): void;
  info(message: string): void;
}

/**
 * A rate-limit store that counts in Redis, shared by every API process, and falls back to this process's own
 * counts while Redis is not connected or does not answer within its command timeout (then for
 * HUNG_REDIS_BACKOFF_MS at a time), saying so in the log once per outage (and again when it is back). A limit
 * never switches off: at worst each process lets the limit through once.
 */
export function redisStoreWithLocalFallback(
  redis: Redis,
  namespace: string,
  log: StoreLog,
): FastifyRateLimitStoreCtor {
  const local = new Map<string, { current: number; resetAt: number }>();
  let redisDown = false;
  /** Until when Redis is left alone after a failed command (HUNG_REDIS_BACKOFF_MS). */
  let avoidUntil = 0;
  redis.on("error", (error: unknown) => {
    if (redisDown) return;
    redisDown = true;
    log.warn(
      { err: error },
      "rate-limit store unavailable: each process counts its own requests until Redis is back",
    );
  });
  redis.on("ready", () => {
    if (!redisDown) return;
    redisDown = false;
    log.info("rate-limit store is back: counts are shared through Redis again");
  });

  const countLocally = (key: string, timeWindow: number): Count => {
    const now = Date.now();
    const entry = local.get(key);
    if (!entry || entry.resetAt <= now) {
      local.delete(key);
      if (local.size >= LOCAL_KEYS) local.delete(local.keys().next().value ?? key);
      local.set(key, { current: 1, resetAt: now + timeWindow });
      return { current: 1, ttl: timeWindow };
    }
    entry.current += 1;
    return { current: entry.current, ttl: entry.resetAt - now };
  };

  class FallbackStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(_options?: unknown, prefix: string = namespace) {
      this.prefix = prefix;
    }

    incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number): void {
      const fullKey = `${this.prefix}${key}`;
      // Not connected, or just failed to answer: count here at once rather than keep the request waiting.
      if (redis.status !== "ready" || Date.now() < avoidUntil) {
        callback(null, countLocally(fullKey, timeWindow));
        return;
      }
      redis.eval(INCR_SCRIPT, 1, fullKey, timeWindow).then(
        (result) => {
          const [current, ttl] = result as [number, number];
          callback(null, { current, ttl });
        },
        (error: unknown) => {
          if (Date.now() >= avoidUntil) {
            log.warn(
              { err: error },
              "rate-limit store did not answer: this process counts its own requests for a while",
            );
          }
          avoidUntil = Date.now() + HUNG_REDIS_BACKOFF_MS;
          callback(null, countLocally(fullKey, timeWindow));
        },
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      // The plugin passes its merged settings with the route under `routeInfo` (as its own Redis store reads
      // them), which its type does not declare: each route counts under its own key.
      const { routeInfo } = routeOptions as { routeInfo?: { method?: unknown; url?: unknown } };
      return new FallbackStore(
        undefined,
        `${this.prefix}${String(routeInfo?.method ?? "")}${String(routeInfo?.url ?? "")}-`,
      );
    }
  }
  return FallbackStore;
}
