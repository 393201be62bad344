import { icu } from "../icu";
import type { Catalogue } from "../catalogue";

export const booking: Catalogue["booking"] = {
  page: {
    bookBar: {
      region: "Tempah rawatan ini",
      perPerson: "seorang",
      book: "Tempah Sekarang",
    },
    titleFallback: "Drip IV",
    description: icu("{name}: {tagline} Tempah di rumah anda di Kuala Lumpur."),
    descriptionFallback: "Tempah drip IV premium di rumah anda di Kuala Lumpur.",
    backNavigation: "Kembali",
    backToHome: "Kembali ke Laman Utama",
    backToSupplier: "Kembali ke Profil Pembekal",
    notFoundTitle: "Perkhidmatan Tidak Ditemui",
    notFoundText: "Rawatan yang anda cari tidak wujud atau tidak lagi ditawarkan.",
    errorTitle: "Ralat Memuatkan Perkhidmatan",
    fetchFailed: "Gagal mendapatkan perkhidmatan",
    backToServices: "Kembali ke Perkhidmatan",
    imageAlt: icu("Drip IV {name}"),
    duration: "Tempoh",
    price: "Harga",
    about: "Tentang Rawatan Ini",
    keyIngredients: "Bahan Utama",
    allBenefits: "Semua Manfaat",
    popularTitle: "Rawatan Paling Popular",
    popularText: "Rawatan yang paling kerap ditempah oleh pelanggan kami di Kuala Lumpur.",
    loading: "Memuatkan rawatan",
  },
  /** The date strip's name for a day that has no place at all (components/date-strip.tsx). */
  dateStrip: {
    previousWeek: "Minggu sebelumnya",
    nextWeek: "Minggu berikutnya",
    chooseDate: "Pilih tarikh",
    dayClosed: icu("{date}, ditutup"),
    dayFull: icu("{date}, penuh ditempah"),
  },
  card: {
    title: "Tempah Rawatan Anda",
    perPerson: icu("{price} seorang · jururawat berlesen datang kepada anda"),
    location: "Lokasi",
    city: "Kuala Lumpur",
    fixedLocation: "Kuala Lumpur, Malaysia",
    selectDate: "Pilih Tarikh",
    klTime: "(waktu Kuala Lumpur)",
    selectTime: "Pilih Slot Masa",
    providersFailed: "Gagal mendapatkan penyedia perkhidmatan",
    noProviders: icu("Tiada penyedia perkhidmatan tersedia di {city}..."),
    chooseDateFirst: "Pilih tarikh untuk melihat slot masa yang tersedia.",
    yourDetails: "Butiran Anda",
    fullName: "Nama Penuh",
    email: "E-mel",
    address: "Alamat",
    addressPlaceholder: "Alamat rumah, hotel atau pejabat di Kuala Lumpur",
    redirecting: "Membawa anda ke halaman pembayaran...",
    submit: icu("Lengkapkan Tempahan - {total}"),
    secureNote: "Pembayaran selamat · slot masa anda ditahan semasa anda membuat pembayaran",
  },
  terms: {
    title: "Sebelum anda membayar",
    freeUntil: icu(
      "Pembatalan percuma sehingga {when}. Selepas itu, {percent}% daripada jumlah dipulangkan jika anda membatalkan sebelum lawatan.",
    ),
    lateOnly: icu(
      "Lawatan ini kurang daripada 24 jam lagi: jika anda membatalkan selepas membayar, {percent}% daripada jumlah dipulangkan.",
    ),
    decisionSoon:
      "Klinik biasanya meluluskan dalam masa 15-30 minit selepas pembayaran anda. Jika klinik tidak dapat menerima tempahan anda, wang anda dipulangkan sepenuhnya.",
    decisionAfterOpening: icu(
      "Klinik kini tutup dan membuat keputusan sebaik sahaja dibuka pada {when}. Jika klinik tidak dapat menerima tempahan anda, atau belum membuat keputusan apabila lawatan anda sepatutnya bermula, wang anda dipulangkan sepenuhnya.",
    ),
  },
  summary: {
    title: "Ringkasan Tempahan",
    service: "Perkhidmatan",
    date: "Tarikh",
    time: "Masa",
    quantity: "Kuantiti",
    total: "Jumlah",
  },
  timeWindows: {
    morning: "Pagi, 8 pagi - 12 tengah hari",
    afternoon: "Tengah Hari, 12 tengah hari - 4 petang",
    evening: "Petang, 4 petang - 8 malam",
    night: "Malam, 8 malam - 12 tengah malam",
  },
  phone: {
    label: "Nombor Telefon",
    countryCode: "Kod panggilan negara",
  },
  quantity: {
    label: "Kuantiti",
    decrease: "Kurangkan kuantiti",
    increase: "Tambah kuantiti",
    limit: icu("Sehingga {max} bagi setiap lawatan"),
  },
  toasts: {
    failedTitle: "Tempahan Gagal",
    noPaymentSession: "Gagal mewujudkan sesi pembayaran",
    failedDescription: "Gagal membuat tempahan. Sila cuba lagi.",
    holdReleasedTitle: "Bayaran tidak diselesaikan",
    holdReleasedDescription:
      "Tempat yang kami simpan untuk anda kini kosong semula dan tiada bayaran diambil. Anda boleh menempah semula.",
  },
};
