import pg from "pg";

/**
 * What the role the server serves with (DATABASE_URL) may do, when the tables' owner migrates
 * (MIGRATION_DATABASE_URL; decision 035): read and write rows, never change or empty a table's structure.
 * Applied by the owner after every migration, under the migration lock, so a table a new migration adds is
 * usable before any process of that version serves, and whatever else was granted by hand is taken back.
 */

/** Tables whose rows, once written, stay: the serving role may read and add to them, nothing else. */
export const APPEND_ONLY_TABLES = ["audit_log"] as const;

/** The statements that give `role` exactly its rights; run by the owner of the tables. */
export function servingRoleGrants(role: string): string[] {
  const grantee = pg.escapeIdentifier(role);
  const appendOnly = APPEND_ONLY_TABLES.map((table) => pg.escapeIdentifier(table)).join(", ");
  return [
    `REVOKE ALL ON ALL TABLES IN SCHEMA public FROM ${grantee}`,
    `REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM ${grantee}`,
    `GRANT USAGE ON SCHEMA public TO ${grantee}`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${grantee}`,
    `REVOKE UPDATE, DELETE ON ${appendOnly} FROM ${grantee}`,
    `GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO ${grantee}`,
  ];
}

/** Gives the serving role its rights (servingRoleGrants) in one transaction on the owner's connection. */
export async function grantServingRole(owner: pg.ClientBase, role: string): Promise<void> {
  await owner.query("BEGIN");
  try {
    for (const statement of servingRoleGrants(role)) await owner.query(statement);
    await owner.query("COMMIT");
  } catch (error) {
    await owner.query("ROLLBACK").catch(() => undefined);
    throw error;
  }
}
