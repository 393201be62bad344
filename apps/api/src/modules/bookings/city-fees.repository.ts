import type { CityVisitFees } from "@ivdrips/contract/visit-day";
import { asc, eq, sql } from "drizzle-orm";
import { DEFAULT_CITY_VISIT_FEES } from "../../config";
import type { Executor } from "../../db/client";
import { cityVisitFees } from "../../db/schema";

const FEES = {
  nightSurchargeSen: cityVisitFees.nightSurchargeSen,
  sameDaySurchargeSen: cityVisitFees.sameDaySurchargeSen,
  callOutFeeSen: cityVisitFees.callOutFeeSen,
};

const sameCity = (city: string) => eq(sql`lower(${cityVisitFees.city})`, city.toLowerCase());

/** What `city` charges beyond the drip: its own row, or the defaults (config.ts) while staff set none. */
export async function feesOfCity(db: Executor, city: string): Promise<CityVisitFees> {
  const rows = await db.select(FEES).from(cityVisitFees).where(sameCity(city)).limit(1);
  return rows[0] ?? { ...DEFAULT_CITY_VISIT_FEES };
}

/** Every city staff have set fees for, by name. */
export function listCityFees(db: Executor): Promise<(CityVisitFees & { city: string })[]> {
  return db
    .select({ city: cityVisitFees.city, ...FEES })
    .from(cityVisitFees)
    .orderBy(asc(cityVisitFees.city));
}

/**
 * Sets `city`'s fees (its row matched case-insensitively, keeping the name it was first set with), locking
 * the row until the transaction ends; returns the row's name and its fees before, null when it had none.
 */
export async function setCityFees(
  tx: Executor,
  city: string,
  fees: CityVisitFees,
  now: Date,
): Promise<{ city: string; before: CityVisitFees | null }> {
  const [existing] = await tx
    .select({ city: cityVisitFees.city, ...FEES })
    .from(cityVisitFees)
    .where(sameCity(city))
    .limit(1)
    .for("update");
  if (existing) {
    await tx
      .update(cityVisitFees)
      .set({ ...fees, updatedAt: now })
      .where(eq(cityVisitFees.city, existing.city));
    const { city: name, ...before } = existing;
    return { city: name, before };
  }
  await tx
    .insert(cityVisitFees)
    .values({ city, ...fees, updatedAt: now })
    .onConflictDoUpdate({ target: cityVisitFees.city, set: { ...fees, updatedAt: now } });
  return { city, before: null };
}
