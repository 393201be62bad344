import { and, asc, desc, eq, inArray, isNull, lte, ne, sql } from "drizzle-orm";
import { inStates } from "../../db/booking-state-sql";
import type { Executor } from "../../db/client";
import { bookingClearances, bookings, clinicians, healthConsents, healthProfiles } from "../../db/schema";

export type HealthConsentRow = typeof healthConsents.$inferSelect;
export type HealthProfileRow = typeof healthProfiles.$inferSelect;
export type ClinicianRow = typeof clinicians.$inferSelect;
export type ClearanceRow = typeof bookingClearances.$inferSelect;

/** The consent in force: the newest one not withdrawn. */
export async function consentInForce(db: Executor, userId: string): Promise<HealthConsentRow | undefined> {
  const [row] = await db
    .select()
    .from(healthConsents)
    .where(and(eq(healthConsents.userId, userId), isNull(healthConsents.withdrawnAt)))
    .orderBy(desc(healthConsents.givenAt))
    .limit(1);
  return row;
}

/** Every consent the customer gave, newest first (withdrawn ones too). */
export function consentsOf(db: Executor, userId: string): Promise<HealthConsentRow[]> {
  return db
    .select()
    .from(healthConsents)
    .where(eq(healthConsents.userId, userId))
    .orderBy(desc(healthConsents.givenAt));
}

export async function insertConsent(
  db: Executor,
  consent: { userId: string; version: string; language: string; givenAt: Date },
): Promise<HealthConsentRow> {
  const [row] = await db.insert(healthConsents).values(consent).returning();
  if (!row) throw new Error("the consent was not recorded");
  return row;
}

/** Ends every consent in force; returns how many there were. */
export async function withdrawConsents(db: Executor, userId: string, at: Date): Promise<number> {
  const rows = await db
    .update(healthConsents)
    .set({ withdrawnAt: at })
    .where(and(eq(healthConsents.userId, userId), isNull(healthConsents.withdrawnAt)))
    .returning({ id: healthConsents.id });
  return rows.length;
}

export async function findProfile(db: Executor, userId: string): Promise<HealthProfileRow | undefined> {
  const [row] = await db.select().from(healthProfiles).where(eq(healthProfiles.userId, userId));
  return row;
}

export async function saveProfile(
  db: Executor,
  profile: { userId: string; keyId: string; sealedAnswers: string; confirmedAt: Date },
): Promise<HealthProfileRow> {
  const [row] = await db
    .insert(healthProfiles)
    .values({ ...profile, createdAt: profile.confirmedAt, updatedAt: profile.confirmedAt })
    .onConflictDoUpdate({
      target: healthProfiles.userId,
      set: {
        keyId: profile.keyId,
        sealedAnswers: profile.sealedAnswers,
        confirmedAt: profile.confirmedAt,
        updatedAt: profile.confirmedAt,
      },
    })
    .returning();
  if (!row) throw new Error("the health profile was not saved");
  return row;
}

export async function deleteProfile(db: Executor, userId: string): Promise<number> {
  const rows = await db
    .delete(healthProfiles)
    .where(eq(healthProfiles.userId, userId))
    .returning({ userId: healthProfiles.userId });
  return rows.length;
}

export function listCliniciansOfClinic(db: Executor, clinicId: string): Promise<ClinicianRow[]> {
  return db
    .select()
    .from(clinicians)
    .where(eq(clinicians.clinicId, clinicId))
    .orderBy(desc(clinicians.isActive), asc(clinicians.name));
}

export async function findClinician(db: Executor, id: string): Promise<ClinicianRow | undefined> {
  const [row] = await db.select().from(clinicians).where(eq(clinicians.id, id));
  return row;
}

export async function insertClinician(
  db: Executor,
  clinician: Omit<typeof clinicians.$inferInsert, "id" | "isActive">,
): Promise<ClinicianRow | undefined> {
  const [row] = await db.insert(clinicians).values(clinician).onConflictDoNothing().returning();
  return row;
}

export async function setClinicianActive(
  db: Executor,
  clinicId: string,
  id: string,
  isActive: boolean,
): Promise<ClinicianRow | undefined> {
  const [row] = await db
    .update(clinicians)
    .set({ isActive })
    .where(and(eq(clinicians.id, id), eq(clinicians.clinicId, clinicId)))
    .returning();
  return row;
}

