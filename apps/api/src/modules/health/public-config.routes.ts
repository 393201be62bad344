import { PublicConfigSchema, type PublicConfig } from "@ivdrips/contract/public-config";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { serializerOf } from "../../plugins/compiled-serializer";
import { sendPrepared } from "../../plugins/http-caching";
import { prepareBody } from "../../plugins/prepared-body";

// Private: a browser may keep it for five minutes, a shared cache never (outside production it names the demo
// clinic's sign-in, and like the rest of /api it answers only behind the invite gate).
const CONFIG_CACHE_CONTROL = "private, max-age=300";

export const publicConfigRoutes: FastifyPluginAsyncZod<{ config: PublicConfig }> = async (
  app,
  { config },
) => {
  // Settled at start-up: made once, with its ETag, for the life of the process.
  const body = prepareBody(serializerOf(PublicConfigSchema)(config));
  app.get(
    "/config",
    {
      compress: false,
      schema: {
        tags: ["health"],
        summary: "How customers reach the team: WhatsApp number, phone, email",
        response: { 200: PublicConfigSchema },
      },
    },
    async (request, reply) => sendPrepared(request, reply, body, CONFIG_CACHE_CONTROL),
  );
};
