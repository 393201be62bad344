import { icu } from "../icu";
import type { Catalogue } from "../catalogue";

export const supplierProfile: Catalogue["supplierProfile"] = {
  rating: icu("Penilaian {rating}"),
  clients: icu("{count}+ pelanggan"),
  experience: icu("{years} tahun pengalaman"),
  certifications: "Pensijilan",
  bookNow: "Tempah Sekarang",
  contact: "Hubungi",
  about: "Tentang",
  availableDrips: "Titisan IV Yang Tersedia",
  administeredBy: icu(
    "Diberikan oleh {name} di rumah, hotel, kapal layar atau jet peribadi anda di Kuala Lumpur.",
  ),
  notFound: {
    title: "Pembekal Tidak Ditemui",
    text: "Profesional perubatan yang anda cari tidak wujud atau tidak lagi tersedia.",
    back: "Kembali ke Perkhidmatan",
  },
  spokenLanguages: {
    english: "Bahasa Inggeris",
    malay: "Bahasa Melayu",
    mandarin: "Bahasa Mandarin",
    cantonese: "Bahasa Kantonis",
  },
  people: {
    drAishaRahman: {
      certifications: [
        "Ijazah MBBS, Universiti Malaya",
        "Berdaftar dengan Majlis Perubatan Malaysia (MMC)",
        "Sijil Perubatan Estetik",
        "Bantuan Hayat Kardiak Lanjutan (ACLS)",
      ],
      bio: [
        "Dr. Aisha Rahman mengetuai pasukan perubatan kami di Kuala Lumpur. Selepas sedekad berkhidmat dalam " +
          "perubatan hospital di hospital pengajar utama di Lembah Klang, beliau menumpukan perhatian kepada " +
          "penjagaan pencegahan, terapi nutrien dan penuaan sihat.",
        "Setiap sesi di bawah pengawasan beliau bermula dengan konsultasi kesihatan yang ringkas, supaya setiap " +
          "titisan sesuai dengan orang yang menerimanya. Pelanggan menghargai sikap beliau yang tenang, " +
          "penerangannya yang jelas dan keprihatinannya terhadap keselesaan mereka, sama ada lawatan di rumah, " +
          "di suite hotel atau di atas kapal layar.",
      ],
    },
    nurseMeiLinTan: {
      certifications: [
        "Diploma Kejururawatan",
        "Jururawat Berdaftar, Lembaga Jururawat Malaysia",
        "Sijil Pasca Asas Terapi Infusi",
        "Bantuan Hayat Asas (BLS)",
      ],
      bio: [
        "Mei Lin Tan ialah jururawat berdaftar dengan pengalaman sembilan tahun di unit kecemasan dan rawatan " +
          "harian di Kuala Lumpur, tempat beliau memasang ribuan talian IV untuk pesakit dari segenap peringkat umur.",
        "Beliau membawa teknik yang sama lembut dan tepat ke setiap lawatan ke rumah, dan terkenal kerana " +
          "menenangkan pelanggan yang pertama kali mencuba. Mei Lin pakar dalam titisan hidrasi, pemulihan dan " +
          "sokongan imun untuk golongan profesional yang sibuk, pengembara kerap dan atlet.",
      ],
    },
  },
};
