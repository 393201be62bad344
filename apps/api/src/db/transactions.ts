import { setTimeout as sleep } from "node:timers/promises";
import type { Database, Executor } from "./client";

/** The fields of a PostgreSQL error that decisions are made on (pg and PGlite both carry them). */
export interface DatabaseErrorFields {
  code: string;
  constraint?: string;
}

/** The PostgreSQL error inside `error`, which Drizzle may have wrapped as its cause. */
export function databaseErrorOf(error: unknown): DatabaseErrorFields | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === "string" && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        ...(typeof candidate.constraint === "string" ? { constraint: candidate.constraint } : {}),
      };
    }
    current = candidate.cause;
  }
  return undefined;
}

export function isConstraintViolation(error: unknown, constraint: string): boolean {
  return databaseErrorOf(error)?.constraint === constraint;
}

const RETRYABLE_CODES = new Set(["40001", "40P01"]); // serialization_failure, deadlock_detected
export const TRANSACTION_ATTEMPTS = 5;

/**
 * Runs `work` again (a bounded number of times, with jittered backoff) when PostgreSQL aborts it as a
 * serialization failure or a deadlock victim. `work` must be safe to repeat: a transaction, or one statement.
 */
export async function retryingConflicts<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const code = databaseErrorOf(error)?.code;
      if (code === undefined || !RETRYABLE_CODES.has(code) || attempt >= TRANSACTION_ATTEMPTS) throw error;
      await sleep(Math.random() * 10 * 2 ** attempt);
    }
  }
}

/**
 * Runs `work` in a transaction, running it again when PostgreSQL aborts it as a serialization failure or a
 * deadlock victim (retryingConflicts). `work` must be safe to repeat: everything it wrote was rolled back.
 */
export function inTransaction<T>(db: Database, work: (tx: Executor) => Promise<T>): Promise<T> {
  return retryingConflicts(() => db.transaction((tx) => work(tx)));
}

/**
 * Work a caller adds to a service's transaction, e.g. the console's audit row: it commits with the change
 * or not at all.
 */
export type AlsoInTransaction<T> = (tx: Executor, value: T) => Promise<void>;
