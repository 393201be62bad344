import { ErrorBodySchema } from "@ivdrips/contract/errors";
import {
  ProviderIdParamsSchema,
  ProviderListSchema,
  ProviderSchema,
  ProvidersQuerySchema,
} from "@ivdrips/contract/providers";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  keptUpTo,
  perCatalogueVersion,
  refuseUnstorableText,
  type CatalogueVersion,
} from "../catalogue/catalogue-version";
import { serializerOf } from "../../plugins/compiled-serializer";
import { sendPrepared } from "../../plugins/http-caching";
import { prepareBody, type PreparedBody } from "../../plugins/prepared-body";
import { providerOf, providersServing, type ProvidersService } from "./providers.service";

const serializeList = serializerOf(ProviderListSchema);
const serializeOne = serializerOf(ProviderSchema);

/** At most this many cities' lists are kept per catalogue version; further ones are made per request. */
const KEPT_LOCATIONS = 64;

/**
 * The providers' answers, made once per catalogue version (providers are part of it: the migration 0014 trigger
 * notifies on their writes) and sent from memory, each the first time it is asked for.
 */
export const providersRoutes: FastifyPluginAsyncZod<{
  providers: ProvidersService;
  version: CatalogueVersion;
}> = async (app, { providers, version }) => {
  const answers = perCatalogueVersion(version, async () => {
    const active = await providers.active();
    const byId = new Map(active.map((provider) => [provider._id, provider]));
    return {
      list: prepareBody(serializeList(active)),
      // Keyed by the city as it is compared (case-insensitively).
      inCity: keptUpTo(KEPT_LOCATIONS, (city) => prepareBody(serializeList(providersServing(active, city)))),
      provider: keptUpTo(byId.size, (id) => prepareBody(serializeOne(providerOf(byId, id)))),
    };
  });

  app.get(
    "/providers",
    {
      compress: false,
      schema: {
        tags: ["providers"],
        summary: "Active providers, optionally only those serving a city",
        querystring: ProvidersQuerySchema,
        response: { 200: ProviderListSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { location } = request.query;
      const kept = await answers();
      const body: PreparedBody = location
        ? kept.inCity(refuseUnstorableText(location).toLowerCase())
        : kept.list;
      return sendPrepared(request, reply, body);
    },
  );

  app.get(
    "/providers/:id",
    {
      compress: false,
      schema: {
        tags: ["providers"],
        summary: "One active provider",
        params: ProviderIdParamsSchema,
        response: { 200: ProviderSchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => sendPrepared(request, reply, (await answers()).provider(request.params.id)),
  );
};
