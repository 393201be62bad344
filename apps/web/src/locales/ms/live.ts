import { icu } from "../icu";
import type { Catalogue } from "../catalogue";

export const live: Catalogue["live"] = {
  clinic: {
    title: "Kemas kini langsung",
    connected: "Aktif: tempahan baharu muncul di sini sebaik sahaja dibayar.",
    connecting: "Menyambung…",
    reconnecting: "Sambungan terputus: menyambung semula…",
    sound: "Bunyi",
    enableNotifications: "Pemberitahuan pelayar",
    notificationsOn: "Pemberitahuan pelayar aktif",
    notificationsBlocked: "Pemberitahuan disekat dalam pelayar ini",
    notificationTitle: "Portal klinik IV Drips",
    events: {
      booking_paid: icu("Tempahan baharu telah dibayar {reference}"),
      booking_cancelled: icu("Tempahan {reference} telah dibatalkan oleh pelanggan"),
      booking_rescheduled: icu("Tempahan {reference} telah dipindahkan ke masa baharu"),
      booking_approved: icu("Tempahan {reference} telah diluluskan"),
      booking_rejected: icu("Tempahan {reference} telah ditolak"),
      booking_visit: icu("Tempahan {reference}: lawatan telah dikemas kini"),
    },
  },
};
