/**
 * My Account's dialogs, one chunk fetched on the first intent to open any of them (booking-card.tsx): with
 * their forms and schemas they would otherwise come before the bookings' first paint (issue 35: LCP).
 */
export { CancelBookingDialog } from "./cancel-booking-dialog";
export { RescheduleDialog } from "./reschedule-dialog";
export { ReviewDialog } from "./review-dialog";
export { CorrectPlaceDialog } from "./correct-place-dialog";
export { ClinicianLateDialog } from "./clinician-late-dialog";
