import { icu } from "../icu";
import type { Catalogue } from "../catalogue";

export const meta: Catalogue["meta"] = {
  home: {
    title: "Terapi IV Premium di Rumah di Kuala Lumpur",
    description:
      "Terapi titisan IV diketuai doktor, di rumah, hotel, kapal layar atau jet peribadi anda di Kuala Lumpur. " +
      "Tempah dalam talian dan bayar dengan kad, Apple Pay, Google Pay atau USDT/USDC.",
  },
  services: {
    title: "Perkhidmatan Terapi IV",
    description:
      "Bandingkan setiap rawatan IV Drips: manfaat, nutrien utama, tempoh dan harga dalam RM. " +
      "Diberikan oleh profesional bertauliah di Kuala Lumpur.",
  },
  supplier: {
    title: icu("{name}, {title}"),
    description: icu("{name}, {title} di {location}. Tempah titisan IV di rumah dengan IV Drips."),
  },
  supplierNotFound: {
    title: "Pembekal Tidak Ditemui",
    description: "Kami tidak dapat menemui profesional perubatan ini.",
  },
  notFound: {
    title: "Halaman tidak ditemui",
    description: "Halaman yang anda cari tidak wujud atau telah dipindahkan.",
  },
  privacyPolicy: {
    description:
      "Cara IV Drips mengumpul, menggunakan, berkongsi dan melindungi maklumat peribadi anda: nama, e-mel, telefon dan butiran pembayaran.",
  },
  refundPolicy: {
    description:
      "Bila tempahan IV Drips dibayar balik: bayaran balik penuh sehingga 24 jam sebelum lawatan anda, 50% selepas itu, diproses dalam 5-7 hari bekerja.",
  },
  termsConditions: {
    description:
      "Terma untuk menempah terapi titisan IV dengan IV Drips: penafian perubatan, tempahan dan pembatalan, terma pembayaran dan liabiliti.",
  },
};
