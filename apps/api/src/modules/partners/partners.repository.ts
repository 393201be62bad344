import { asc } from "drizzle-orm";
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
