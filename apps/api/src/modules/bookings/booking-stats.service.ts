// What the operations console may ask of the bookings: counts and timings, and the places a provider's
// windows hold when its capacity is lowered. A booking's own rules stay in the other bookings services.
import type { Executor } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import type { ProviderEditRules } from "../providers/providers.service";
import {
  decisionTimesByClinic,
  lockOpenWindowsOf,
  mostHeldInOneOpenWindow,
  pendingDecisionsByClinic,
  type DecisionTimeRow,
} from "./booking-stats.repository";

export type { DecisionTimeRow } from "./booking-stats.repository";

/** Per clinic: its paid bookings waiting for its decision, and how long its decisions since `since` took. */
export async function clinicDecisionStats(
  db: Executor,
  since: Date,
): Promise<{ pending: Map<string, number>; decisionTimes: Map<string, DecisionTimeRow> }> {
  const [pending, decisionTimes] = await Promise.all([
    pendingDecisionsByClinic(db),
    decisionTimesByClinic(db, since),
  ]);
  return { pending, decisionTimes };
}

/**
 * The rules an edit of provider `providerId` (providers.updateAsStaff) keeps for the bookings: lowering its
 * capacity to `capacityPerWindow` below what one open window already holds is refused (409, naming how many).
 * The bookings are counted under the windows' locks, which the capacity trigger takes before it reads the
 * capacity, so no booking can slip in between count and commit. Window locks first, then the provider's row:
 * the order a booking takes them in (see lockOpenWindowsOf).
 */
export function keepBookedPlaces(
  providerId: string,
  capacityPerWindow: number,
  clock: Clock,
): Pick<ProviderEditRules, "beforeLock" | "check"> {
  /** The transactions (one per attempt: a deadlock's retry is another) that locked the windows already. */
  const windowsLocked = new WeakSet<Executor>();
  return {
    async beforeLock(tx, current) {
      if (current && capacityPerWindow < current.capacityPerWindow) {
        await lockOpenWindowsOf(tx, providerId, clock());
        windowsLocked.add(tx);
      }
    },
    async check(tx, before) {
      if (capacityPerWindow >= before.capacityPerWindow) return;
      // Raised meanwhile by someone else: lock now (a deadlock, unlikely, is retried by inTransaction).
      if (!windowsLocked.has(tx)) await lockOpenWindowsOf(tx, providerId, clock());
      const booked = await mostHeldInOneOpenWindow(tx, providerId, clock());
      if (booked > capacityPerWindow) {
        throw new AppError("CONFLICT", "capacityBelowBooked", { booked });
      }
    },
  };
}
