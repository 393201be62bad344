import { PublicConfigSchema, type PublicConfig } from "@ivdrips/contract/public-config";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const publicConfigRoutes: FastifyPluginAsyncZod<{ config: PublicConfig }> = async (
  app,
  { config },
) => {
  app.get(
    "/config",
    {
      schema: {
        tags: ["health"],
        summary: "How customers reach the team: WhatsApp number, phone, email",
        response: { 200: PublicConfigSchema },
      },
    },
    (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return config;
    },
  );
};
