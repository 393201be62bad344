import { ServiceIdParamsSchema, ServiceListSchema, ServiceSchema } from "@ivdrips/contract/catalogue";
import { ErrorBodySchema } from "@ivdrips/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { serializerOf } from "../../plugins/compiled-serializer";
import { sendPrepared } from "../../plugins/http-caching";
import { prepareBody } from "../../plugins/prepared-body";
import { toService } from "./catalogue-view";
import {
  keptUpTo,
  perCatalogueVersion,
  refuseUnstorableText,
  type CatalogueVersion,
} from "./catalogue-version";
import { entryOf, type CatalogueService } from "./catalogue.service";

const serializeList = serializerOf(ServiceListSchema);
const serializeOne = serializerOf(ServiceSchema);

/**
 * The catalogue's answers, made once per catalogue version and then sent from memory (ETag, 304, brotli and
 * gzip bytes included): the list at once, each service the first time it is asked for.
 */
export const catalogueRoutes: FastifyPluginAsyncZod<{
  catalogue: CatalogueService;
  version: CatalogueVersion;
}> = async (app, { catalogue, version }) => {
  const answers = perCatalogueVersion(version, async () => {
    const snapshot = await catalogue.snapshot();
    return {
      list: prepareBody(serializeList(snapshot.entries.map(toService))),
      service: keptUpTo(snapshot.entries.length, (id) =>
        prepareBody(serializeOne(toService(entryOf(snapshot, id)))),
      ),
    };
  });

  app.get(
    "/services",
    {
      compress: false,
      schema: {
        tags: ["catalogue"],
        summary: "The IV therapy catalogue, prices in RM",
        response: { 200: ServiceListSchema },
      },
    },
    async (request, reply) => sendPrepared(request, reply, (await answers()).list),
  );

  app.get(
    "/services/:id",
    {
      compress: false,
      schema: {
        tags: ["catalogue"],
        summary: "One service",
        params: ServiceIdParamsSchema,
        response: { 200: ServiceSchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const id = refuseUnstorableText(request.params.id);
      return sendPrepared(request, reply, (await answers()).service(id));
    },
  );
};
