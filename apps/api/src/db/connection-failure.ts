import { databaseErrorOf } from "./transactions";

/**
 * Whether `error` says the database is away rather than that a statement is wrong: no connection (refused,
 * reset, lost, timed out), the server shutting down or starting, a statement cancelled by statement_timeout, or
 * no answer within the client's own deadline. The answer to these is 503 with Retry-After, never a 500.
 */
export function isConnectionFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && CONNECTION_FAILURE_CODES.has(code)) return true;
    // 08xxx connection exceptions, 57P01-57P03 (admin shutdown, crash shutdown, cannot connect now), 57014
    // (statement_timeout), 25P03 (idle_in_transaction_session_timeout), 53300 (too many connections).
    if (typeof code === "string" && /^(08...|57P0[1-3]|57014|25P03|53300)$/.test(code)) return true;
    if (typeof message === "string" && CONNECTION_FAILURE_MESSAGES.test(message)) return true;
    // Every address refused (Node's happy eyeballs): the reasons are inside.
    if (current instanceof AggregateError && current.errors.some((inner) => isConnectionFailure(inner))) {
      return true;
    }
    current = cause;
  }
  return false;
}

const CONNECTION_FAILURE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/**
 * pg-pool's answer when no pooled connection came free in time (a connect that timed out says otherwise), also
 * as the cause of the DrizzleQueryError a query through Drizzle fails with.
 */
function isPoolWaitTimeout(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (current.message === "timeout exceeded when trying to connect") return true;
    current = current.cause;
  }
  return false;
}

const CONNECTION_FAILURE_MESSAGES =
  /Connection terminated|Query read timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated due to connection timeout|Client was closed and is not queryable|Cannot use a pool after calling end/;

/**
 * A connection failure the server did not answer with (no SQLSTATE): refused, reset, lost, or no answer within
 * the client's deadline. PostgreSQL cancelling a statement (57014) or refusing a login says it is there. A wait
 * for a free pooled connection that ran out says this process is busy, not that the server is away: a burst of
 * requests must not switch every other request to 503 (error-handler.ts's shortcut).
 */
export function isServerUnreachable(error: unknown): boolean {
  if (!isConnectionFailure(error) || isPoolWaitTimeout(error)) return false;
  const code = databaseErrorOf(error)?.code;
  return code === undefined || code.startsWith("08") || code.startsWith("57P0");
}
