import { MESSAGE_TOPICS, type MessageChannels } from "@ivdrips/contract/phone-messages";
import type { Language } from "@ivdrips/contract/languages";
import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { users } from "../../db/schema";

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return rows[0];
}

/** Returns undefined when the email is taken (the unique constraint decides, so races are safe). */
export async function insertUser(
  db: Executor,
  values: { email: string; fullName: string; phone: string | null; passwordHash: string; language: Language },
): Promise<UserRow | undefined> {
  const rows = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return rows[0];
}

/** Changes an active account only (a deleted one is gone for every purpose). */
export async function updateUserProfile(
  db: Executor,
  id: string,
  changes: { fullName: string; phone?: string | null },
): Promise<UserRow | undefined> {
  const rows = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .returning();
  return rows[0];
}

export async function updateUserPreferences(
  db: Executor,
  id: string,
  preferences: { emailReminders: boolean; marketingEmails: boolean; language?: Language | undefined },
): Promise<UserRow | undefined> {
  const { language, emailReminders, marketingEmails } = preferences;
  // The reminders' email is one cell of the channels chosen per topic; the other cells stay as they are.
  const messageChannels = sql`${users.messageChannels} || jsonb_build_object('reminders',
    coalesce(${users.messageChannels} -> 'reminders', '{}'::jsonb) || jsonb_build_object('email', ${emailReminders}::boolean))`;
  const rows = await db
    .update(users)
    .set({ messageChannels, marketingEmails, ...(language ? { language } : {}), updatedAt: sql`now()` })
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .returning();
  return rows[0];
}

/** The language the customer's emails are written in, changed when they sign in with another one. */
export async function updateUserLanguage(db: Executor, id: string, language: Language): Promise<void> {
  await db
    .update(users)
    .set({ language, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), isNull(users.deletedAt), ne(users.language, language)));
}

/** Every channel of every topic off (a deleted account), receipts' email included. */
const NO_MESSAGES = Object.fromEntries(
  MESSAGE_TOPICS.map((topic) => [topic, { email: false, whatsapp: false }]),
) as MessageChannels;

/**
 * Erases the account's personal data and frees its email for a new registration. The row stays (bookings
 * kept for accounting point at it) with nothing that identifies a person, and a password hash that matches
 * no password.
 */
export async function anonymiseUser(db: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      email: `deleted-${id}@deleted.invalid`,
      fullName: "Deleted user",
      phone: null,
      passwordHash: "!deleted",
      messageChannels: NO_MESSAGES,
      marketingEmails: false,
      deletedAt: now,
      updatedAt: now,
    })
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Customers who agreed to marketing emails, and only those whose account still exists. */
export function listMarketingRecipients(db: Executor): Promise<{ email: string; fullName: string }[]> {
  return db
    .select({ email: users.email, fullName: users.fullName })
    .from(users)
    .where(and(eq(users.marketingEmails, true), isNull(users.deletedAt)))
    .orderBy(asc(users.email));
}
