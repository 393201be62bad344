import { DripPackageListSchema } from "@ivdrips/contract/drip-packages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { PackagesService } from "./packages.service";

/** The drip packages on sale (issue 39), for everyone past the invite gate. */
export const packagesRoutes: FastifyPluginAsyncZod<{ packages: PackagesService }> = async (
  app,
  { packages },
) => {
  app.get(
    "/packages",
    {
      schema: {
        tags: ["packages"],
        summary: "The drip packages on sale: drips paid ahead at one price, cheapest first",
        response: { 200: DripPackageListSchema },
      },
    },
    async () => ({ packages: await packages.listOnSale() }),
  );
};
