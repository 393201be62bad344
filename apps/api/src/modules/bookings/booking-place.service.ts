import { stateOf, type LifecycleState } from "@ivdrips/contract/booking-state";
import type { PlaceCorrectionRequest } from "@ivdrips/contract/service-areas";
import { addressOneLine, placeCorrectionClosesAt } from "@ivdrips/contract/visit-place";
import { AppError } from "../../lib/app-error";
import { clinicPlaceCorrectedEmail } from "../notifications/booking-emails";
import { placeInServiceArea } from "../places/places.service";
import type { BookingContext } from "./booking-context";
import { lockOwnBooking } from "./booking-records";
import { updateBooking, type BookingRecord } from "./bookings.repository";

/** The states whose place may still be corrected: a visit still to come (the status does not change). */
const CORRECTABLE: readonly LifecycleState[] = ["held", "awaiting_clinic", "approved"];
/** Paid states: the clinic has the booking, so it is told where to go now. */
const CLINIC_KNOWS: readonly LifecycleState[] = ["awaiting_clinic", "approved"];

/** The customer corrects where the nurse goes, until 24 h before the visit (placeCorrectionClosesAt). */
export function createBookingPlace(context: BookingContext) {
  const { clock, write, recordOf, viewOf, clinicAddress } = context;
  return {
    async correctPlace(userId: string, id: string, request: PlaceCorrectionRequest): Promise<BookingRecord> {
      return write(async (tx, queue) => {
        const booking = await lockOwnBooking(tx, userId, id);
        const state = stateOf(booking);
        if (!CORRECTABLE.includes(state)) throw new AppError("INVALID_TRANSITION", "placeCorrectionNotOpen");
        if (clock() >= placeCorrectionClosesAt(booking.windowStartsAt)) {
          throw new AppError("INVALID_TRANSITION", "placeCorrectionClosed");
        }
        const place = await placeInServiceArea(tx, booking.city, { ...request.place, area: null });
        const previousAddress = booking.customerAddress;
        await updateBooking(tx, id, { visitPlace: place, customerAddress: addressOneLine(place) });
        const record = await recordOf(tx, id);
        if (CLINIC_KNOWS.includes(state)) {
          await queue(clinicPlaceCorrectedEmail(viewOf(record), previousAddress, clinicAddress(record)));
        }
        return record;
      });
    },
  };
}
