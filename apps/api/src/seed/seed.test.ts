import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AuditList } from "@ivdrips/contract/admin";
import type { AdminService, AdminServiceList } from "@ivdrips/contract/admin-catalogue";
import type { AdminClinicList } from "@ivdrips/contract/admin-clinics";
import type { Service } from "@ivdrips/contract/catalogue";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addStaff } from "../../test/staff-fixtures";
import { buildTestApp, injectAs, TEST_JWT_SECRET } from "../../test/test-app";
import { createTestDatabase, TEST_DB, type TestDatabase } from "../../test/test-database";
import { openEmbeddedDatabase, openPostgresDatabase, type DatabaseHandle } from "../db/client";
import { services } from "../db/schema";
import { CATALOGUE_CHANNEL } from "../modules/catalogue/catalogue-version";
import { CATALOGUE } from "./catalogue-data";
import { GREATER_KL_SERVICE_AREAS } from "./service-area-data";
import { SEED_CLINIC, SEED_PROVIDER, seed, type SeedResult } from "./seed";

/**
 * Issue 33 item 2: what staff edit in the console survives restarts. A "restart" is what main.ts does on start,
 * on the same store: open it (PGlite: the same DATA_DIR reopened; PostgreSQL: the same database through a new
 * pool), migrate, seed, build the app.
 */

let store: { dataDir: string } | { postgres: TestDatabase };

beforeAll(async () => {
  store =
    TEST_DB === "pglite"
      ? { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "ivdrips-seed-")) }
      : { postgres: await createTestDatabase() };
});

afterAll(async () => {
  if ("dataDir" in store) fs.rmSync(store.dataDir, { recursive: true, force: true });
  else await store.postgres.close();
});

interface Running {
  app: FastifyInstance;
  database: DatabaseHandle;
  seeded: SeedResult;
  stop(): Promise<void>;
}

/** One start of the API on the store, as main.ts starts it (migrations, the seed, then the app). */
async function start(): Promise<Running> {
  const database =
    "dataDir" in store
      ? await openEmbeddedDatabase(store.dataDir)
      : await openPostgresDatabase(store.postgres.url ?? "", { maxConnections: 3 });
  await database.migrate();
  const seeded = await seed(database.db, { demo: true });
  const app = await buildTestApp({ jwtSecret: TEST_JWT_SECRET, database });
  await app.ready();
  return {
    app,
    database,
    seeded,
    stop: async () => {
      await app.close();
      await database.close();
    },
  };
}

const SERVICE = "nutriglow";
const STAFF_SERVICE = {
  name: "NutriGlow Signature",
  description: "Our clinic's own glow drip, described by the team in the console rather than in the code.",
  priceRm: 655.5,
};
const STAFF_PROVIDER = {
  name: "IV Drips KL Central",
  cities: ["Kuala Lumpur", "Petaling Jaya"],
  capacity: 3,
};
const STAFF_CLINIC = { name: "IV Drips Clinic Bukit Bintang", email: "desk@ivdrips.example" };

async function consoleService(app: FastifyInstance, token: string): Promise<AdminService> {
  const response = await injectAs(app, token)({ method: "GET", url: "/api/admin/services" });
  expect(response.statusCode, response.body).toBe(200);
  const service = response.json<AdminServiceList>().services.find((entry) => entry.id === SERVICE);
  if (!service) throw new Error(`${SERVICE} is not in the console`);
  return service;
}

async function consoleClinic(app: FastifyInstance, token: string, clinicId: string) {
  const response = await injectAs(app, token)({ method: "GET", url: "/api/admin/clinics" });
  expect(response.statusCode, response.body).toBe(200);
  const clinic = response.json<AdminClinicList>().clinics.find((entry) => entry.id === clinicId);
  if (!clinic) throw new Error(`clinic ${clinicId} is not in the console`);
  return clinic;
}

