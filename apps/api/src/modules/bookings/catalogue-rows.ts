import type { Database } from "../../db/client";
import { isUuid } from "../../lib/uuid";
import { activeService, activeServices, type ServiceRow } from "../catalogue/catalogue.service";
import { perCatalogueVersion, type CatalogueVersion } from "../catalogue/catalogue-version";
import { allProviders, findProvider, type ProviderRow } from "../providers/providers.service";

/**
 * The service and the provider a hold names, as of the catalogue's version (decision 030): read once per
 * version, as the catalogue's answers are (021), instead of twice per hold. A change commits only after this
 * process's version has moved, and reaches the other processes with its notification. While the version is
 * unknown (not listening yet, or the listening connection lost) each is read from the database.
 */
export function createCatalogueRows(db: Database, version: CatalogueVersion | undefined) {
  const rows =
    version &&
    perCatalogueVersion(version, async () => {
      const [services, providers] = await Promise.all([activeServices(db), allProviders(db)]);
      return {
        services: new Map(services.map((service) => [service.id, service])),
        providers: new Map(providers.map((provider) => [provider.id, provider])),
      };
    });
  const known = () => rows !== undefined && version?.current() !== undefined;

  return {
    /** An active service by id. */
    async activeService(id: string): Promise<ServiceRow | undefined> {
      if (!rows || !known()) return activeService(db, id);
      return (await rows()).services.get(id);
    },
    /** A provider by id, active or not; an id that is not a UUID names none. */
    async provider(id: string): Promise<ProviderRow | undefined> {
      if (!isUuid(id)) return undefined;
      if (!rows || !known()) return findProvider(db, id);
      return (await rows()).providers.get(id.toLowerCase());
    },
  };
}
