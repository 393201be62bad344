import { createBookingContext, type BookingsServiceDeps } from "./booking-context";
import { createBookingPayments } from "./booking-payments.service";
import { createBookingSweeps } from "./booking-sweeps.service";
import { createClinicBookings } from "./clinic-bookings.service";
import { createClinicClosures } from "./clinic-closures.service";
import { createCustomerBookings } from "./customer-bookings.service";
import { createStaffBookings } from "./staff-bookings.service";

export type { ValidBookingRequest } from "./customer-bookings.service";
export { staffActionsFor, type StaffChangeHook, type StaffMove } from "./staff-bookings.service";
export {
  DECISION_CHASE_HOURS_BEFORE,
  decisionDueAt,
  stateOf,
  type LifecycleState,
} from "./booking-lifecycle";

// What other modules may use of the bookings' records (reviews, documents, account deletion).
export { findBookingRecord, lockBooking, type BookingRecord } from "./bookings.repository";
// The clinic calendar reads what each window takes and holds, as the capacity check does.
export { countsByWindow, windowCapacities, type WindowCounts } from "./bookings.repository";
export type { ClosureScope } from "./clinic-closures.service";
// Services hand records (sen, Dates) to each other; the HTTP shape is made only at the route edge.
export { toBooking } from "./booking-view";

/**
 * Every booking operation, by who calls it: customers, clinics, the payment flows, the background sweeps and
 * our staff (the console), all on one shared context and the lifecycle's transition table
 * (booking-lifecycle.ts).
 */
export function createBookingsService(deps: BookingsServiceDeps) {
  const context = createBookingContext(deps);
  return {
    ...createCustomerBookings(context),
    ...createClinicBookings(context),
    ...createClinicClosures(context),
    ...createBookingPayments(context),
    ...createBookingSweeps(context),
    ...createStaffBookings(context),
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
