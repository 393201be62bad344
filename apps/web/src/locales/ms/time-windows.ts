import { icu } from "../icu";
import type { Catalogue } from "../catalogue";

export const timeWindows: Catalogue["timeWindows"] = {
  chooseTimeWindow: "Pilih slot masa",
  windowStatus: icu("{period} {hours}, {status}"),
  morning: { period: "Pagi", hours: "8 pagi - 12 tengah hari" },
  afternoon: { period: "Tengah Hari", hours: "12 tengah hari - 4 petang" },
  evening: { period: "Petang", hours: "4 petang - 8 malam" },
  night: { period: "Malam", hours: "8 malam - 12 tengah malam" },
  available: "Tersedia",
  onePlaceLeft: "Tinggal 1 tempat",
  fullyBooked: "Penuh",
  unavailable: "Tidak tersedia",
  checking: "Menyemak…",
  otherPrice: "Harga lain",
};
