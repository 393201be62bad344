import { ErrorBodySchema } from "@ivdrips/contract/errors";
import { HealthResponseSchema, ReadyResponseSchema } from "@ivdrips/contract/health";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error";
import type { Readiness } from "./readiness";

export const healthRoutes: FastifyPluginAsyncZod<{
  ping: () => Promise<void>;
  readiness: Readiness;
}> = async (app, { ping, readiness }) => {
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
        summary: "The process takes new requests (it is not shutting down) and the database answers",
        response: { 200: ReadyResponseSchema, 503: ErrorBodySchema },
      },
    },
    async (request) => {
      if (readiness.draining) throw new AppError("NOT_READY", "shuttingDown");
      try {
        await ping();
      } catch (error) {
        request.log.warn({ err: error }, "readiness check failed");
        throw new AppError("NOT_READY", "databaseUnreachable");
      }
      return { status: "ready" as const };
    },
  );
};
