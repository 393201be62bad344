import { feesInRm, type VisitFees, type VisitFeesList } from "@ivdrips/contract/visit-fees";
import type { CityVisitFees } from "@ivdrips/contract/visit-day";
import type { Database } from "../../db/client";
import { inTransaction, type AlsoInTransaction } from "../../db/transactions";
import type { Clock } from "../../lib/clock";
import { refuseUnstorableText } from "../catalogue/catalogue-version";
import { AppError } from "../../lib/app-error";
import { isServedCity } from "../places/places.service";
import { feesOfCity, listCityFees, setCityFees } from "./city-fees.repository";

/** A change of a city's fees: the row's name, and its fees before (null: it had the defaults) and after. */
export interface VisitFeesChange {
  city: string;
  before: CityVisitFees | null;
  after: CityVisitFees;
}

/**
 * A city's visit fees (issue 37): what the booking card shows before payment, read from the same row the hold
 * is priced with (booking-holds.service.ts), and their change by staff.
 */
export function createVisitFeesService(db: Database, clock: Clock) {
  return {
    /** The city's fees in RM: its own, or the defaults while staff set none. */
    async ofCity(city: string): Promise<VisitFees> {
      return feesInRm(city, await feesOfCity(db, refuseUnstorableText(city)));
    },

    async list(): Promise<VisitFeesList> {
      return { cities: (await listCityFees(db)).map(({ city, ...fees }) => feesInRm(city, fees)) };
    },

    /** Sets a city's fees; `also` (the console's audit row) commits with the change. New holds use them. */
    async set(
      city: string,
      fees: CityVisitFees,
      also: AlsoInTransaction<VisitFeesChange>,
    ): Promise<VisitFees> {
      return inTransaction(db, async (tx) => {
        // Fees price visits, and a city is visited only within its service areas (decision 046).
        if (!(await isServedCity(tx, refuseUnstorableText(city)))) {
          throw new AppError("NOT_FOUND", "cityNotServed", { city });
        }
        const saved = await setCityFees(tx, city, fees, clock());
        await also(tx, { ...saved, after: fees });
        return feesInRm(saved.city, fees);
      });
    },
  };
}

export type VisitFeesService = ReturnType<typeof createVisitFeesService>;
