import type { Booking } from "@ivdrips/contract/bookings";
import type { Catalogue } from "../../../locales/catalogue";
import { formatKlDay } from "../../../lib/format";
import { timeWindowLabel } from "../../../lib/time-window-label";

/** What the clinic's dialogs say a visit is: the drip, the customer, the KL day and the window. */
export function visitWords(t: Catalogue, booking: Booking) {
  return {
    service: booking.serviceId.name || t.clinic.card.defaultServiceName,
    customer: booking.customerInfo.name,
    date: formatKlDay(booking.date),
    time: timeWindowLabel(t, booking.timeSlot),
  };
}
