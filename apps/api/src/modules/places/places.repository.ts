import type { VisitPlaceRequest } from "@ivdrips/contract/visit-place";
import { and, asc, count, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { savedPlaces, serviceAreas, users } from "../../db/schema";

export type ServiceAreaRow = typeof serviceAreas.$inferSelect;
export type NewServiceAreaRow = Pick<
  typeof serviceAreas.$inferInsert,
  "city" | "name" | "postcodeFrom" | "postcodeTo" | "isActive"
>;
export type ServiceAreaChanges = Partial<
  Pick<ServiceAreaRow, "name" | "postcodeFrom" | "postcodeTo" | "isActive">
>;
export type SavedPlaceRow = typeof savedPlaces.$inferSelect;

/** Cities are compared as providers' are: without regard to case. */
const cityIs = (city: string) => sql`lower(${serviceAreas.city}) = lower(${city})`;

/**
 * The active area of `city` whose range holds `postcode` (five digits compare as text), the narrowest when
 * ranges overlap (a named estate inside a city-wide range names the estate).
 */
export async function findServiceArea(
  db: Executor,
  city: string,
  postcode: string,
): Promise<ServiceAreaRow | undefined> {
  const rows = await db
    .select()
    .from(serviceAreas)
    .where(
      and(
        cityIs(city),
        eq(serviceAreas.isActive, true),
        lte(serviceAreas.postcodeFrom, postcode),
        gte(serviceAreas.postcodeTo, postcode),
      ),
    )
    .orderBy(
      asc(sql`${serviceAreas.postcodeTo}::int - ${serviceAreas.postcodeFrom}::int`),
      asc(serviceAreas.postcodeFrom),
    )
    .limit(1);
  return rows[0];
}

export function listServiceAreas(db: Executor): Promise<ServiceAreaRow[]> {
  return db
    .select()
    .from(serviceAreas)
    .orderBy(asc(serviceAreas.city), asc(serviceAreas.postcodeFrom), asc(serviceAreas.postcodeTo));
}

/** How many areas (active or not) `city` has: the seed draws a city's first areas only when it has none. */
export async function countServiceAreas(db: Executor, city: string): Promise<number> {
  const rows = await db.select({ total: count() }).from(serviceAreas).where(cityIs(city));
  return rows[0]?.total ?? 0;
}

export async function insertServiceAreas(
  db: Executor,
  areas: readonly NewServiceAreaRow[],
): Promise<ServiceAreaRow[]> {
  if (areas.length === 0) return [];
  return db
    .insert(serviceAreas)
    .values([...areas])
    .returning();
}

/** The area locked against other writers until the transaction ends. */
export async function lockServiceArea(db: Executor, id: string): Promise<ServiceAreaRow | undefined> {
  const rows = await db.select().from(serviceAreas).where(eq(serviceAreas.id, id)).for("update");
  return rows[0];
}

export async function updateServiceArea(
  db: Executor,
  id: string,
  changes: ServiceAreaChanges,
): Promise<ServiceAreaRow | undefined> {
  const rows = await db
    .update(serviceAreas)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(serviceAreas.id, id))
    .returning();
  return rows[0];
}

export async function deleteServiceArea(db: Executor, id: string): Promise<ServiceAreaRow | undefined> {
  const rows = await db.delete(serviceAreas).where(eq(serviceAreas.id, id)).returning();
  return rows[0];
}

/** The customer's saved places, newest first. */
export function listSavedPlaces(db: Executor, userId: string): Promise<SavedPlaceRow[]> {
  return db
    .select()
    .from(savedPlaces)
    .where(eq(savedPlaces.userId, userId))
    .orderBy(desc(savedPlaces.createdAt), desc(savedPlaces.id));
}

/** Locks the customer's row until the transaction ends, so two saves cannot both pass the count. */
export async function lockUserForPlaces(db: Executor, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

export async function countSavedPlaces(db: Executor, userId: string): Promise<number> {
  const rows = await db.select({ total: count() }).from(savedPlaces).where(eq(savedPlaces.userId, userId));
  return rows[0]?.total ?? 0;
}

/** The customer's saved place equal to `place` (jsonb equality: the same fields with the same values). */
export async function findSamePlace(
  db: Executor,
  userId: string,
  place: VisitPlaceRequest,
): Promise<SavedPlaceRow | undefined> {
  const rows = await db
    .select()
    .from(savedPlaces)
    .where(and(eq(savedPlaces.userId, userId), sql`${savedPlaces.place} = ${JSON.stringify(place)}::jsonb`))
    .limit(1);
  return rows[0];
}

export async function insertSavedPlace(
  db: Executor,
  row: { userId: string; label: string; place: VisitPlaceRequest },
): Promise<SavedPlaceRow> {
  const rows = await db.insert(savedPlaces).values(row).returning();
  const inserted = rows[0];
  if (!inserted) throw new Error("the saved place was not written");
  return inserted;
}

/** Deletes the customer's own saved place; undefined when they have none with that id. */
export async function deleteSavedPlace(
  db: Executor,
  userId: string,
  id: string,
): Promise<SavedPlaceRow | undefined> {
  const rows = await db
    .delete(savedPlaces)
    .where(and(eq(savedPlaces.id, id), eq(savedPlaces.userId, userId)))
    .returning();
  return rows[0];
}

export async function deleteSavedPlacesOf(db: Executor, userId: string): Promise<void> {
  await db.delete(savedPlaces).where(eq(savedPlaces.userId, userId));
}
