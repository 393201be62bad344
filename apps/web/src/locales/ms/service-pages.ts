import { icu } from "../icu";
import type { Catalogue } from "../catalogue";

export const servicePages: Catalogue["servicePages"] = {
  categories: { beauty: "Kecantikan", wellness: "Kesejahteraan" },
  viewDetailsAndBook: "Lihat Butiran & Tempah",
  keyBenefits: "Manfaat Utama",
  benefitsOf: icu("Manfaat {name}"),
  keyNutrients: "Nutrien Utama",
  filters: {
    label: "Tapis perkhidmatan",
    category: "Kategori",
    price: "Harga",
    all: "Semua",
    allPrices: "Semua harga",
    priceLow: "Sehingga RM 700",
    priceMedium: "Melebihi RM 700 hingga RM 1,500",
    priceHigh: "Melebihi RM 1,500",
    reset: "Set Semula Penapis",
    summary: icu("Menunjukkan {shown} daripada {total, plural, other {# perkhidmatan}}"),
  },
  services: {
    eyebrow: "Kuala Lumpur",
    title: "Perkhidmatan Terapi IV Kami",
    intro:
      "Titisan vitamin dan nutrien premium, disediakan dan diberikan oleh profesional perubatan bertauliah di rumah, hotel, kapal layar atau jet peribadi anda. Bandingkan manfaat dan nutrien utama, kemudian tempah sesi yang sesuai untuk anda.",
    noMatchTitle: "Tiada perkhidmatan yang sepadan dengan penapis anda",
    noMatchText: "Cuba kategori atau julat harga lain, atau set semula penapis untuk melihat semua titisan.",
  },
  reviews: {
    title: "Ulasan",
    loading: "Memuatkan ulasan",
    loadFailed: icu("Ulasan tidak dapat dimuatkan: {message}"),
    fetchFailed: "Ulasan tidak dapat diambil",
    empty: "Belum ada ulasan. Ulasan ditulis oleh pelanggan selepas lawatan selesai.",
  },
};
