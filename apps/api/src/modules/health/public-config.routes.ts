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
      // Private: a browser may keep it for five minutes, a shared cache never (outside production it names the
      // demo clinic's sign-in, and like the rest of /api it answers only behind the invite gate).
      reply.header("cache-control", "private, max-age=300");
      return config;
    },
  );
};
