import { icu } from "../icu";
/** Live updates (Server-Sent Events): the clinic portal's control and announcements. */
export const live = {
  clinic: {
    title: "Live updates",
    connected: "On: new bookings appear here as soon as they are paid.",
    connecting: "Connecting…",
    reconnecting: "Connection lost: reconnecting…",
    sound: "Sound",
    enableNotifications: "Browser notifications",
    notificationsOn: "Browser notifications on",
    notificationsBlocked: "Notifications are blocked in this browser",
    notificationTitle: "IV Drips clinic portal",
    events: {
      booking_paid: icu("New paid booking {reference}"),
      booking_cancelled: icu("Booking {reference} was cancelled by the customer"),
      booking_rescheduled: icu("Booking {reference} was moved to a new time"),
      booking_approved: icu("Booking {reference} was approved"),
      booking_rejected: icu("Booking {reference} was rejected"),
      booking_visit: icu("Booking {reference}: the visit was updated"),
    },
  },
};
