import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminCatalogueRoutes } from "./admin-catalogue.routes";
import type { AdminCatalogueService } from "./admin-catalogue.service";
import { adminClinicsRoutes } from "./admin-clinics.routes";
import type { AdminClinicsService } from "./admin-clinics.service";
import { adminInboxRoutes } from "./admin-inbox.routes";
import type { AdminInboxService } from "./admin-inbox.service";
import { adminInvitesRoutes } from "./admin-invites.routes";
import type { AdminInvitesService } from "./admin-invites.service";
import { adminGiftCardsRoutes } from "./admin-gift-cards.routes";
import type { AdminGiftCardsService } from "./admin-gift-cards.service";
import { adminPackagesRoutes } from "./admin-packages.routes";
import type { AdminPackagesService } from "./admin-packages.service";
import { adminServiceAreasRoutes } from "./admin-service-areas.routes";
import type { AdminServiceAreasService } from "./admin-service-areas.service";
import { adminVisitFeesRoutes } from "./admin-visit-fees.routes";
import type { AdminVisitFeesService } from "./admin-visit-fees.service";

/**
 * The console's records: clinics and providers, catalogue, invite codes, inbox and waitlist, service areas,
 * visit fees, drip packages and gift cards.
 */
export interface AdminRecordsServices {
  clinics: AdminClinicsService;
  catalogue: AdminCatalogueService;
  invites: AdminInvitesService;
  inbox: AdminInboxService;
  serviceAreas: AdminServiceAreasService;
  visitFees: AdminVisitFeesService;
  packages: AdminPackagesService;
  giftCards: AdminGiftCardsService;
}

/** Registered inside the staff-only scope of admin.routes.ts, so each route has the staff guard first. */
export const adminRecordsRoutes: FastifyPluginAsyncZod<{ records: AdminRecordsServices }> = async (
  app,
  { records },
) => {
  await app.register(adminClinicsRoutes, { clinics: records.clinics });
  await app.register(adminCatalogueRoutes, { catalogue: records.catalogue });
  await app.register(adminInvitesRoutes, { invites: records.invites });
  await app.register(adminInboxRoutes, { inbox: records.inbox });
  await app.register(adminServiceAreasRoutes, { serviceAreas: records.serviceAreas });
  await app.register(adminVisitFeesRoutes, { fees: records.visitFees });
  await app.register(adminPackagesRoutes, { packages: records.packages });
  await app.register(adminGiftCardsRoutes, { giftCards: records.giftCards });
};
