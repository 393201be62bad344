import { icu } from "../icu";
import type { Catalogue } from "../catalogue";

export const support: Catalogue["support"] = {
  page: {
    metaTitle: "Sokongan",
    metaDescription:
      "Bantuan untuk tempahan IV Drips anda: hubungi kami 24/7, WhatsApp kami untuk balasan dalam masa 30 minit, e-mel kami, atau baca jawapan kepada soalan lazim.",
    eyebrow: "Sokongan",
    title: "Apakah yang boleh kami bantu hari ini?",
    intro:
      "Pasukan penjagaan kami sedia membantu di setiap langkah, daripada memilih drip hinggalah jururawat anda tiba. Hubungi kami melalui saluran yang paling sesuai untuk anda, atau dapatkan jawapan pantas di bawah.",
    channelsHeading: "Hubungi pasukan kami",
    formHeading: "Hantar mesej kepada kami",
    formDescription: "Beritahu kami keperluan anda dan kami akan membalas melalui e-mel dalam masa 24 jam.",
    emergencyTitle: "Jika berlaku kecemasan perubatan",
    emergencyText:
      "Hubungi 999 dengan segera. Pasukan kami boleh membantu tempahan anda, tetapi tidak boleh menggantikan perkhidmatan kecemasan.",
  },
  channels: {
    phone: {
      title: "Hubungi Kami",
      badge: "24 jam setiap hari",
      description:
        "Bercakap dengan pasukan penjagaan kami pada bila-bila masa, siang atau malam, tentang tempahan atau lawatan yang sedang berlangsung.",
      action: "Hubungi sekarang",
    },
    whatsapp: {
      title: "WhatsApp",
      badge: "Balasan dalam masa 30 minit",
      description: "Mesej kami untuk soalan ringkas, bantuan tempahan atau arah tuju untuk jururawat anda.",
      action: "Sembang di WhatsApp",
    },
    email: {
      title: "E-mel",
      badge: "Balasan dalam masa 24 jam",
      description: "Paling sesuai untuk resit, invois, maklum balas dan apa-apa yang memerlukan dokumen.",
      action: "Hantar e-mel",
    },
  },
  opensInNewTab: "(dibuka dalam tab baharu)",
  contactLink: {
    unavailable: "Tidak tersedia buat masa ini",
    loading: "Memuatkan",
    onWhatsapp: "di WhatsApp (dibuka dalam tab baharu)",
  },
  faq: {
    heading: "Soalan Lazim",
    intro: "Jawapan kepada soalan yang paling kerap ditanya oleh pelanggan kami.",
    items: {
      booking: {
        question: "Bagaimanakah cara menempah sesi drip IV?",
        answer1: icu(
          "Pilih drip di halaman {servicesLink} kami, pilih hari dan slot masa, kemudian masukkan alamat lawatan yang anda kehendaki. Log masuk atau buat akaun, pilih cara pembayaran dan lengkapkan tempahan anda.",
        ),
        servicesLink: "perkhidmatan Terapi IV",
        answer2:
          "Slot masa anda ditahan untuk anda semasa anda membuat pembayaran. Setelah pembayaran selesai, tempahan dihantar kepada klinik rakan kongsi kami untuk kelulusan dan anda akan menerima e-mel pengesahan.",
      },
      payment: {
        question: "Apakah kaedah pembayaran yang diterima?",
        answer:
          "Kami menerima kad debit dan kredit, Apple Pay dan Google Pay melalui halaman pembayaran yang selamat, serta stablecoin USDT dan USDC di rangkaian Base. Harga dipaparkan dan dicaj dalam ringgit Malaysia (RM); kami tidak sekali-kali melihat atau menyimpan nombor penuh kad anda.",
      },
      crypto: {
        question: "Bagaimanakah pembayaran dengan kripto berfungsi?",
        answer1:
          "Pilih USDT/USDC sebagai kaedah pembayaran, sambungkan dompet pelayar seperti MetaMask dan tukarkannya ke rangkaian Base apabila diminta. Anda membayar jumlah tempahan yang ditukar daripada RM pada kadar yang dipaparkan sebelum anda mengesahkan; yuran rangkaian yang kecil dalam ETH dibayar oleh dompet anda.",
        answer2:
          "Kami menyemak setiap pindahan di blockchain sebelum tempahan anda ditandakan sebagai telah dibayar, jadi tempahan anda tidak akan disahkan bagi pembayaran yang tidak diterima.",
      },
      cancellation: {
        question:
          "Bolehkah saya membatalkan atau menjadualkan semula, dan bagaimanakah bayaran balik dibuat?",
        rule1:
          "Sehingga 24 jam sebelum slot masa anda bermula, anda boleh menjadualkan semula secara percuma atau membatalkan dengan bayaran balik penuh.",
        rule2:
          "Pembatalan selepas tempoh itu, tetapi sebelum lawatan anda bermula, dikenakan yuran pembatalan sebanyak 50%; baki 50% akan dibayar balik.",
        rule3: "Setelah slot masa anda bermula, tempahan tidak lagi boleh dibatalkan.",
        rule4:
          "Jika klinik kami tidak dapat menerima tempahan anda, anda sentiasa akan menerima bayaran balik penuh.",
        answer: icu(
          "Untuk membatalkan atau mengubah lawatan anda, hubungi kami melalui telefon, WhatsApp atau e-mel. Bayaran balik diproses dalam masa 5-7 hari bekerja. Baca {refundLink} sepenuhnya.",
        ),
        refundLink: "Dasar Bayaran Balik",
      },
      preparation: {
        question: "Bagaimanakah saya perlu bersedia untuk sesi saya?",
        answer1:
          "Makan hidangan ringan dan minum segelas dua air terlebih dahulu, pakai baju yang lengannya mudah disinsing, dan sediakan kerusi atau katil yang selesa untuk anda berehat selama kira-kira sejam.",
        answer2:
          "Sila sediakan kad pengenalan yang sah dan pastikan ada orang di alamat tersebut. Pasukan kami akan menghubungi anda 15-30 minit sebelum tiba. Maklumkan kepada jururawat tentang sebarang ubat, alahan, kehamilan atau keadaan perubatan sebelum drip anda dimulakan.",
      },
      safety: {
        question: "Adakah terapi IV selamat?",
        answer1:
          "Setiap drip diberikan oleh doktor berlesen atau jururawat berdaftar yang memiliki Sijil Amalan Tahunan yang sah di Malaysia, menggunakan peralatan steril sekali guna. Sebelum setiap sesi, pengamal klinikal akan menilai kesihatan anda dan mungkin menasihati anda supaya tidak mengambil drip jika ia tidak sesuai untuk anda; anda dipantau sepanjang sesi.",
        answer2:
          "Terapi drip IV menyokong kesejahteraan dan bukan rawatan penyakit atau pengganti doktor anda. Jika berlaku kecemasan perubatan, hubungi 999.",
      },
      areas: {
        question: "Kawasan manakah yang anda liputi?",
        answer:
          "Buat masa ini kami melayani Kuala Lumpur dan kawasan Kuala Lumpur Raya, di kediaman persendirian, hotel dan resort mewah, kapal layar serta jet peribadi. Dubai, Paris, Monaco dan St. Barts akan datang tidak lama lagi.",
      },
      approval: {
        question: "Berapa lamakah kelulusan klinik?",
        answer:
          "Setelah pembayaran anda selesai, klinik rakan kongsi kami akan menyemak tempahan anda dan biasanya meluluskannya dalam masa 15-30 minit. Anda akan menerima e-mel pengesahan sebaik sahaja ia diluluskan. Jika klinik tidak dapat menerima tempahan anda, anda akan menerima bayaran balik penuh.",
      },
    },
  },
  serviceHours: {
    title: "Waktu Perkhidmatan",
    hours: icu("{opens} - {closes}"),
    everyDay: "Setiap hari, waktu Kuala Lumpur",
    phoneSupport: "Sokongan telefon",
    allDay: "24 jam",
    whatsappReplies: "Balasan WhatsApp",
    within30Minutes: "Dalam masa 30 minit",
    emailReplies: "Balasan e-mel",
    within24Hours: "Dalam masa 24 jam",
  },
  categories: {
    booking: "Tempahan",
    medical: "Soalan perubatan",
    payment: "Pembayaran",
    complaint: "Aduan",
    compliment: "Pujian",
    other: "Lain-lain",
  },
  supportForm: {
    name: "Nama",
    email: "E-mel",
    subject: "Subjek",
    category: "Kategori",
    chooseCategory: "Pilih kategori",
    message: "Mesej",
    confirmation: "Terima kasih, kami telah menerima mesej anda dan akan membalas dalam masa 24 jam.",
  },
  contactPage: {
    metaTitle: "Hubungi Kami",
    metaDescription:
      "Hubungi IV Drips di Kuala Lumpur: telefon, e-mel dan waktu operasi (Isnin hingga Ahad 9:00 pagi hingga 7:00 malam, perkhidmatan kecemasan 24/7), atau hantar mesej kepada kami.",
    eyebrow: "Hubungi",
    title: "Hubungi Kami",
    intro:
      "Ada soalan tentang rawatan, tempahan atau perkongsian? Pasukan kami di Kuala Lumpur sedia membantu.",
    detailsHeading: "Butiran hubungan",
    formHeading: "Hantar mesej kepada kami",
    formDescription: "Isi borang dan kami akan menghubungi anda dalam masa 24 jam.",
  },
  contactDetails: {
    location: "Lokasi",
    locationValue: "Kuala Lumpur, Malaysia",
    serviceArea: "Kawasan perkhidmatan: Kuala Lumpur Raya (Greater KL)",
    phone: "Telefon",
    phoneNote: "Hubungi kami untuk tempahan dan lawatan",
    email: "E-mel",
    emailNote: "Kami membalas dalam masa 24 jam",
    hours: "Waktu Operasi",
    hoursValue: "Isnin hingga Ahad 9:00 pagi hingga 7:00 malam",
    emergency: "Perkhidmatan kecemasan 24/7",
  },
  contactForm: {
    firstName: "Nama Pertama",
    lastName: "Nama Akhir",
    email: "E-mel",
    phone: "Nombor Telefon",
    subject: "Subjek",
    message: "Mesej",
    confirmation:
      "Terima kasih kerana menghubungi kami. Kami telah menerima mesej anda dan akan membalas dalam masa 24 jam.",
  },
  allFieldsRequired: "Semua ruangan wajib diisi. Kami membalas dalam masa 24 jam.",
  sendMessage: "Hantar Mesej",
  sending: "Menghantar...",
  honeypotLabel: "Laman web",
  sendFailedTitle: "Mesej tidak dihantar",
  sendFailed: "Kami tidak dapat menghantar mesej anda. Sila cuba lagi.",
};
