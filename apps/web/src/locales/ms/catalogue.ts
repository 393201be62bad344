import { icu } from "../icu";
import type { Catalogue } from "../catalogue";

export const catalogue: Catalogue["catalogue"] = {
  imageAlt: icu("Titisan IV {name}"),
  duration: "Tempoh",
  price: "Harga",
  minutes: icu("{minutes} minit"),
  bookNow: "Tempah Sekarang",
  actionFor: icu("{action}: {name}"),
  loadingServices: "Memuatkan perkhidmatan...",
  loadFailed: "Gagal memuatkan perkhidmatan",
  fetchFailed: "Perkhidmatan tidak dapat diambil",
  noServices: "Tiada perkhidmatan tersedia buat masa ini.",
  rating: {
    noReviews: "Belum ada ulasan",
    reviews: icu("{count, plural, other {# ulasan}}"),
    rated: icu("Dinilai {average} daripada 5 berdasarkan {reviews}"),
  },
};
