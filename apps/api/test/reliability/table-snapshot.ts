import { sql } from "drizzle-orm";
import type { Database } from "../../src/db/client";

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Every base table of the schema with its row count and an md5 of all its rows (as text, sorted). */
export type TableSnapshot = Record<string, { rows: number; md5: string }>;

export async function snapshotTables(db: Database): Promise<TableSnapshot> {
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(
      sql`select table_name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    ),
  ).map((row) => row.table_name);
  const snapshot: TableSnapshot = {};
  for (const table of tables) {
    const [row] = rowsOf<{ rows: number; md5: string }>(
      await db.execute(
        sql`select count(*)::int as rows, coalesce(md5(string_agg(t::text, E'\n' order by t::text)), '') as md5
            from ${sql.identifier(table)} t`,
      ),
    );
    snapshot[table] = { rows: row?.rows ?? 0, md5: row?.md5 ?? "" };
  }
  return snapshot;
}

export const totalRows = (snapshot: TableSnapshot) =>
  Object.values(snapshot).reduce((sum, table) => sum + table.rows, 0);
