import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/** A provider window holding more bookings than its capacity on its date: what must never happen. */
export interface OverCapacityWindow {
  providerId: string;
  startsAt: string;
  holding: number;
  capacity: number;
}

export interface CapacityCheck {
  /** Windows holding at least one booking (pending or confirmed, as the capacity trigger counts them). */
  windows: number;
  overCapacity: OverCapacityWindow[];
}

/** Every window that holds bookings, against its capacity (window_capacity, the database's one rule). */
const WINDOWS_SQL = `
  select provider_id::text as "providerId", to_char(window_starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "startsAt",
    count(*)::int as holding, coalesce(window_capacity(provider_id, min(date), min(time_slot)), 0)::int as capacity
  from bookings
  where status in ('pending', 'confirmed')
  group by provider_id, window_starts_at`;

function summarise(rows: OverCapacityWindow[]): CapacityCheck {
  return { windows: rows.length, overCapacity: rows.filter((row) => row.holding > row.capacity) };
}

/**
 * Counts what every window holds once the load is over: on PostgreSQL through `databaseUrl`, else in the embedded
 * store's files under `dataDir` (the server must have stopped: the store has one process at a time).
 */
export async function checkCapacity(
  where: { databaseUrl: string } | { dataDir: string },
): Promise<CapacityCheck> {
  if ("databaseUrl" in where) {
    const client = new pg.Client({ connectionString: where.databaseUrl });
    await client.connect();
    try {
      return summarise((await client.query<OverCapacityWindow>(WINDOWS_SQL)).rows);
    } finally {
      await client.end();
    }
  }
  const store = await PGlite.create(path.join(where.dataDir, "pgdata"));
  try {
    return summarise((await store.query<OverCapacityWindow>(WINDOWS_SQL)).rows);
  } finally {
    await store.close();
  }
}

/** One line for the bench's output, and the offending windows under it. */
export function describeCapacity(check: CapacityCheck): string {
  const head =
    `capacity: ${check.overCapacity.length} of ${check.windows} windows holding bookings ` +
    `${check.overCapacity.length === 1 ? "is" : "are"} over capacity`;
  return [
    head,
    ...check.overCapacity.map(
      (row) =>
        `  OVER: provider ${row.providerId} at ${row.startsAt}: ${row.holding} held, capacity ${row.capacity}`,
    ),
  ].join("\n");
}
