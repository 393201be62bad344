import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { auditLog, staff } from "../../db/schema";

export type AuditRow = typeof auditLog.$inferSelect;

/** What one staff action did; written by `recordAudit` inside the transaction that makes the change. */
export interface AuditRecord {
  /** Null for the admin command line on the server. */
  staffId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  note?: string | null;
}

/**
 * Writes the audit row. Call it with the transaction that made the change (`tx`), never with the database
 * after the change committed: a change and its audit row commit together or not at all.
 */
export async function recordAudit(tx: Executor, record: AuditRecord): Promise<AuditRow> {
  const rows = await tx
    .insert(auditLog)
    .values({
      staffId: record.staffId,
      action: record.action,
      targetType: record.targetType,
      targetId: record.targetId,
      before: record.before ?? null,
      after: record.after ?? null,
      note: record.note ?? null,
    })
    .returning();
  const row = rows[0];
  if (!row) throw new Error("the audit row was not written");
  return row;
}

export interface AuditFilter {
  staffId?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
}

export interface AuditRowWithStaff extends AuditRow {
  staffEmail: string | null;
  staffName: string | null;
}

function whereOf(filter: AuditFilter): SQL | undefined {
  const conditions = [
    filter.staffId ? eq(auditLog.staffId, filter.staffId) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.targetType ? eq(auditLog.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Newest first, one page at a time, with the total that matches. */
export async function listAudit(
  db: Executor,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: AuditRowWithStaff[]; total: number }> {
  const where = whereOf(filter);
  const rows = await db
    .select({ entry: auditLog, staffEmail: staff.email, staffName: staff.name })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  const totals = await db.select({ total: count() }).from(auditLog).where(where);
  return {
    rows: rows.map(({ entry, staffEmail, staffName }) => ({ ...entry, staffEmail, staffName })),
    total: totals[0]?.total ?? 0,
  };
}