/** Writes a booking's clinical record once: a record it already has is kept, and this one is dropped. */
export async function insertClearance(
  db: Executor,
  clearance: Pick<ClearanceRow, "bookingId" | "keyId" | "sealedRecord" | "consentVersion" | "signedAt">,
): Promise<void> {
  await db
    .insert(bookingClearances)
    .values(clearance)
    .onConflictDoNothing({ target: bookingClearances.bookingId });
}

export async function findClearance(db: Executor, bookingId: string): Promise<ClearanceRow | undefined> {
  const [row] = await db.select().from(bookingClearances).where(eq(bookingClearances.bookingId, bookingId));
  return row;
}

export function clearancesOf(db: Executor, bookingIds: readonly string[]): Promise<ClearanceRow[]> {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(bookingClearances)
    .where(inArray(bookingClearances.bookingId, [...bookingIds]));
}

export async function decideClearance(
  db: Executor,
  bookingId: string,
  decision: {
    decision: "cleared" | "declined";
    clinicianId: string;
    decidedAt: Date;
    keyId?: string;
    sealedRecord?: string;
  },
): Promise<void> {
  await db.update(bookingClearances).set(decision).where(eq(bookingClearances.bookingId, bookingId));
}

/** Writes a booking's clinical record sealed again (a note added to it). */
export async function resealClearance(
  db: Executor,
  bookingId: string,
  sealed: { keyId: string; sealedRecord: string },
): Promise<void> {
  await db.update(bookingClearances).set(sealed).where(eq(bookingClearances.bookingId, bookingId));
}

/** The clinical records of the customer's bookings, oldest first, with each booking's service. */
export function clearancesOfUser(
  db: Executor,
  userId: string,
): Promise<{ clearance: ClearanceRow; serviceId: string }[]> {
  return db
    .select({ clearance: bookingClearances, serviceId: bookings.serviceId })
    .from(bookingClearances)
    .innerJoin(bookings, eq(bookings.id, bookingClearances.bookingId))
    .where(eq(bookings.userId, userId))
    .orderBy(asc(bookingClearances.createdAt));
}

/**
 * At account deletion: the clinical records no clinician acted on (still pending) go with the profile; the
 * decided ones are the clinic's records and stay until their retention ends.
 */
export async function deleteUndecidedClearancesOfUser(db: Executor, userId: string): Promise<number> {
  const rows = await db
    .delete(bookingClearances)
    .where(
      and(
        eq(bookingClearances.decision, "pending"),
        inArray(
          bookingClearances.bookingId,
          db.select({ id: bookings.id }).from(bookings).where(eq(bookings.userId, userId)),
        ),
      ),
    )
    .returning({ bookingId: bookingClearances.bookingId });
  return rows.length;
}

/** Bookings whose visit will not happen any more, or has happened. */
const settled = () => inStates("released", "cancelled", "rejected", "flagged", "completed");

/**
 * Settles the clinical records of settled bookings: a record no clinician acted on is deleted (nobody's
 * clinical record: a hold that lapsed, a booking called off before review); a decided one is the clinic's and
 * is kept `years` after the later of its decision and the visit; records past that are purged. Returns counts.
 */
export async function settleClearances(
  db: Executor,
  years: number,
  now: Date,
): Promise<{ dropped: number; retained: number; purged: number }> {
  const settledBookings = db.select({ id: bookings.id }).from(bookings).where(settled());
  const dropped = await db
    .delete(bookingClearances)
    .where(
      and(eq(bookingClearances.decision, "pending"), inArray(bookingClearances.bookingId, settledBookings)),
    )
    .returning({ bookingId: bookingClearances.bookingId });
  const retained = await db
    .update(bookingClearances)
    .set({
      retainUntil: sql`greatest(${bookingClearances.decidedAt}, ${bookings.windowEndsAt}) + make_interval(years => ${years})`,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.id, bookingClearances.bookingId),
        settled(),
        ne(bookingClearances.decision, "pending"),
        isNull(bookingClearances.retainUntil),
      ),
    )
    .returning({ bookingId: bookingClearances.bookingId });
  const purged = await db
    .delete(bookingClearances)
    .where(lte(bookingClearances.retainUntil, now))
    .returning({ bookingId: bookingClearances.bookingId });
  return { dropped: dropped.length, retained: retained.length, purged: purged.length };
}
