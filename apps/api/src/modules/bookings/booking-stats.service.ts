// What the operations console may read of the bookings: counts and timings, never a booking's own rules.
export {
  decisionTimesByClinic,
  lockOpenWindowsOf,
  mostHeldInOneOpenWindow,
  pendingDecisionsByClinic,
  type DecisionTimeRow,
} from "./booking-stats.repository";
