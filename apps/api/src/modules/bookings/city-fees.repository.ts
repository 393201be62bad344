import type { CityVisitFees } from "@ivdrips/contract/visit-day";
import { eq, sql } from "drizzle-orm";
import { DEFAULT_CITY_VISIT_FEES } from "../../config";
import type { Executor } from "../../db/client";
import { cityVisitFees } from "../../db/schema";

/** What `city` charges beyond the drip: its own row, or the defaults (config.ts) while staff set none. */
export async function feesOfCity(db: Executor, city: string): Promise<CityVisitFees> {
  const rows = await db
    .select({
      nightSurchargeSen: cityVisitFees.nightSurchargeSen,
      sameDaySurchargeSen: cityVisitFees.sameDaySurchargeSen,
      callOutFeeSen: cityVisitFees.callOutFeeSen,
    })
    .from(cityVisitFees)
    .where(eq(sql`lower(${cityVisitFees.city})`, city.toLowerCase()))
    .limit(1);
  return rows[0] ?? { ...DEFAULT_CITY_VISIT_FEES };
}
