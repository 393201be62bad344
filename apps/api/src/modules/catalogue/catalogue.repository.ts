import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { prepared } from "../../db/prepared";
import type { TranslationLanguage } from "@ivdrips/contract/translation-languages";
import { reviews, services, serviceTranslations } from "../../db/schema";

export type ServiceRow = typeof services.$inferSelect;
export type NewServiceRow = typeof services.$inferInsert;
export type ServiceTranslationRow = typeof serviceTranslations.$inferSelect;
export type NewServiceTranslationRow = typeof serviceTranslations.$inferInsert;
/** The translatable texts of a service in one language; null reads the English. */
export type TranslatedTexts = Pick<
  ServiceTranslationRow,
  "name" | "tagline" | "description" | "benefits" | "ingredients"
>;

export interface RatingSummary {
  average: number | null;
  count: number;
}

/** Average review and count per service (the reviews module writes them), for the services that have reviews (all when `serviceIds` is omitted). */
export async function ratingsByService(
  db: Executor,
  serviceIds?: string[],
): Promise<Map<string, RatingSummary>> {
  const rows = await db
    .select({
      serviceId: reviews.serviceId,
      average: sql<string>`round(avg(${reviews.rating}), 2)`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(serviceIds ? inArray(reviews.serviceId, serviceIds) : undefined)
    .groupBy(reviews.serviceId);
  return new Map(rows.map((row) => [row.serviceId, { average: Number(row.average), count: row.count }]));
}

export function listActiveServices(db: Executor): Promise<ServiceRow[]> {
  return db
    .select()
    .from(services)
    .where(eq(services.isActive, true))
    .orderBy(asc(services.sortOrder), asc(services.id));
}

export async function findActiveService(db: Executor, id: string): Promise<ServiceRow | undefined> {
  const statement = prepared(db, "active_service_by_id", () =>
    db
      .select()
      .from(services)
      .where(and(eq(services.id, sql.placeholder("id")), eq(services.isActive, true)))
      .limit(1)
      .prepare("active_service_by_id"),
  );
  const rows = await statement.execute({ id });
  return rows[0];
}

/**
 * Inserts the entries whose id is not in the table yet and never touches a row that is: what staff changed in
 * the console (price, name, description, ...) stays. Returns the ids inserted. When nothing is missing no
 * statement is written at all, because the catalogue trigger (migration 0014) notifies per statement, even
 * for an INSERT that adds no row, and every API process would drop its catalogue copy for nothing.
 */
export async function insertMissingServices(db: Executor, rows: NewServiceRow[]): Promise<string[]> {
  const present = new Set((await db.select({ id: services.id }).from(services)).map((row) => row.id));
  const missing = rows.filter((row) => !present.has(row.id));
  if (missing.length === 0) return [];
  // Another process seeding at the same moment may insert some first: theirs stand.
  const inserted = await db
    .insert(services)
    .values(missing)
    .onConflictDoNothing({ target: services.id })
    .returning({ id: services.id });
  return inserted.map((row) => row.id);
}

/**
 * Gives the services that never had clinical rules (consent revision 0: made before rules existed) the
 * catalogue's first ones, as revision 1; a service whose rules staff set is never touched. Writes nothing
 * when no service lacks them (the catalogue trigger notifies per statement).
 */
export async function giveMissingContraindications(
  db: Executor,
  rules: { id: string; absolute: string[]; relative: string[] }[],
): Promise<string[]> {
  const lacking = new Set(
    (await db.select({ id: services.id }).from(services).where(eq(services.consentRevision, 0))).map(
      (row) => row.id,
    ),
  );
  const given: string[] = [];
  for (const rule of rules.filter((candidate) => lacking.has(candidate.id))) {
    const rows = await db
      .update(services)
      .set({
        absoluteContraindications: rule.absolute,
        relativeContraindications: rule.relative,
        consentRevision: 1,
      })
      .where(and(eq(services.id, rule.id), eq(services.consentRevision, 0)))
      .returning({ id: services.id });
    given.push(...rows.map((row) => row.id));
  }
  return given;
}

/** The whole catalogue, active or not, in its display order (for the console). */
export function listAllServices(db: Executor): Promise<ServiceRow[]> {
  return db.select().from(services).orderBy(asc(services.sortOrder), asc(services.id));
}

/** The service's row, active or not, locked until the transaction ends. */
export async function lockService(db: Executor, id: string): Promise<ServiceRow | undefined> {
  const rows = await db.select().from(services).where(eq(services.id, id)).limit(1).for("update");
  return rows[0];
}

export type ServiceChanges = Pick<
  NewServiceRow,
  | "name"
  | "tagline"
  | "description"
  | "priceSen"
  | "duration"
  | "ingredients"
  | "benefits"
  | "isActive"
  | "absoluteContraindications"
  | "relativeContraindications"
  | "consentRevision"
>;

export async function updateService(
  db: Executor,
  id: string,
  changes: ServiceChanges,
  now: Date,
): Promise<ServiceRow | undefined> {
  const rows = await db
    .update(services)
    .set({ ...changes, updatedAt: now })
    .where(eq(services.id, id))
    .returning();
  return rows[0];
}

/** Every translation of every service (the catalogue's snapshot and the console read them all: 10 × 2 rows). */
export function listServiceTranslations(db: Executor): Promise<ServiceTranslationRow[]> {
  return db
    .select()
    .from(serviceTranslations)
    .orderBy(asc(serviceTranslations.serviceId), asc(serviceTranslations.language));
}

/**
 * As insertMissingServices, for translations: inserts those whose (service, language) has none yet, never
 * touches one that exists (staff may have edited it), and writes nothing when nothing is missing.
 */
export async function insertMissingServiceTranslations(
  db: Executor,
  rows: NewServiceTranslationRow[],
): Promise<number> {
  const key = (row: { serviceId: string; language: string }) => `${row.serviceId}:${row.language}`;
  const present = new Set(
    (
      await db
        .select({ serviceId: serviceTranslations.serviceId, language: serviceTranslations.language })
        .from(serviceTranslations)
    ).map(key),
  );
  const missing = rows.filter((row) => !present.has(key(row)));
  if (missing.length === 0) return 0;
  const inserted = await db
    .insert(serviceTranslations)
    .values(missing)
    .onConflictDoNothing({ target: [serviceTranslations.serviceId, serviceTranslations.language] })
    .returning({ serviceId: serviceTranslations.serviceId });
  return inserted.length;
}

/** The service's translation into `language`, locked until the transaction ends; undefined when it has none. */
export async function lockServiceTranslation(
  db: Executor,
  serviceId: string,
  language: TranslationLanguage,
): Promise<ServiceTranslationRow | undefined> {
  const rows = await db
    .select()
    .from(serviceTranslations)
    .where(and(eq(serviceTranslations.serviceId, serviceId), eq(serviceTranslations.language, language)))
    .limit(1)
    .for("update");
  return rows[0];
}

/** Writes the service's texts in `language`, the row made if it has none. */
export async function saveServiceTranslation(
  db: Executor,
  serviceId: string,
  language: TranslationLanguage,
  texts: TranslatedTexts,
  now: Date,
): Promise<ServiceTranslationRow> {
  const rows = await db
    .insert(serviceTranslations)
    .values({ serviceId, language, ...texts, updatedAt: now })
    .onConflictDoUpdate({
      target: [serviceTranslations.serviceId, serviceTranslations.language],
      set: { ...texts, updatedAt: now },
    })
    .returning();
  const row = rows[0];
  if (!row) throw new Error("saveServiceTranslation: no row returned");
  return row;
}