/** The newest audit entry about `targetId`, through the console's own route. */
async function lastAudit(app: FastifyInstance, token: string, targetId: string) {
  const response = await injectAs(
    app,
    token,
  )({
    method: "GET",
    url: `/api/admin/audit?targetId=${encodeURIComponent(targetId)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const [newest] = response.json<AuditList>().entries;
  if (!newest) throw new Error(`no audit entry for ${targetId}`);
  return newest;
}

describe("staff edits across restarts", () => {
  it("keeps a service's price, name and description, the provider and the clinic as staff left them", async () => {
    const first = await start();
    const { clinicId, providerId } = first.seeded;
    expect(first.seeded.inserted).toEqual({
      services: CATALOGUE.map((entry) => entry.id),
      clinic: true,
      provider: true,
      serviceAreas: GREATER_KL_SERVICE_AREAS.length,
    });
    let token: string;
    try {
      token = (await addStaff(first.app, first.database.db)).token;
      const asStaff = injectAs(first.app, token);
      const current = await consoleService(first.app, token);
      const { id: _id, category: _category, image: _image, updatedAt: _updatedAt, ...editable } = current;
      // Two edits: the audit log's last one is the one that must be live.
      for (const priceRm of [640, STAFF_SERVICE.priceRm]) {
        const edit = await asStaff({
          method: "PUT",
          url: `/api/admin/services/${SERVICE}`,
          payload: { ...editable, ...STAFF_SERVICE, priceRm },
        });
        expect(edit.statusCode, edit.body).toBe(200);
      }
      const provider = await asStaff({
        method: "PUT",
        url: `/api/admin/providers/${providerId}`,
        payload: {
          name: STAFF_PROVIDER.name,
          cities: STAFF_PROVIDER.cities,
          capacityPerWindow: STAFF_PROVIDER.capacity,
          isActive: true,
        },
      });
      expect(provider.statusCode, provider.body).toBe(200);
      const clinic = await asStaff({
        method: "PUT",
        url: `/api/admin/clinics/${clinicId}`,
        payload: STAFF_CLINIC,
      });
      expect(clinic.statusCode, clinic.body).toBe(200);
    } finally {
      await first.stop();
    }

    for (const restart of [1, 2]) {
      const running = await start();
      try {
        // The seed found everything there and added nothing.
        expect(running.seeded, `restart ${restart}`).toMatchObject({
          clinicId,
          providerId,
          inserted: { services: [], clinic: false, provider: false, serviceAreas: 0 },
        });

        const service = await consoleService(running.app, token);
        expect(service).toMatchObject(STAFF_SERVICE);
        const shown = await running.app.inject({ method: "GET", url: `/api/services/${SERVICE}` });
        expect(shown.json<Service>()).toMatchObject({
          name: STAFF_SERVICE.name,
          description: STAFF_SERVICE.description,
          price: STAFF_SERVICE.priceRm,
        });
        const serviceAudit = await lastAudit(running.app, token, SERVICE);
        expect(serviceAudit.action).toBe("service.update");
        expect(serviceAudit.after).toMatchObject({ priceSen: Math.round(service.priceRm * 100) });
        const [live] = await running.database.db.select().from(services).where(eq(services.id, SERVICE));
        expect(live).toMatchObject({ priceSen: serviceAudit.after?.priceSen });

        const clinic = await consoleClinic(running.app, token, clinicId);
        expect(clinic).toMatchObject({ ...STAFF_CLINIC, username: SEED_CLINIC.username });
        // One provider still: the renamed one, not a second made under the seed's name.
        expect(clinic.providers).toEqual([
          {
            id: providerId,
            name: STAFF_PROVIDER.name,
            cities: STAFF_PROVIDER.cities,
            capacityPerWindow: STAFF_PROVIDER.capacity,
            isActive: true,
          },
        ]);
        expect(clinic.providers.map((entry) => entry.name)).not.toContain(SEED_PROVIDER.name);
        const providerAudit = await lastAudit(running.app, token, providerId);
        expect(providerAudit.after).toEqual({
          name: STAFF_PROVIDER.name,
          cities: STAFF_PROVIDER.cities,
          capacityPerWindow: STAFF_PROVIDER.capacity,
        });
        const clinicAudit = await lastAudit(running.app, token, clinicId);
        expect(clinicAudit.after).toEqual(STAFF_CLINIC);
      } finally {
        await running.stop();
      }
    }
  }, 240_000);
});

describe("the seed and the catalogue version", () => {
  /**
   * The catalogue notifications `database` hears, from a listener of its own (on PostgreSQL another connection,
   * as another API process would hear them), up to a marker sent after `act`: notifications reach a listener in
   * commit order, so whatever `act` committed arrives before the marker.
   */
  async function notifiedDuring(database: DatabaseHandle, act: () => Promise<unknown>): Promise<string[]> {
    const heard: string[] = [];
    let markerHeard: () => void = () => undefined;
    const marker = new Promise<void>((resolve) => (markerHeard = resolve));
    const stop = await database.listen(CATALOGUE_CHANNEL, {
      onNotify: (payload) => (payload === "marker" ? markerHeard() : heard.push(payload)),
      onReconnect: () => heard.push("reconnected"),
    });
    try {
      await act();
      await database.db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, 'marker')`);
      await marker;
      return heard;
    } finally {
      await stop();
    }
  }

  it("moves it only when it inserts something", async () => {
    const running = await start();
    try {
      // Nothing missing: not one statement on the catalogue's tables, so no process drops its copy.
      expect(await notifiedDuring(running.database, () => seed(running.database.db, { demo: true }))).toEqual(
        [],
      );
      expect(
        await notifiedDuring(running.database, () => seed(running.database.db, { demo: false })),
      ).toEqual([]);

      // A service missing (as when the code's catalogue grows): inserted with its translations (its old ones
      // went with it), and every process hears of it.
      const missing = CATALOGUE.at(-1)?.id ?? "";
      await running.database.db.delete(services).where(eq(services.id, missing));
      let seeded: SeedResult | undefined;
      const heard = await notifiedDuring(running.database, async () => {
        seeded = await seed(running.database.db, { demo: true });
      });
      expect(heard).toEqual(["services", "service_translations"]);
      expect(seeded?.inserted).toEqual({
        services: [missing],
        clinic: false,
        provider: false,
        serviceAreas: 0,
      });
      const listed = await running.app.inject({ method: "GET", url: "/api/services" });
      expect(listed.json<Service[]>().map((service) => service.id)).toContain(missing);
    } finally {
      await running.stop();
    }
  }, 60_000);
});

