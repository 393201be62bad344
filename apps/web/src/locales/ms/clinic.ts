import { icu } from "../icu";
import type { Catalogue } from "../catalogue";

export const clinic: Catalogue["clinic"] = {
  meta: {
    title: "Portal Klinik",
    description: "Log masuk untuk menyemak, meluluskan dan menolak tempahan IV Drips klinik anda.",
  },
  loading: "Memuatkan...",
  login: {
    title: "Portal Klinik",
    intro: "Log masuk untuk menyemak dan meluluskan tempahan klinik anda.",
    username: "Nama pengguna",
    usernamePlaceholder: "Masukkan nama pengguna anda",
    password: "Kata laluan",
    passwordPlaceholder: "Masukkan kata laluan anda",
    signIn: "Log Masuk",
    signingIn: "Sedang log masuk...",
    demoTitle: "Butiran log masuk demo",
    demoUsername: icu("Nama pengguna: {username}"),
    demoPassword: icu("Kata laluan: {password}"),
    useDemo: "Guna butiran log masuk demo",
    welcomeTitle: "Selamat kembali!",
    welcomeDescription: icu("Log masuk sebagai {clinic}"),
    failedTitle: "Log masuk gagal",
    failedFallback: "Sila semak butiran log masuk anda dan cuba lagi.",
  },
  dashboard: {
    subtitle: "Papan Pemuka Pengurusan Klinik",
    logout: "Log Keluar",
    loadingBookings: "Memuatkan tempahan...",
    loadError: icu("Ralat memuatkan tempahan: {error}"),
    loadErrorFallback: "Gagal mendapatkan tempahan",
    tryAgain: "Cuba Lagi",
    tabs: {
      pending: icu("Menunggu ({count})"),
      approved: icu("Diluluskan ({count})"),
      rejected: icu("Ditolak ({count})"),
    },
    empty: {
      pending: "Tiada tempahan yang menunggu",
      approved: "Tiada tempahan yang diluluskan",
      rejected: "Tiada tempahan yang ditolak",
    },
    cancelledByCustomerTitle: icu("Dibatalkan oleh pelanggan ({count})"),
    cancelledByCustomerNote:
      "Telah dibayar, kemudian dibatalkan sebelum keputusan anda. Tiada apa-apa untuk diluluskan: lawatan ini tidak akan berlangsung.",
    cancelledAfterApprovalNote:
      "Telah diluluskan, kemudian dibatalkan oleh pelanggan: lawatan ini tidak akan berlangsung.",
  },
  card: {
    defaultServiceName: "Perkhidmatan Terapi IV",
    reference: icu("Ruj. {reference}"),
    date: "Tarikh",
    time: "Masa",
    customer: "Pelanggan",
    email: "E-mel",
    phone: "Telefon",
    location: "Lokasi",
    address: "Alamat",
    total: "Jumlah:",
    approve: "Luluskan",
    reject: "Tolak",
  },
  badges: {
    approvalLabel: "Kelulusan:",
    bookingStatusLabel: "Status tempahan:",
    approval: {
      pending: "Menunggu",
      approved: "Diluluskan",
      rejected: "Ditolak",
    },
    booking: {
      pending: "Menunggu",
      confirmed: "Disahkan",
      completed: "Selesai",
      cancelled: "Dibatalkan",
    },
    cancelledByCustomer: "Dibatalkan oleh pelanggan",
  },
  update: {
    successTitle: "Tempahan Dikemas Kini",
    success: {
      pending: "Tempahan kini menunggu kelulusan",
      approved: "Tempahan telah diluluskan",
      rejected: "Tempahan telah ditolak",
    },
    failedTitle: "Kemas Kini Gagal",
    failedFallback: "Gagal mengemas kini tempahan",
  },
};
