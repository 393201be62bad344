import { icu } from "../icu";

/** The time-window picker's names and states (booking and the clinic's calendar). */
export const timeWindows = {
  chooseTimeWindow: "Choose a time window",
  /** What a screen reader hears for one window: "Evening 4PM - 8PM, Fully booked". */
  windowStatus: icu("{period} {hours}, {status}"),
  morning: { period: "Morning", hours: "8AM - 12PM" },
  afternoon: { period: "Afternoon", hours: "12PM - 4PM" },
  evening: { period: "Evening", hours: "4PM - 8PM" },
  night: { period: "Night", hours: "8PM - 12AM" },
  available: "Available",
  onePlaceLeft: "1 place left",
  fullyBooked: "Fully booked",
  unavailable: "Unavailable",
  checking: "Checking…",
  /** A window a moved booking would pay another price in (reschedule). */
  otherPrice: "Another price",
};
