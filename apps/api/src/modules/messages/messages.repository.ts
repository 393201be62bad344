import type { InboxStatus } from "@ivdrips/contract/admin";
import { count, desc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { contactMessages, supportMessages } from "../../db/schema";

export type SupportMessageRow = typeof supportMessages.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function insertSupportMessage(
  db: Executor,
  values: typeof supportMessages.$inferInsert,
): Promise<SupportMessageRow> {
  const [row] = await db.insert(supportMessages).values(values).returning();
  if (!row) throw new Error("insert into support_messages returned no row");
  return row;
}

export async function insertContactMessage(
  db: Executor,
  values: typeof contactMessages.$inferInsert,
): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(values).returning();
  if (!row) throw new Error("insert into contact_messages returned no row");
  return row;
}

/** One page of the support form's messages, newest first, optionally only those with `status`, and the total. */
export async function pageSupportMessages(
  db: Executor,
  status: InboxStatus | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: SupportMessageRow[]; total: number }> {
  const where = status === undefined ? undefined : eq(supportMessages.status, status);
  const rows = await db
    .select()
    .from(supportMessages)
    .where(where)
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(page.limit)
    .offset(page.offset);
  const totals = await db.select({ total: count() }).from(supportMessages).where(where);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function lockSupportMessage(db: Executor, id: string): Promise<SupportMessageRow | undefined> {
  const rows = await db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.id, id))
    .limit(1)
    .for("update");
  return rows[0];
}

export async function setSupportMessageStatus(
  db: Executor,
  id: string,
  values: { status: InboxStatus; staffNote: string | null },
): Promise<SupportMessageRow | undefined> {
  const rows = await db.update(supportMessages).set(values).where(eq(supportMessages.id, id)).returning();
  return rows[0];
}

/** One page of the contact form's messages, newest first, optionally only those with `status`, and the total. */
export async function pageContactMessages(
  db: Executor,
  status: InboxStatus | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: ContactMessageRow[]; total: number }> {
  const where = status === undefined ? undefined : eq(contactMessages.status, status);
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(page.limit)
    .offset(page.offset);
  const totals = await db.select({ total: count() }).from(contactMessages).where(where);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function lockContactMessage(db: Executor, id: string): Promise<ContactMessageRow | undefined> {
  const rows = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .limit(1)
    .for("update");
  return rows[0];
}

export async function setContactMessageStatus(
  db: Executor,
  id: string,
  values: { status: InboxStatus; staffNote: string | null },
): Promise<ContactMessageRow | undefined> {
  const rows = await db.update(contactMessages).set(values).where(eq(contactMessages.id, id)).returning();
  return rows[0];
}
