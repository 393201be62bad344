import { ErrorBodySchema } from "@ivdrips/contract/errors";
import { HealthResponseSchema, ReadyResponseSchema } from "@ivdrips/contract/health";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ApiMessageId } from "@ivdrips/contract/api-messages";
import { withDeadline } from "../../lib/deadline";
import { RETRY_AFTER_SECONDS, messageBody } from "../../plugins/error-handler";
import type { Readiness } from "./readiness";

/** A dependency /api/ready asks after: its name in the answer, the message naming it, and how to ask. */
export interface DependencyCheck {
  name: "database" | "redis";
  messageId: ApiMessageId;
  ping(): Promise<void>;
}

/** Each dependency gets this long, all at once: /api/ready answers within 2 s whatever hangs, even on a busy process. */
export const READY_CHECK_MS = 1000;

export const healthRoutes: FastifyPluginAsyncZod<{
  checks: DependencyCheck[];
  readiness: Readiness;
}> = async (app, { checks, readiness }) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["health"],
        summary: "The process is up",
        response: { 200: HealthResponseSchema },
      },
    },
    () => ({ status: "ok" as const, uptimeSeconds: Math.round(process.uptime()) }),
  );

  app.get(
    "/ready",
    {
      schema: {
        tags: ["health"],
        summary:
          "The process takes new requests: started, not shutting down, and its database (and Redis) answer",
        response: { 200: ReadyResponseSchema, 503: ErrorBodySchema },
      },
    },
    // "Not ready" is this route's answer, not a failure of the request: it is sent here, logged at the level
    // its cause deserves (a drain or a start is routine, info; a dependency away, warn), and never reaches the
    // error handler's error-with-stack.
    async (request, reply) => {
      if (readiness.draining) {
        request.log.info("not ready: draining before shutdown");
        return reply.code(503).send(messageBody(503, "NOT_READY", "shuttingDown"));
      }
      const outcomes = await Promise.allSettled(
        checks.map((check) => withDeadline(check.ping(), READY_CHECK_MS, check.name)),
      );
      const failed = checks.filter((_check, index) => outcomes[index]?.status === "rejected");
      const [first] = failed;
      if (first) {
        // Each dependency's state in `details`; the message names the first one away.
        const details = Object.fromEntries(
          checks.map((check) => [check.name, failed.includes(check) ? "unreachable" : "ok"]),
        );
        request.log.warn(
          { unreachable: failed.map((check) => check.name) },
          `not ready: ${failed.map((check) => check.name).join(", ")} unreachable`,
        );
        return reply
          .code(503)
          .header("retry-after", String(RETRY_AFTER_SECONDS))
          .send({ ...messageBody(503, "NOT_READY", first.messageId), details });
      }
      if (readiness.starting) {
        request.log.info("not ready: starting up");
        return reply
          .code(503)
          .header("retry-after", String(RETRY_AFTER_SECONDS))
          .send(messageBody(503, "NOT_READY", "startingUp"));
      }
      return { status: "ready" as const };
    },
  );
};
