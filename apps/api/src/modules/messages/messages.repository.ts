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
