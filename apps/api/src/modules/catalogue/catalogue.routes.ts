import { ServiceIdParamsSchema, ServiceListSchema, ServiceSchema } from "@ivdrips/contract/catalogue";
import { ErrorBodySchema } from "@ivdrips/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { toService } from "./catalogue-view";
import type { CatalogueService } from "./catalogue.service";

export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (
  app,
  { catalogue },
) => {
  app.get(
    "/services",
    {
      config: { revalidate: true },
      schema: {
        tags: ["catalogue"],
        summary: "The IV therapy catalogue, prices in RM",
        response: { 200: ServiceListSchema },
      },
    },
    async () => (await catalogue.list()).map(toService),
  );

  app.get(
    "/services/:id",
    {
      config: { revalidate: true },
      schema: {
        tags: ["catalogue"],
        summary: "One service",
        params: ServiceIdParamsSchema,
        response: { 200: ServiceSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => toService(await catalogue.get(request.params.id)),
  );
};
