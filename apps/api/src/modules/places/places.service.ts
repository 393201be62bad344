import type {
  NewSavedPlaceRequest,
  NewServiceAreaRequest,
  SavedPlace,
  ServiceArea,
  ServiceAreaLookup,
  UpdateServiceAreaRequest,
} from "@ivdrips/contract/service-areas";
import { MAX_SAVED_PLACES } from "@ivdrips/contract/service-areas";
import type { VisitPlace, VisitPlaceRequest } from "@ivdrips/contract/visit-place";
import type { Database, Executor } from "../../db/client";
import { inTransaction, type AlsoInTransaction } from "../../db/transactions";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/uuid";
import {
  countSavedPlaces,
  countServiceAreas,
  deleteSavedPlace,
  deleteSavedPlacesOf,
  deleteServiceArea,
  findSamePlace,
  findServiceArea,
  insertSavedPlace,
  insertServiceAreas,
  listSavedPlaces,
  listServiceAreas,
  lockServiceArea,
  lockUserForPlaces,
  updateServiceArea,
  type NewServiceAreaRow,
  type SavedPlaceRow,
  type ServiceAreaRow,
} from "./places.repository";

export type { ServiceAreaRow } from "./places.repository";

// Where the nurses go (issue 37): the cities' service areas, the rule that a visit's postcode is in one, and
// the customer's saved places. The bookings, the console and the account call these; nothing here knows them.

/** The public lookup: the area `postcode` is in, or NOT_FOUND `outsideServiceArea`. */
export async function serviceAreaOf(
  db: Executor,
  city: string,
  postcode: string,
): Promise<ServiceAreaLookup> {
  const area = await findServiceArea(db, city, postcode);
  if (!area) throw new AppError("NOT_FOUND", "outsideServiceArea", { postcode });
  return { postcode, area: area.name, city: area.city };
}

/**
 * The one rule of where a visit may be: its postcode in one of the city's active service areas. Answers the
 * place with that area set; refuses a place with no postcode (a one-line address that names none) or one
 * outside every area, before anything is held, paid or changed.
 */
export async function placeInServiceArea(db: Executor, city: string, place: VisitPlace): Promise<VisitPlace> {
  if (place.postcode === null) throw new AppError("VALIDATION_ERROR", "postcodeMissing");
  const area = await findServiceArea(db, city, place.postcode);
  if (!area) throw new AppError("OUTSIDE_SERVICE_AREA", "outsideServiceArea", { postcode: place.postcode });
  return { ...place, area: area.name };
}

/** Whether we visit any part of `city`: it has service areas (active or not). */
export async function isServedCity(db: Executor, city: string): Promise<boolean> {
  return (await countServiceAreas(db, city)) > 0;
}

/**
 * Draws a city's first service areas when it has none (active or not): safe at every start, and what staff
 * changed afterwards (a renamed, narrowed or switched-off area) stays as they left it.
 */
export async function drawFirstServiceAreas(
  tx: Executor,
  city: string,
  areas: readonly Omit<NewServiceAreaRow, "city" | "isActive">[],
): Promise<number> {
  if (await isServedCity(tx, city)) return 0;
  const inserted = await insertServiceAreas(
    tx,
    areas.map((area) => ({ ...area, city, isActive: true })),
  );
  return inserted.length;
}

