import { icu } from "../icu";
import type { Catalogue } from "../catalogue";

export const layout: Catalogue["layout"] = {
  skipToContent: "Langkau ke kandungan",
  logoHome: "Laman utama IV Drips",
  chatOnWhatsApp: "Berbual dengan kami di WhatsApp",
  footer: {
    tagline: "Terapi titisan IV premium di rumah, hotel, kapal layar atau jet peribadi anda.",
    whereWeAre: "Lokasi kami",
    availableNow: icu("{country} ({cities}) — kini tersedia"),
    comingSoon: icu("{country} — akan datang"),
    quickLinks: "Pautan pantas",
    ivTherapyServices: "Perkhidmatan Terapi IV",
    dripPackages: "Pakej Titisan",
    giftCards: "Kad Hadiah",
    becomePartner: "Jadi Rakan Kongsi",
    support: "Sokongan",
    contact: "Hubungi Kami",
    legal: "Perundangan",
    paymentMethods: "Kaedah pembayaran",
    cryptoOnBase: "USDT / USDC di rangkaian Base",
    cards: "Kad debit & kredit",
    copyright: "© 2025 IV Drips. Hak cipta terpelihara.",
  },
  clockHours: {
    8: "8 pagi",
    12: "12 tengah hari",
    16: "4 petang",
    20: "8 malam",
    24: "12 tengah malam",
  },
  ratingStars: icu("{rating} daripada {max} bintang"),
  routeError: {
    title: "Ralat Aplikasi Yang Tidak Dijangka!",
    home: "Kembali ke Laman Utama",
  },
};
