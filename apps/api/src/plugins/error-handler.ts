import type { ApiMessageId, MessageRef } from "@ivdrips/contract/api-messages";
import type { ErrorBody, ErrorCode } from "@ivdrips/contract/errors";
import type { MessageParams } from "@ivdrips/contract/i18n/translator";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isConnectionFailure, isServerUnreachable } from "../db/connection-failure";
import { databaseErrorOf } from "../db/transactions";
import { AppError } from "../lib/app-error";
import { DeadlineError } from "../lib/deadline";
import { englishMessage } from "../lib/english-message";
import { zodIssueMessage, type ValidationIssue } from "./zod-issue-message";

const CONTEXT_MESSAGES: Record<string, ApiMessageId> = {
  body: "requestBodyInvalid",
  querystring: "queryStringInvalid",
  params: "urlInvalid",
  headers: "requestHeadersInvalid",
};

/** An answer by message id: the English text for API users, the id and values for the web. */
export function messageBody(
  statusCode: number,
  code: string,
  messageId: ApiMessageId,
  params?: MessageParams,
): ErrorBody {
  return {
    message: englishMessage(messageId, params),
    statusCode,
    code,
    messageId,
    ...(params ? { params } : {}),
  };
}

/** Field errors keyed by their path ("customerInfo.email"); the first becomes the message. */
function validationBody(issues: ValidationIssue[], context: string | undefined): ErrorBody {
  const details: Record<string, string> = {};
  const detailMessages: Record<string, MessageRef> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";
    if (field in details) continue;
    const ref: MessageRef =
      field === "_"
        ? { messageId: CONTEXT_MESSAGES[context ?? "body"] ?? "requestInvalid" }
        : zodIssueMessage(issue);
    // zod's own sentences stay word for word in English; the schemas' messages are said from their ids.
    const own = field !== "_" && issue.message !== undefined && ref.messageId.startsWith("zod");
    details[field] = own ? (issue.message ?? "") : englishMessage(ref.messageId, ref.params);
    detailMessages[field] = ref;
  }
  const first = Object.keys(details)[0];
  if (first === undefined) return messageBody(400, "VALIDATION_ERROR", "requestInvalid");
  const ref = detailMessages[first] ?? { messageId: "requestInvalid" };
  return {
    message: details[first] ?? "",
    statusCode: 400,
    code: "VALIDATION_ERROR",
    messageId: ref.messageId,
    ...(ref.params ? { params: ref.params } : {}),
    details,
    detailMessages,
  };
}

const FASTIFY_ERRORS: Record<string, { statusCode: number; code: ErrorCode; messageId: ApiMessageId }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { statusCode: 413, code: "PAYLOAD_TOO_LARGE", messageId: "payloadTooLarge" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { statusCode: 415, code: "UNSUPPORTED_MEDIA_TYPE", messageId: "sendJson" },
  FST_ERR_CTP_INVALID_JSON_BODY: { statusCode: 400, code: "INVALID_JSON", messageId: "malformedJson" },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    statusCode: 400,
    code: "BAD_REQUEST",
    messageId: "contentLengthMismatch",
  },
};

/** character_not_in_repertoire (e.g. U+0000 in text) and untranslatable_character. */
const UNSTORABLE_TEXT_CODES = new Set(["22021", "22P05"]);

/** What a 503 asks a client to wait before trying again (Retry-After), while a dependency is away. */
export const RETRY_AFTER_SECONDS = 3;

/** The database (or another dependency) is away or too slow, rather than the request or the code wrong. */
export function isDependencyAway(error: unknown): boolean {
  return error instanceof DeadlineError || isConnectionFailure(error);
}

/**
 * After a request found the database unreachable (no connection, or no answer within the client's deadline),
 * how long this process answers other API calls 503 at once instead of each waiting out the same deadlines:
 * a proxy retrying the 503 elsewhere (HAProxy's retry-on 503) then gets its answer quickly, and a request
 * stays within 10 s. /api/ready's database check ends it early when the database answers again (and extends
 * it while it does not). A statement PostgreSQL itself cancelled (statement_timeout) does not count.
 */
export const DATABASE_AWAY_SHORTCUT_MS = 5000;

/** Whether the database was just found unreachable: shared by the error handler and /api/ready. */
export interface DatabaseAwayShortcut {
  isAway(): boolean;
  markAway(): void;
  markBack(): void;
}

export function createDatabaseAwayShortcut(ms = DATABASE_AWAY_SHORTCUT_MS): DatabaseAwayShortcut {
  let awayUntil = 0;
  return {
    isAway: () => Date.now() < awayUntil,
    markAway: () => {
      awayUntil = Date.now() + ms;
    },
    markBack: () => {
      awayUntil = 0;
    },
  };
}

/** Routes that always ask for themselves: the health checks, which report the outage. */
const ASKS_ITSELF = new Set(["/api/health", "/api/ready"]);

/** One place turns every failure into `{message, statusCode, code}`; 5xx texts are never shown. */
export function registerErrorHandler(
  app: FastifyInstance,
  databaseAway: DatabaseAwayShortcut = createDatabaseAwayShortcut(),
): void {
  app.addHook("onRequest", async (request, reply) => {
    if (!databaseAway.isAway()) return;
    const path = request.url.split("?")[0] ?? "";
    if (!path.startsWith("/api/") || ASKS_ITSELF.has(path)) return;
    reply.header("retry-after", String(RETRY_AFTER_SECONDS));
    throw new AppError("SERVICE_UNAVAILABLE", "serviceUnavailable");
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body = messageBody(error.statusCode, error.code, error.messageId, error.params);
      if (error.details) body.details = error.details;
      if (error.code === "SERVICE_UNAVAILABLE") reply.header("retry-after", String(RETRY_AFTER_SECONDS));
      if (error.statusCode >= 500) request.log.error({ err: error }, "request failed");
      return reply.code(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(validationBody(error.validation, error.validationContext));
    }
    const known = FASTIFY_ERRORS[error.code];
    if (known)
      return reply.code(known.statusCode).send(messageBody(known.statusCode, known.code, known.messageId));
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own 4xx (a malformed URL, say): its English sentence, said by a general id to others.
      return reply
        .code(error.statusCode)
        .send({ ...messageBody(error.statusCode, "BAD_REQUEST", "requestInvalid"), message: error.message });
    }
    if (UNSTORABLE_TEXT_CODES.has(databaseErrorOf(error)?.code ?? "")) {
      // Text PostgreSQL cannot hold (U+0000) in a body, query or path: the statement failed, nothing was written.
      return reply.code(400).send(messageBody(400, "BAD_REQUEST", "unstorableText"));
    }
    if (isDependencyAway(error)) {
      // Not a fault of the request nor of the code: the client is told to come back shortly.
      if (isServerUnreachable(error)) databaseAway.markAway();
      request.log.warn({ err: error }, "request failed: a dependency is unavailable");
      return reply
        .code(503)
        .header("retry-after", String(RETRY_AFTER_SECONDS))
        .send(messageBody(503, "SERVICE_UNAVAILABLE", "serviceUnavailable"));
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send(messageBody(500, "INTERNAL_ERROR", "internalError"));
  });
}