export function serviceAreaOfRow(row: ServiceAreaRow): ServiceArea {
  return {
    id: row.id,
    city: row.city,
    name: row.name,
    postcodeFrom: row.postcodeFrom,
    postcodeTo: row.postcodeTo,
    isActive: row.isActive,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of an area: everything staff can change. */
export const serviceAreaFields = (row: ServiceAreaRow) => ({
  city: row.city,
  name: row.name,
  postcodeFrom: row.postcodeFrom,
  postcodeTo: row.postcodeTo,
  isActive: row.isActive,
});

const notFound = () => new AppError("NOT_FOUND", "serviceAreaNotFound");

/** The console's edits of the service areas; each write runs the caller's audit in its own transaction. */
export function createServiceAreasService(db: Database) {
  return {
    async list(): Promise<ServiceAreaRow[]> {
      return listServiceAreas(db);
    },

    async create(
      input: Omit<NewServiceAreaRequest, "note">,
      alsoInTransaction: AlsoInTransaction<ServiceAreaRow>,
    ): Promise<ServiceAreaRow> {
      return inTransaction(db, async (tx) => {
        const [row] = await insertServiceAreas(tx, [
          {
            city: input.city,
            name: input.name,
            postcodeFrom: input.postcodeFrom,
            postcodeTo: input.postcodeTo,
            isActive: input.isActive,
          },
        ]);
        if (!row) throw new Error("the service area was not written");
        await alsoInTransaction(tx, row);
        return row;
      });
    },

    /** A range's ends are checked together: the one sent against the one stored. */
    async update(
      id: string,
      changes: Omit<UpdateServiceAreaRequest, "note">,
      alsoInTransaction: AlsoInTransaction<{ before: ServiceAreaRow; after: ServiceAreaRow }>,
    ): Promise<ServiceAreaRow> {
      if (!isUuid(id)) throw notFound();
      return inTransaction(db, async (tx) => {
        const before = await lockServiceArea(tx, id);
        if (!before) throw notFound();
        const from = changes.postcodeFrom ?? before.postcodeFrom;
        const to = changes.postcodeTo ?? before.postcodeTo;
        if (from > to) throw new AppError("VALIDATION_ERROR", "serviceAreaRangeOrder");
        const after = await updateServiceArea(tx, id, {
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          postcodeFrom: from,
          postcodeTo: to,
          ...(changes.isActive !== undefined ? { isActive: changes.isActive } : {}),
        });
        if (!after) throw notFound();
        await alsoInTransaction(tx, { before, after });
        return after;
      });
    },

    async remove(id: string, alsoInTransaction: AlsoInTransaction<ServiceAreaRow>): Promise<ServiceAreaRow> {
      if (!isUuid(id)) throw notFound();
      return inTransaction(db, async (tx) => {
        const removed = await deleteServiceArea(tx, id);
        if (!removed) throw notFound();
        await alsoInTransaction(tx, removed);
        return removed;
      });
    },
  };
}

export type ServiceAreasService = ReturnType<typeof createServiceAreasService>;

export function savedPlaceOf(row: SavedPlaceRow): SavedPlace {
  return {
    id: row.id,
    label: row.label,
    place: { ...row.place, area: null },
    createdAt: row.createdAt.toISOString(),
  };
}

/** The customer's saved places, newest first (the account's export reads them too). */
export async function savedPlacesOf(db: Executor, userId: string): Promise<SavedPlace[]> {
  return (await listSavedPlaces(db, userId)).map(savedPlaceOf);
}

/** Account deletion: the customer's saved places go (the account row itself stays, anonymised). */
export async function forgetSavedPlaces(tx: Executor, userId: string): Promise<void> {
  await deleteSavedPlacesOf(tx, userId);
}

/** The label a place saved from a booking gets: the hotel's name, "Office", "Marina", else "Home". */
export function defaultPlaceLabel(place: VisitPlaceRequest): string {
  switch (place.kind) {
    case "hotel":
      return (place.access.hotelName ?? "Hotel").slice(0, 40);
    case "office":
      return "Office";
    case "marina":
      return "Marina";
    default:
      return "Home";
  }
}

/**
 * A booking's `savePlace`: kept once (the same place saved before is not saved again), and quietly not kept
 * when the customer already has MAX_SAVED_PLACES; the booking never fails for it.
 */
export async function keepPlaceFromBooking(
  db: Database,
  userId: string,
  place: VisitPlaceRequest,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    await lockUserForPlaces(tx, userId);
    if (await findSamePlace(tx, userId, place)) return;
    if ((await countSavedPlaces(tx, userId)) >= MAX_SAVED_PLACES) return;
    await insertSavedPlace(tx, { userId, label: defaultPlaceLabel(place), place });
  });
}

/** The public lookup, and My Account's saved places: the customer's own only, at most MAX_SAVED_PLACES. */
export function createPlacesService(db: Database) {
  return {
    areaOf: (city: string, postcode: string) => serviceAreaOf(db, city, postcode),

    list: (userId: string) => savedPlacesOf(db, userId),

    async add(userId: string, request: NewSavedPlaceRequest): Promise<SavedPlace> {
      return inTransaction(db, async (tx) => {
        await lockUserForPlaces(tx, userId);
        if ((await countSavedPlaces(tx, userId)) >= MAX_SAVED_PLACES) {
          throw new AppError("CONFLICT", "savedPlacesFull", { max: MAX_SAVED_PLACES });
        }
        return savedPlaceOf(await insertSavedPlace(tx, { userId, ...request }));
      });
    },

    /** Another customer's place answers as one that does not exist. */
    async remove(userId: string, id: string): Promise<void> {
      const removed = isUuid(id) ? await deleteSavedPlace(db, userId, id) : undefined;
      if (!removed) throw new AppError("NOT_FOUND", "savedPlaceNotFound");
    },
  };
}

export type PlacesService = ReturnType<typeof createPlacesService>;
