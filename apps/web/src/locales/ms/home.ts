import { icu } from "../icu";
import type { Catalogue } from "../catalogue";

export const home: Catalogue["home"] = {
  hero: {
    badge: "Kini berkhidmat di Kuala Lumpur",
    title: "Terapi IV Premium, Terus ke Pintu Anda",
    intro:
      "Titisan IV yang menyegarkan, diberikan oleh profesional perubatan bertauliah dalam keselesaan rumah, hotel, kapal layar atau jet peribadi anda.",
    explore: "Terokai Terapi IV",
    compare: "Bandingkan Semua Titisan",
    imageAlt: "Beg titisan IV berlatarbelakangkan latar langit Kuala Lumpur ketika matahari terbit",
    points: {
      licensed: "Doktor dan jururawat bertauliah",
      approval: "Kelulusan klinik dalam 15-30 minit",
      hours: icu("Sesi dari {opens} hingga {closes}"),
    },
  },
  professionals: {
    title: "Profesional Perubatan Kami",
    intro:
      "Setiap titisan disediakan dan diberikan oleh doktor dan jururawat berdaftar yang berpangkalan di Kuala Lumpur.",
  },
  services: {
    title: "Perkhidmatan Terapi IV Kami",
    intro:
      "Titisan yang dirumus dengan teliti untuk tenaga, imuniti, pemulihan, kecantikan dan penuaan sihat, berharga dalam ringgit tanpa caj tersembunyi.",
    compareLink: "Bandingkan manfaat dan nutrien setiap titisan",
  },
  places: {
    title: "Di Mana Kami Berkhidmat",
    intro: "Pasukan perubatan kami datang kepada anda, di mana-mana sahaja di Kuala Lumpur.",
    residence: {
      title: "Kediaman Persendirian",
      text: "Berehat di rumah atau di kondominium anda semasa titisan anda diberikan.",
      alt: "Ilustrasi rumah persendirian dengan taman",
    },
    hotel: {
      title: "Hotel & Resort Mewah",
      text: "Pulihkan tenaga selepas perjalanan atau bersedia untuk malam anda di dalam suite anda.",
      alt: "Ilustrasi menara hotel mewah",
    },
    yacht: {
      title: "Kapal Layar",
      text: "Hidrasi dan pemulihan di atas kapal, di mana sahaja anda berlabuh.",
      alt: "Ilustrasi kapal layar di atas air yang tenang",
    },
    jet: {
      title: "Jet Peribadi",
      text: "Tiba dalam keadaan segar: sesi sebelum berlepas atau sebaik sahaja tiba.",
      alt: "Ilustrasi jet peribadi sedang terbang",
    },
  },
  payments: {
    title: "Pilihan Pembayaran",
    intro:
      "Bayar mengikut cara pilihan anda. Harga dipaparkan dalam ringgit (RM) dan hanya dicaj setelah tempahan anda dibuat.",
    cryptoText: "Bayar dengan stablecoin daripada dompet pelayar anda di rangkaian Base.",
    cardTitle: "Kad Debit / Kredit",
    cardText: "Visa, Mastercard dan banyak lagi melalui pembayaran yang selamat.",
    applePayText: "Satu sentuhan pada iPhone, iPad atau Mac anda.",
    googlePayText: "Pembayaran pantas daripada telefon Android atau Chrome anda.",
  },
  partner: {
    title: "Jadi Rakan Kongsi",
    text: "Adakah anda doktor, jururawat atau klinik bertauliah di Kuala Lumpur? Sertai rangkaian kami dan bawa terapi IV premium kepada pelanggan di rumah, di hotel, di atas kapal layar dan di dalam jet peribadi.",
    action: "Jadi Rakan Kongsi",
  },
};
