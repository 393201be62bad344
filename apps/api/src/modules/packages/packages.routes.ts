import { AccountCreditsSchema, DripPackageListSchema } from "@ivdrips/contract/drip-packages";
import { ErrorBodySchema } from "@ivdrips/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf, type AuthGuards } from "../../plugins/auth";
import type { PackagePurchases } from "./package-purchases.service";
import type { PackagesService } from "./packages.service";

/** The drip packages on sale (issue 39), for everyone past the invite gate; a customer's credits. */
export const packagesRoutes: FastifyPluginAsyncZod<{
  packages: PackagesService;
  purchases: PackagePurchases;
  guards: AuthGuards;
}> = async (app, { packages, purchases, guards }) => {
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

  app.get(
    "/account/credits",
    {
      preHandler: guards.customer,
      schema: {
        tags: ["packages"],
        summary: "The signed-in customer's packages paid for: drips left and until when",
        security: [{ bearerAuth: [] }],
        response: { 200: AccountCreditsSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request) => ({ credits: await purchases.creditsOf(authOf(request).sub) }),
  );
};
