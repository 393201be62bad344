import { ErrorBodySchema } from "@ivdrips/contract/errors";
import {
  ProviderIdParamsSchema,
  ProviderListSchema,
  ProviderSchema,
  ProvidersQuerySchema,
} from "@ivdrips/contract/providers";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ProvidersService } from "./providers.service";

export const providersRoutes: FastifyPluginAsyncZod<{ providers: ProvidersService }> = async (
  app,
  { providers },
) => {
  app.get(
    "/providers",
    {
      config: { revalidate: true },
      schema: {
        tags: ["providers"],
        summary: "Active providers, optionally only those serving a city",
        querystring: ProvidersQuerySchema,
        response: { 200: ProviderListSchema, 400: ErrorBodySchema },
      },
    },
    (request) => providers.list(request.query.location),
  );

  app.get(
    "/providers/:id",
    {
      config: { revalidate: true },
      schema: {
        tags: ["providers"],
        summary: "One active provider",
        params: ProviderIdParamsSchema,
        response: { 200: ProviderSchema, 404: ErrorBodySchema },
      },
    },
    (request) => providers.get(request.params.id),
  );
};
