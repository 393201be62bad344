import { HOLDING_STATUSES } from "@ivdrips/contract/booking-state";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings, providers } from "../../db/schema";

/** A window of a KL day: its date, its slot and the instant it starts (what bookings record). */
export interface WindowKey {
  date: string;
  timeSlot: string;
  startsAt: Date;
}

/** One window of one active provider: its capacity that day and the places bookings hold in it now. */
export interface WindowPlacesRow {
  providerId: string;
  /** The window's index in the list asked for. */
  window: number;
  capacity: number;
  taken: number;
}

/**
 * Availability in one statement, prepared once per database (docs/decisions/023): for each active provider
 * among `providerIds` and each window asked, the window's capacity on its date (`window_capacity`, as the
 * capacity trigger reads it) and the places taken in it at `now` (the lifecycle's `holdsPlace`: a holding
 * status, and for an unpaid hold, time left). Inactive and unknown providers have no rows. The statement's
 * text does not depend on how many providers or windows are asked, so PostgreSQL parses and plans it once per
 * connection.
 */
export function createAvailabilityQueries(db: Database) {
  // Plain SQL with aliases: columns rendered by the query builder lose their table next to a FROM it did not
  // build, and bookings and providers both have an "id".
  const windows = db
    .select({
      providerId: sql<string>`p.id`,
      window: sql<number>`(w.position - 1)::int`.mapWith(Number),
      capacity: sql<number>`coalesce(window_capacity(p.id, w.day, w.slot), 0)`.mapWith(Number),
      taken: sql<number>`(
        select count(*)::int from ${bookings} b
        where b.provider_id = p.id and b.window_starts_at = w.starts_at
          and b.status = any(${sql.placeholder("holding")}::text[])
          and (b.hold_expires_at is null or b.hold_expires_at > ${sql.placeholder("now")}::timestamptz)
      )`.mapWith(Number),
    })
    .from(
      sql`${providers} p cross join unnest(
        ${sql.placeholder("dates")}::date[], ${sql.placeholder("slots")}::text[],
        ${sql.placeholder("starts")}::timestamptz[]
      ) with ordinality as w(day, slot, starts_at, position)`,
    )
    .where(sql`p.id = any(${sql.placeholder("providerIds")}::uuid[]) and p.is_active`)
    .prepare("availability_windows");

  return {
    /** Rows in no particular order; `providerIds` must be UUIDs. */
    windowPlaces(
      providerIds: readonly string[],
      keys: readonly WindowKey[],
      now: Date,
    ): Promise<WindowPlacesRow[]> {
      if (providerIds.length === 0 || keys.length === 0) return Promise.resolve([]);
      return windows.execute({
        providerIds: [...providerIds],
        dates: keys.map((key) => key.date),
        slots: keys.map((key) => key.timeSlot),
        starts: keys.map((key) => key.startsAt.toISOString()),
        holding: [...HOLDING_STATUSES],
        now: now.toISOString(),
      });
    },
  };
}

export type AvailabilityQueries = ReturnType<typeof createAvailabilityQueries>;
