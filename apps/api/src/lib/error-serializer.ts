/**
 * What a log line says of an error: its type, code and a message with no value a query was given. Drizzle's
 * wrapped error reads "Failed query: …\nparams: <every value>", PGlite and pg errors carry `params`, `detail`
 * ("Key (email)=(…) already exists") and `where` ("portal parameter $1 = '…'"), and PostgreSQL's data errors
 * quote the value they refused: emails, names, tokens. The logger serializes `err` and `error` with this, so
 * every log.error path says the same and none of them the values.
 */

export interface LoggedError {
  type: string;
  message: string;
  /** The message, then the frames (when the error had any). */
  stack: string;
  /** The statement with its placeholders ($1, $2), never its values. */
  query?: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

/** Fields that name what failed, never the data it failed on. */
const KEPT_FIELDS = [
  "code",
  "statusCode",
  "messageId",
  "severity",
  "constraint",
  "table",
  "column",
  "schema",
  "dataType",
  "routine",
] as const;

const MAX_DEPTH = 5;
const MAX_QUERY_CHARS = 2000;
/** A value this short ("1", "t", "MY") says nothing about a person, and blanking it would garble the text. */
const MIN_REDACTED_CHARS = 3;
const REDACTED = "[redacted]";

type ErrorLike = Record<string, unknown> & { message?: unknown; stack?: unknown; cause?: unknown };

const isObject = (value: unknown): value is ErrorLike => typeof value === "object" && value !== null;

/** Every parameter value any error of the chain carries, as text, longest first. */
function parameterTexts(error: unknown): string[] {
  const texts = new Set<string>();
  let current: unknown = error;
  for (let depth = 0; depth < MAX_DEPTH && isObject(current); depth += 1) {
    const params = current.params;
    if (Array.isArray(params)) {
      for (const param of params) {
        const text =
          param instanceof Date
            ? param.toISOString()
            : isObject(param)
              ? JSON.stringify(param)
              : String(param);
        if (text.length >= MIN_REDACTED_CHARS) texts.add(text);
      }
    }
    current = current.cause;
  }
  return [...texts].sort((a, b) => b.length - a.length);
}

/** SQLSTATE class 22 (data exception) messages quote the refused input: `invalid input syntax for type uuid: "…"`. */
const quotesInput = (code: unknown) => typeof code === "string" && code.startsWith("22");

function sanitize(text: string, code: unknown, params: string[]): string {
  // Drizzle appends the values after the statement.
  let clean = text.replace(/\nparams: [\s\S]*$/, "");
  if (quotesInput(code)) clean = clean.replace(/"(?:[^"\\]|\\.)*"/g, `"${REDACTED}"`);
  for (const param of params) clean = clean.split(param).join(REDACTED);
  return clean;
}

function serializeOne(error: unknown, params: string[], depth: number): LoggedError {
  if (!isObject(error)) {
    const message = sanitize(String(error), undefined, params);
    return { type: typeof error, message, stack: message };
  }
  // The class, as pino says it: drizzle's DrizzleQueryError keeps Error's `name`.
  const type = error.constructor?.name ?? (typeof error.name === "string" ? error.name : "Object");
  const message = sanitize(typeof error.message === "string" ? error.message : "", error.code, params);
  const logged: LoggedError = { type, message, stack: `${type}: ${message}` };
  for (const field of KEPT_FIELDS) {
    const value = error[field];
    if (typeof value === "string" || typeof value === "number") logged[field] = value;
  }
  if (typeof error.query === "string") {
    logged.query = sanitize(error.query, undefined, params).slice(0, MAX_QUERY_CHARS);
  }
  if (typeof error.stack === "string") {
    // The stack's first lines repeat the message: keep only the frames, under the clean message.
    const frames = error.stack.split("\n").filter((line) => /^\s+at /.test(line));
    logged.stack = [logged.stack, ...frames].join("\n");
  }
  if (error.cause !== undefined && depth + 1 < MAX_DEPTH) {
    logged.cause = serializeOne(error.cause, params, depth + 1);
  }
  return logged;
}

/** The one error serializer of the API's logger (see `errorSerializers`). */
export function serializeError(error: unknown): LoggedError {
  return serializeOne(error, parameterTexts(error), 0);
}

/** For pino's `serializers` option: `err` (Fastify's and ours) and `error`. */
export const errorSerializers = { err: serializeError, error: serializeError } as const;
