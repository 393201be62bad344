import { AUDIT_ID_FIELDS } from "@ivdrips/contract/admin";
import { and, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client";
import {
  auditLog,
  bookings,
  clinics,
  contactMessages,
  inviteCodes,
  partnerApplications,
  providers,
  serviceAreas,
  services,
  staff,
  supportMessages,
} from "../../db/schema";

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

type NameRows = Promise<{ id: string; name: string }[]>;

/** Per kind of audit target: how its records are called, read for a page's ids at once (all uuids but services'). */
const NAMES_OF: Readonly<
  Record<string, { uuidIds: boolean; read: (db: Executor, ids: string[]) => NameRows }>
> = {
  booking: {
    uuidIds: true,
    read: (db, ids) =>
      db
        .select({ id: bookings.id, name: bookings.reference })
        .from(bookings)
        .where(inArray(bookings.id, ids)),
  },
  clinic: {
    uuidIds: true,
    read: (db, ids) =>
      db.select({ id: clinics.id, name: clinics.name }).from(clinics).where(inArray(clinics.id, ids)),
  },
  provider: {
    uuidIds: true,
    read: (db, ids) =>
      db.select({ id: providers.id, name: providers.name }).from(providers).where(inArray(providers.id, ids)),
  },
  service_area: {
    uuidIds: true,
    read: (db, ids) =>
      db
        .select({
          id: serviceAreas.id,
          name: sql<string>`${serviceAreas.city} || ' · ' || ${serviceAreas.name}`,
        })
        .from(serviceAreas)
        .where(inArray(serviceAreas.id, ids)),
  },
  service: {
    uuidIds: false,
    read: (db, ids) =>
      db.select({ id: services.id, name: services.name }).from(services).where(inArray(services.id, ids)),
  },
  staff: {
    uuidIds: true,
    read: (db, ids) =>
      db.select({ id: staff.id, name: staff.name }).from(staff).where(inArray(staff.id, ids)),
  },
  invite_code: {
    uuidIds: true,
    read: (db, ids) =>
      db
        .select({ id: inviteCodes.id, name: inviteCodes.code })
        .from(inviteCodes)
        .where(inArray(inviteCodes.id, ids)),
  },
  partner_application: {
    uuidIds: true,
    read: (db, ids) =>
      db
        .select({ id: partnerApplications.id, name: partnerApplications.name })
        .from(partnerApplications)
        .where(inArray(partnerApplications.id, ids)),
  },
  support_message: {
    uuidIds: true,
    read: (db, ids) =>
      db
        .select({ id: supportMessages.id, name: supportMessages.name })
        .from(supportMessages)
        .where(inArray(supportMessages.id, ids)),
  },
  contact_message: {
    uuidIds: true,
    read: (db, ids) =>
      db
        .select({
          id: contactMessages.id,
          name: sql<string>`${contactMessages.firstName} || ' ' || ${contactMessages.lastName}`,
        })
        .from(contactMessages)
        .where(inArray(contactMessages.id, ids)),
  },
};

/**
 * The records an audit row names: its target, and the ids its before/after hold in AUDIT_ID_FIELDS (a moved
 * booking's providers), for auditRecordNames.
 */
export function recordsMentioned(row: {
  targetType: string;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}): { type: string; id: string }[] {
  const fromFields = [row.before, row.after].flatMap((values) =>
    Object.entries(values ?? {}).flatMap(([field, value]) => {
      const type = AUDIT_ID_FIELDS[field];
      return type && typeof value === "string" ? [{ type, id: value }] : [];
    }),
  );
  return [{ type: row.targetType, id: row.targetId }, ...fromFields];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The names of the records an audit page mentions (`type` a targetType), by id: one query per kind. Kinds
 * without names and ids that cannot be one of that kind's are skipped; a deleted record simply has none.
 */
export async function auditRecordNames(
  db: Executor,
  records: readonly { type: string; id: string }[],
): Promise<Record<string, string>> {
  const wanted = new Map<string, { read: (db: Executor, ids: string[]) => NameRows; ids: Set<string> }>();
  for (const { type, id } of records) {
    const source = NAMES_OF[type];
    if (!source || (source.uuidIds && !UUID.test(id))) continue;
    const entry = wanted.get(type) ?? { read: source.read, ids: new Set<string>() };
    entry.ids.add(id);
    wanted.set(type, entry);
  }
  const names: Record<string, string> = {};
  for (const { read, ids } of wanted.values()) {
    for (const row of await read(db, [...ids])) names[row.id] = row.name;
  }
  return names;
}