describe("the seed and the drips' clinical rules", () => {
  it("gives a service made before rules existed the catalogue's first ones, and never touches staff's", async () => {
    const running = await start();
    try {
      const rulesOf = async (id: string) => {
        const [row] = await running.database.db
          .select({
            absolute: services.absoluteContraindications,
            relative: services.relativeContraindications,
            revision: services.consentRevision,
          })
          .from(services)
          .where(eq(services.id, id));
        return row;
      };
      // A fresh store: every drip has the catalogue's rules (high-dose vitamin C refuses G6PD deficiency).
      expect(await rulesOf("nutrimmunity")).toMatchObject({ revision: 1 });
      expect((await rulesOf("nutrimmunity"))?.absolute).toContain("g6pd_deficiency");

      // As a store migrated from before rules existed: revision 0, no rules. The seed gives them.
      await running.database.db
        .update(services)
        .set({ absoluteContraindications: [], relativeContraindications: [], consentRevision: 0 })
        .where(eq(services.id, "nutrimmunity"));
      // Rules staff set (revision 3) stay as they are.
      await running.database.db
        .update(services)
        .set({ absoluteContraindications: ["diabetes"], relativeContraindications: [], consentRevision: 3 })
        .where(eq(services.id, "nutriglow"));
      await seed(running.database.db, { demo: true });
      const expected = CATALOGUE.find((entry) => entry.id === "nutrimmunity")?.contraindications;
      expect(await rulesOf("nutrimmunity")).toEqual({ ...expected, revision: 1 });
      expect(await rulesOf("nutriglow")).toEqual({ absolute: ["diabetes"], relative: [], revision: 3 });
    } finally {
      await running.stop();
    }
  }, 60_000);
});
