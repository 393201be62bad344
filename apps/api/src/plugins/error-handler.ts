import type { ErrorBody } from "@ivdrips/contract/errors";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { databaseErrorOf } from "../db/transactions";
import { AppError } from "../lib/app-error";

export const INTERNAL_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";

interface ValidationIssue {
  instancePath: string;
  message?: string;
}

const CONTEXT_NAMES: Record<string, string> = {
  body: "The request body",
  querystring: "The query string",
  params: "The URL",
  headers: "The request headers",
};

/** Field errors keyed by their path ("customerInfo.email"); the first becomes the message. */
function validationBody(issues: ValidationIssue[], context: string | undefined): ErrorBody {
  const details: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
    const message =
      field === "" ? `${CONTEXT_NAMES[context ?? "body"] ?? "The request"} is not valid` : issue.message;
    details[field || "_"] ??= message ?? "Invalid value";
  }
  const message = Object.values(details)[0] ?? "The request is not valid";
  return { message, statusCode: 400, code: "VALIDATION_ERROR", details };
}

const FASTIFY_ERRORS: Record<string, Pick<ErrorBody, "statusCode" | "code" | "message">> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    statusCode: 413,
    code: "PAYLOAD_TOO_LARGE",
    message: "The request body is too large (the limit is 100 kB).",
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    statusCode: 415,
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: "Send the request body as JSON (Content-Type: application/json).",
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    statusCode: 400,
    code: "INVALID_JSON",
    message: "The request body is not valid JSON.",
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    statusCode: 400,
    code: "BAD_REQUEST",
    message: "The request's Content-Length does not match its body.",
  },
};

/** character_not_in_repertoire (e.g. U+0000 in text) and untranslatable_character. */
const UNSTORABLE_TEXT_CODES = new Set(["22021", "22P05"]);
export const UNSTORABLE_TEXT_MESSAGE =
  "The request contains a character that is not allowed (such as U+0000).";

/** One place turns every failure into `{message, statusCode, code}`; 5xx texts are never shown. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { message: error.message, statusCode: error.statusCode, code: error.code };
      if (error.details) body.details = error.details;
      if (error.statusCode >= 500) request.log.error({ err: error }, "request failed");
      return reply.code(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(validationBody(error.validation, error.validationContext));
    }
    const known = FASTIFY_ERRORS[error.code];
    if (known) return reply.code(known.statusCode).send(known);
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .code(error.statusCode)
        .send({ message: error.message, statusCode: error.statusCode, code: "BAD_REQUEST" });
    }
    if (UNSTORABLE_TEXT_CODES.has(databaseErrorOf(error)?.code ?? "")) {
      // Text PostgreSQL cannot hold (U+0000) in a body, query or path: the statement failed, nothing was written.
      return reply.code(400).send({ message: UNSTORABLE_TEXT_MESSAGE, statusCode: 400, code: "BAD_REQUEST" });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ message: INTERNAL_ERROR_MESSAGE, statusCode: 500, code: "INTERNAL_ERROR" });
  });
}
