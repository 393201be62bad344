import type { Executor } from "../../db/client";
import { createBookingContext, type BookingsServiceDeps } from "./booking-context";
import { createBookingPayments } from "./booking-payments.service";
import { createBookingSweeps } from "./booking-sweeps.service";
import { createClinicBookings } from "./clinic-bookings.service";
import { createClinicClosures } from "./clinic-closures.service";
import { createCustomerBookings } from "./customer-bookings.service";
import { createStaffBookings } from "./staff-bookings.service";
import { createVisitDay } from "./visit-day.service";
import { countsByWindow, windowCapacities, type WindowCounts } from "./bookings.repository";

export type { ValidBookingRequest } from "./booking-holds.service";
export { staffActionsFor, type StaffChangeHook, type StaffMove } from "./staff-bookings.service";
export { DECISION_CHASE_HOURS_BEFORE, customerPayRefusal, decisionDueAt } from "./booking-lifecycle";

// What other modules may do with one booking (reviews, documents): read or lock a customer's own.
export { bookingRecordOf, lockOwnBooking, ownBookingRecord } from "./booking-records";
export type { BookingRecord } from "./bookings.repository";
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
    ...createVisitDay(context),
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;

/**
 * The clinic calendar: each provider's capacity in each window of `days` days from `from` (its week less its
 * closures), by `${providerId}|${date}|${timeSlot}`.
 */
export function capacitiesByWindow(
  db: Executor,
  providerIds: readonly string[],
  from: string,
  days: number,
  timeSlots: readonly string[],
): Promise<Map<string, number>> {
  return windowCapacities(db, providerIds, from, days, timeSlots);
}

/**
 * The clinic calendar: what the bookings of each window from `from` to `to` take and hold, counted as the
 * capacity check counts them.
 */
export function placesByWindow(
  db: Executor,
  providerIds: readonly string[],
  from: Date,
  to: Date,
  now: Date,
): Promise<WindowCounts[]> {
  return countsByWindow(db, providerIds, from, to, now);
}
