import { icu } from "../icu";
import type { Catalogue } from "../catalogue";

export const giftCards: Catalogue["giftCards"] = {
  page: {
    title: "Kad Hadiah",
    description:
      "Hadiahkan drip IV kepada seseorang: kad hadiah dari RM 100 hingga RM 5,000, dihantar melalui e-mel pada hari pilihan anda.",
    eyebrow: "Kad hadiah",
    heading: "Hadiahkan drip IV",
    intro:
      "Kad hadiah boleh membayar mana-mana drip yang kami hantar di Kuala Lumpur. Pilih jumlah, beritahu kami untuk siapa, dan kami akan menghantar kad itu melalui e-mel pada hari pilihan anda.",
  },
  form: {
    title: "Kad hadiah anda",
    amount: "Jumlah",
    otherAmount: "Jumlah lain",
    customAmount: "Jumlah anda (RM)",
    amountHint: "Sebarang jumlah dari RM 100 hingga RM 5,000.",
    recipientName: "Nama penerima",
    recipientEmail: "E-mel penerima",
    recipientEmailHint: "Kod kad hadiah dihantar ke e-mel ini sahaja, dan tidak dipaparkan di tempat lain.",
    message: "Mesej (pilihan)",
    messagePlaceholder: "Selamat hari jadi! Nikmatilah drip ini.",
    messageCount: icu("{count} daripada {max} aksara"),
    sendOn: "Hantar pada",
    sendOnHint:
      "Kami menghantarnya pada pukul 9 pagi waktu Kuala Lumpur hari itu, atau serta-merta jika waktu itu sudah berlalu.",
    pay: icu("Bayar {amount}"),
    payPlain: "Bayar",
    redirecting: "Membuka halaman pembayaran...",
    signInNote: "Log masuk atau buat akaun untuk membayar. Apa yang anda taip kekal di sini.",
    signInToPay: "Log masuk untuk membayar",
    failed: "Kami tidak dapat memulakan pembayaran. Sila cuba lagi.",
  },
  preview: {
    label: "Kad hadiah",
    for: icu("Untuk {name}"),
    someone: "Untuk seseorang yang istimewa",
  },
  steps: {
    title: "Cara ia berfungsi",
    choose: "Pilih jumlah dan hari kad itu dihantar.",
    email: "Kami menghantar kod kad hadiah kepada penerima melalui e-mel pada pagi itu.",
    spend: "Penerima memasukkan kod semasa menempah drip, dan menggunakannya sehingga habis.",
  },
  balance: {
    title: "Semak baki kad hadiah",
    text: "Masukkan kod 16 aksara daripada e-mel kad hadiah.",
    code: "Kod kad hadiah",
    check: "Semak baki",
    checking: "Menyemak...",
    left: icu("Baki {amount}"),
    failed: "Kami tidak dapat menyemak baki. Sila cuba lagi.",
  },
  /** The gift card code's field, wherever a gift card pays (the booking card, a package's Buy dialog). */
  field: {
    open: "Ada kad hadiah?",
    code: "Kod kad hadiah",
    apply: "Guna",
    applying: "Menyemak...",
    remove: "Buang",
    applied: icu("{amount} daripada kad hadiah anda"),
    leftToPay: icu("{amount} lagi perlu dibayar"),
    nothingLeft: "Tiada apa lagi untuk dibayar",
    staysOnCard: icu("{amount} kekal dalam kad"),
    empty: "Kad hadiah ini tiada baki lagi.",
    failed: "Kami tidak dapat menyemak kad hadiah. Sila cuba lagi.",
    notWithCrypto:
      "Kad hadiah tidak boleh digunakan dengan USDT/USDC. Pilih cara bayaran lain untuk menggunakannya.",
  },
  /** A gift card paying part or all of a booking (the booking card), and its part on the confirmation. */
  booking: {
    notNeeded: "Kredit pakej anda membayar lawatan ini: tiada apa diambil daripada kad hadiah anda.",
    withCredit:
      "Kredit pakej anda membayar titisan; kad hadiah anda membayar seberapa banyak baki yang boleh.",
    part: "Kad hadiah",
    submit: "Tempah dengan Kad Hadiah",
    consent: "Setuju dan Tempah dengan Kad Hadiah",
  },
  confirmation: {
    pageTitle: "Pengesahan Kad Hadiah",
    pageDescription: "Pembayaran kad hadiah IV Drips anda dan bila ia dihantar.",
    loading: "Menyemak pembayaran anda...",
    paidTitle: "Kad Hadiah Disahkan!",
    paidText: icu("Kami akan menghantar kad hadiah kepada {name} melalui e-mel pada {date}."),
    paidTextToday: icu("Kami akan menghantar kad hadiah kepada {name} melalui e-mel hari ini."),
    paidTextUnnamed:
      "Kami akan menghantar kod kad hadiah kepada penerima melalui e-mel pada hari yang anda pilih.",
    codeNote:
      "Kod itu hanya ada dalam e-mel tersebut: ia tidak dipaparkan di sini atau dalam akaun anda, jadi ia kekal sebagai kejutan.",
    details: {
      title: "Kad hadiah",
      amount: "Jumlah",
      recipient: "Untuk",
      sendOn: "Dihantar pada",
    },
    giveAnother: "Hadiahkan kad lain",
    browse: "Lihat drip IV",
    pendingTitle: "Menunggu Bank Anda",
    pendingText:
      "Bank atau GrabPay anda sedang mengesahkan pembayaran. Halaman ini dikemas kini dengan sendirinya sebaik sahaja ia menjawab: anda tidak perlu membayar sekali lagi.",
    pendingThen: icu(
      "Setelah dibayar, kami akan menghantar kad hadiah kepada {name} melalui e-mel pada {date}.",
    ),
    notPaidTitle: "Kad Hadiah Tidak Dibayar",
    notPaidText:
      "Pembayaran tidak selesai, jadi tiada caj dikenakan dan tiada kad hadiah akan dihantar. Anda boleh cuba lagi.",
    backToGiftCards: "Kembali ke kad hadiah",
    missingTitle: "Kad Hadiah Tidak Ditemui",
    missingText:
      "Halaman ini ialah tempat halaman pembayaran membawa anda kembali selepas membayar kad hadiah.",
    failedTitle: "Kami Tidak Dapat Menyemak Pembayaran Anda",
    failedText: "Pembayaran anda mungkin sudah berjaya. Sila cuba lagi sebentar lagi.",
    tryAgain: "Cuba lagi",
  },
};
