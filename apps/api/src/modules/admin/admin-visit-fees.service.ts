import {
  feesInSen,
  type UpdateVisitFeesRequest,
  type VisitFees,
  type VisitFeesList,
} from "@ivdrips/contract/visit-fees";
import type { VisitFeesService } from "../bookings/visit-fees.service";
import { recordAudit } from "./audit.repository";

/** The console's visit fees: every city's, and a staff member's change, audited in its transaction. */
export function createAdminVisitFeesService(fees: VisitFeesService) {
  return {
    list(): Promise<VisitFeesList> {
      return fees.list();
    },

    set(staffId: string, city: string, input: UpdateVisitFeesRequest): Promise<VisitFees> {
      return fees.set(city, feesInSen(input), async (tx, change) => {
        await recordAudit(tx, {
          staffId,
          action: "visit_fees.update",
          targetType: "city",
          targetId: change.city,
          before: change.before && { ...change.before },
          after: { ...change.after },
        });
      });
    },
  };
}

export type AdminVisitFeesService = ReturnType<typeof createAdminVisitFeesService>;
