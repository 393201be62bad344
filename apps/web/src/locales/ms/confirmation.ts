import { icu } from "../icu";
import type { Catalogue } from "../catalogue";

export const confirmation: Catalogue["confirmation"] = {
  pageTitle: "Pengesahan Tempahan",
  pageDescription: "Butiran tempahan IV Drips anda dan perkara seterusnya.",
  loading: "Memuatkan Butiran Tempahan...",
  notFoundTitle: "Tempahan Tidak Ditemui",
  notFoundText:
    "Kami tidak dapat mencari butiran tempahan anda. Sila semak e-mel anda untuk pengesahan atau hubungi khidmat pelanggan.",
  backToServices: "Kembali ke Perkhidmatan",
  title: "Tempahan Disahkan!",
  approved: "Temu janji terapi IV anda telah ditempah dan diluluskan oleh klinik.",
  pending: "Temu janji terapi IV anda telah ditempah dan sedang menunggu kelulusan klinik.",
  nextStepsLabel: "Langkah Seterusnya:",
  nextSteps: icu(
    "{label} Klinik akan menyemak dan meluluskan tempahan anda dalam masa 15-30 minit. Anda akan menerima e-mel pengesahan sebaik sahaja tempahan diluluskan.",
  ),
  nextStepsAfterOpening: icu(
    "{label} Klinik kini tutup dan akan menyemak tempahan anda sebaik sahaja dibuka pada {when}. Anda akan menerima e-mel pengesahan sebaik sahaja tempahan diluluskan.",
  ),
  details: {
    title: "Butiran Tempahan",
    reference: "Rujukan",
    service: "Perkhidmatan",
    name: "Nama",
    email: "E-mel",
    phone: "Telefon",
    date: "Tarikh",
    time: "Masa",
    location: "Lokasi",
    transaction: "Transaksi",
    total: "Jumlah",
  },
  whatsNext: {
    title: "Apakah Seterusnya?",
    email: "E-mel pengesahan sedang dihantar kepada anda.",
    contact: "Pasukan kami akan menghubungi anda 15-30 minit sebelum temu janji anda.",
    available: "Sila pastikan ada seseorang di lokasi tersebut.",
    id: "Sediakan dokumen pengenalan diri yang sah untuk pengesahan.",
  },
  contactUs: "Hubungi Kami",
  contactUsWhatsApp: "melalui WhatsApp (dibuka dalam tab baharu)",
  viewBookings: "Lihat Tempahan Saya",
  help: icu("Perlukan bantuan? E-mel {email} atau hubungi {phone}"),
  viewOnBaseScan: "(lihat di BaseScan, dibuka dalam tab baharu)",
  notSpecified: "Tidak dinyatakan",
  defaultService: "Perkhidmatan Terapi IV",
  defaultTime: "10:00 pagi",
  signIn: {
    title: "Log masuk untuk melihat tempahan anda",
    text: "Butiran tempahan hanya ditunjukkan kepada akaun yang membuatnya. Log masuk dengan akaun itu untuk melihatnya.",
    button: "Log Masuk",
  },
  completed: {
    title: "Lawatan Selesai",
    text: "Lawatan ini telah berlangsung. Terima kasih kerana memilih IV Drips.",
  },
  rejected: {
    title: "Tempahan Tidak Diterima",
    clinic: "Klinik tidak dapat menerima tempahan ini, jadi ia telah dibatalkan.",
    noResponse: "Klinik tidak mengesahkan tempahan ini dalam masa, jadi ia telah dibatalkan.",
    refund: icu(
      "Bayaran anda sebanyak {amount} dibayar balik sepenuhnya. Bayaran balik sampai kepada anda dalam 5-7 hari bekerja.",
    ),
  },
  cancelled: {
    title: "Tempahan Dibatalkan",
    text: "Tempahan ini telah dibatalkan.",
    refund: icu(
      "{amount} dibayar balik kepada anda. Bayaran balik sampai kepada anda dalam 5-7 hari bekerja.",
    ),
  },
  awaitingPayment: {
    title: "Bayaran Belum Selesai",
    text: icu(
      "Kami menyimpan tempat anda selama {count, plural, other {# minit}} lagi. Lengkapkan bayaran untuk mengesahkan tempahan anda.",
    ),
    button: "Lengkapkan Bayaran",
    opening: "Membuka halaman bayaran...",
    failed: "Halaman bayaran tidak dapat dibuka",
  },
  processing: {
    title: "Menunggu Bank Anda",
    text: icu(
      "Bank atau e-dompet anda sedang mengesahkan pembayaran. Kami menyimpan tempat anda sehingga {until} dan akan menghantar e-mel sebaik sahaja ia berjaya. Anda tidak perlu membayar sekali lagi.",
    ),
  },
  expired: {
    title: "Tempahan Tidak Dibayar",
    text: "Bayaran tidak diselesaikan, jadi tempat yang kami simpan telah dilepaskan. Tiada wang diambil.",
  },
  needsAttention: {
    title: "Kami Sedang Menyemak Bayaran Anda",
    text: "Kami menerima bayaran yang tidak dapat digunakan untuk tempahan ini. Pasukan sokongan kami akan menghubungi anda untuk membetulkannya: anda tidak perlu membayar lagi.",
  },
  bookAgain: "Tempah Lagi",
  refund: {
    amount: "Bayaran balik",
    fee: "Yuran pembatalan",
    status: "Status bayaran balik",
    statuses: {
      pending: "Sedang diproses",
      succeeded: "Telah dibayar balik",
      failed: "Gagal: pasukan sokongan akan menghubungi anda",
    },
  },
};
