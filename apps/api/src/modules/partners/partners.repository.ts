import type { InboxStatus } from "@ivdrips/contract/admin";
import { asc, count, desc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { partnerApplications } from "../../db/schema";

export type PartnerApplicationRow = typeof partnerApplications.$inferSelect;

export async function insertPartnerApplication(
  db: Executor,
  values: typeof partnerApplications.$inferInsert,
): Promise<PartnerApplicationRow> {
  const [row] = await db.insert(partnerApplications).values(values).returning();
  if (!row) throw new Error("insert into partner_applications returned no row");
  return row;
}

/** Every application, oldest first (the newest end up at the bottom of a terminal). */
export function listPartnerApplications(db: Executor): Promise<PartnerApplicationRow[]> {
  return db
    .select()
    .from(partnerApplications)
    .orderBy(asc(partnerApplications.createdAt), asc(partnerApplications.id));
}

/** One page of applications, newest first, optionally only those with `status`, and how many match. */
export async function pagePartnerApplications(
  db: Executor,
  status: InboxStatus | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: PartnerApplicationRow[]; total: number }> {
  const where = status === undefined ? undefined : eq(partnerApplications.status, status);
  const rows = await db
    .select()
    .from(partnerApplications)
    .where(where)
    .orderBy(desc(partnerApplications.createdAt), desc(partnerApplications.id))
    .limit(page.limit)
    .offset(page.offset);
  const totals = await db.select({ total: count() }).from(partnerApplications).where(where);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function lockPartnerApplication(
  db: Executor,
  id: string,
): Promise<PartnerApplicationRow | undefined> {
  const rows = await db
    .select()
    .from(partnerApplications)
    .where(eq(partnerApplications.id, id))
    .limit(1)
    .for("update");
  return rows[0];
}

export async function setPartnerApplicationStatus(
  db: Executor,
  id: string,
  values: { status: InboxStatus; staffNote: string | null },
): Promise<PartnerApplicationRow | undefined> {
  const rows = await db
    .update(partnerApplications)
    .set(values)
    .where(eq(partnerApplications.id, id))
    .returning();
  return rows[0];
}
