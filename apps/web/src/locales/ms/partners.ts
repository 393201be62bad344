import type { Catalogue } from "../catalogue";

export const partners: Catalogue["partners"] = {
  page: {
    metaTitle: "Jadi Rakan Kongsi",
    metaDescription:
      "Doktor dan jururawat berlesen di Malaysia: sertai IV Drips dan berikan terapi drip IV premium kepada pelanggan di seluruh Kuala Lumpur Raya.",
    eyebrow: "Untuk pengamal perubatan",
    title: "Jadi Rakan Kongsi",
    intro:
      "Sertai rangkaian doktor dan jururawat berlesen kami yang membawa terapi drip IV ke rumah, hotel, kapal layar dan jet peribadi di seluruh Kuala Lumpur. Bekerja mengikut jadual anda sendiri, dengan sokongan klinik rakan kongsi.",
    contactsLabel: "Hubungan untuk perkongsian",
    phone: "Telefon",
    email: "E-mel",
    whyTitle: "Mengapa menjadi rakan kongsi IV Drips",
  },
  benefits: {
    items: {
      schedule: {
        title: "Jadual yang fleksibel",
        text: "Pilih hari dan slot masa anda bekerja; lawatan berlangsung dari pagi hingga lewat petang.",
      },
      pay: {
        title: "Bayaran premium dan terjamin",
        text: "Kadar yang kompetitif bagi setiap lawatan, dibayar tepat pada masanya, tanpa perlu mengejar pelanggan.",
      },
      support: {
        title: "Sokongan klinikal",
        text: "Protokol standard, drip yang terjamin kualitinya dan klinik rakan kongsi di sebalik setiap lawatan.",
      },
      clients: {
        title: "Pelanggan yang menghargai penjagaan",
        text: "Kediaman persendirian, hotel mewah, kapal layar dan jet peribadi di seluruh Kuala Lumpur Raya.",
      },
    },
  },
  requirements: {
    title: "Syarat",
    description:
      "Perkara yang kami minta daripada setiap doktor dan jururawat yang menyertai rangkaian kami.",
    items: {
      registration:
        "Doktor berlesen yang berdaftar dengan Majlis Perubatan Malaysia (MMC), atau jururawat berdaftar dengan Lembaga Jururawat Malaysia (MNC)",
      apc: "Sijil Amalan Tahunan (APC) yang sah bagi tahun semasa",
      experience:
        "Pengalaman praktikal dalam kanulasi IV dan terapi infusi, dengan sekurang-kurangnya 2 tahun amalan klinikal",
      bls: "Pensijilan Bantuan Hayat Asas (BLS) yang masih sah; ACLS merupakan kelebihan",
      indemnity: "Insurans indemniti profesional",
      travel: "Boleh bergerak ke seluruh Kuala Lumpur Raya, termasuk pada waktu malam dan hujung minggu",
      manner: "Bersikap tenang, berhemah dan prihatin terhadap pelanggan persendirian",
    },
  },
  steps: {
    title: "Cara ia berfungsi",
    items: {
      apply: { title: "Mohon", text: "Isi borang permohonan di halaman ini." },
      review: {
        title: "Semakan",
        text: "Pasukan perubatan kami menyemak pendaftaran dan pengalaman anda dalam masa 2-3 hari bekerja.",
      },
      meet: {
        title: "Bertemu kami",
        text: "Temu duga ringkas dan pengenalan kepada protokol klinikal kami.",
      },
      start: { title: "Mula", text: "Tetapkan waktu anda tersedia dan terima tempahan di kawasan anda." },
    },
  },
  apply: {
    title: "Mohon",
    intro:
      "Ceritakan tentang diri anda dalam borang ini. Pasukan perubatan kami menyemak setiap permohonan dalam masa 2-3 hari bekerja dan akan menghubungi anda untuk mengatur temu duga ringkas.",
    documentsTitle: "Dokumen yang perlu disediakan",
    documentsNote: "Kami akan meminta dokumen ini selepas menyemak permohonan anda.",
    documents: {
      cv: "CV anda",
      registration: "Sijil pendaftaran MMC atau MNC",
      apc: "Sijil Amalan Tahunan (APC) semasa",
      bls: "Sijil BLS",
    },
  },
  form: {
    name: "Nama Penuh",
    profession: "Profesion",
    chooseProfession: "Pilih profesion anda",
    professions: {
      doctor: "Doktor berlesen (MMC)",
      nurse: "Jururawat berdaftar (MNC)",
    },
    licenceNumber: "Nombor pendaftaran MMC / MNC",
    licenceNumberHint: "Seperti yang tertera pada sijil pendaftaran anda.",
    yearsOfExperience: "Tahun pengalaman klinikal",
    email: "E-mel",
    phone: "Nombor Telefon",
    phoneHint: "Nombor Malaysia tidak memerlukan kod negara; kami akan menambah +60.",
    city: "Bandar",
    cityPlaceholder: "cth. Kuala Lumpur, Petaling Jaya",
    message: "Mesej (pilihan)",
    messageHint:
      "Kawasan yang boleh anda liputi, waktu anda tersedia dan apa-apa lagi yang perlu kami ketahui.",
    requiredNote: "Semua ruangan kecuali mesej wajib diisi.",
    submit: "Hantar Permohonan",
    sending: "Menghantar...",
    honeypotLabel: "Laman web",
    failedTitle: "Permohonan tidak dihantar",
    failed: "Kami tidak dapat menghantar permohonan anda. Sila cuba lagi.",
  },
  submitted: {
    title: "Permohonan Dihantar!",
    text: "Terima kasih atas permohonan anda. Pasukan perubatan kami akan menyemak permohonan anda dalam masa 2-3 hari bekerja dan menghubungi anda untuk mengatur temu duga ringkas.",
  },
};
