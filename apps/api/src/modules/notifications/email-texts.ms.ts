import type { CatalogueSource } from "@ivdrips/contract/i18n/translator";
import type { EmailTextId } from "./email-texts.en";

/** The emails' sentences in Malay: every English id, each naming the same values (email-texts.test.ts). */
export const EMAIL_TEXTS_MS: CatalogueSource<EmailTextId> = {
  greeting: "Hai {name},",
  questions: "Ada pertanyaan? Hubungi kami di {email}.",
  viewBookings: "Lihat tempahan anda",
  labelReference: "Rujukan",
  labelTreatment: "Rawatan",
  labelWhen: "Masa",
  labelQuantity: "Kuantiti",
  labelAddress: "Alamat",
  labelArea: "Kawasan",
  area: "{city}, {country}",
  labelTotal: "Jumlah",
  labelClinic: "Klinik",
  calendarReference: "Rujukan tempahan: {reference}",
  calendarQuantity: "Kuantiti: {quantity}",
  calendarWindow: "Slot masa: {window} (waktu Kuala Lumpur)",
  calendarQuestions: "Pertanyaan: {email}",
  calendarBookings: "Tempahan anda: {url}",

  visitTime: "{date}, {window} (waktu Kuala Lumpur)",
  windowHours: "{name} {start} – {end}",
  windowMorning: "Pagi",
  windowAfternoon: "Tengah hari",
  windowEvening: "Petang",
  windowNight: "Malam",

  noPayment: "Tiada sebarang bayaran dikenakan.",
  refundDue:
    "Bayaran balik sebanyak {amount} akan dikembalikan ke kaedah pembayaran asal anda dalam tempoh 5-7 hari bekerja.",
  noRefund: "Tiada bayaran balik bagi tempahan ini.",
  cancellationFee:
    "Yuran pembatalan sebanyak {amount} dikenakan kerana tempahan dibatalkan kurang daripada 24 jam sebelum " +
    "lawatan, menurut Polisi Bayaran Balik kami: {url}",

  contactBefore: "Pasukan kami akan menghubungi anda 15-30 minit sebelum lawatan.",
  beAtAddress: "Sila pastikan anda berada di alamat lawatan: {address}.",
  haveId: "Sediakan dokumen pengenalan diri yang sah.",

  receivedSubject: "Tempahan diterima: {service} pada {date} ({reference})",
  receivedHeading: "Tempahan anda telah kami terima",
  receivedPaid:
    "Terima kasih: bayaran anda sebanyak {amount} telah diterima dan tempahan {reference} kini menunggu " +
    "kelulusan daripada {clinic}.",
  receivedUnpaid: "Tempahan {reference} kini menunggu kelulusan daripada {clinic}.",
  receivedReview:
    "Klinik akan menyemak dan meluluskan tempahan dalam masa 15-30 minit, dan kami akan menghantar e-mel " +
    "kepada anda sebaik sahaja ia diluluskan.",
  receivedReviewAfterOpening:
    "Klinik kini tutup dan akan menyemak tempahan anda sebaik sahaja dibuka pada {when}; kami akan menghantar " +
    "e-mel kepada anda sebaik sahaja ia diluluskan. Jika klinik belum membuat keputusan apabila lawatan anda " +
    "sepatutnya bermula, wang anda dipulangkan sepenuhnya.",

  approvedSubject: "Tempahan disahkan: {service} pada {date} ({reference})",
  approvedHeading: "Tempahan anda telah disahkan",
  approvedBody:
    "{clinic} telah meluluskan tempahan {reference}. Jemputan yang dilampirkan ({filename}) akan menambah " +
    "lawatan ini ke dalam kalendar anda.",
  whatsNext: "Langkah seterusnya",

  rejectedSubject: "Tempahan {reference} tidak dapat diterima",
  rejectedHeading: "Tempahan anda tidak dapat diterima",
  rejectedBody:
    "Kami memohon maaf: {clinic} tidak dapat menerima tempahan {reference} untuk {service} pada {when}, dan " +
    "tempahan tersebut telah dibatalkan.",
  clinicalDeclineBody:
    "Selepas menyemak profil kesihatan anda, klinisian {clinic} tidak dapat meluluskan anda untuk {service} pada {when}, dan tempahan {reference} telah dibatalkan. Sila berbincang dengan doktor anda sebelum menempah drip sekali lagi. Anda boleh membaca butirannya dalam akaun anda.",
  rejectedReason: "Sebab yang diberikan oleh klinik: {reason}",
  chooseAnotherTime: "Anda dialu-alukan untuk memilih masa lain: {url}",

  cancelledSubject: "Tempahan {reference} dibatalkan",
  cancelledHeading: "Tempahan anda telah dibatalkan",
  cancelledBody: "Tempahan {reference} untuk {service} pada {when} telah dibatalkan.",
  cancelledBySupportBody:
    "Tempahan {reference} untuk {service} pada {when} telah dibatalkan oleh sokongan IV Drips. Sebab: {reason}",

  attentionSubject: "Kami telah menerima bayaran anda untuk {reference}",
  attentionHeading: "Kami telah menerima bayaran anda",
  attentionBody:
    "Bayaran anda sebanyak {amount} untuk {service} pada {when} kami terima selepas slot masa tersebut tidak " +
    "lagi dikhaskan untuk anda, jadi lawatan itu belum ditempah.",
  attentionSafe:
    "Wang anda selamat. Pasukan kami akan menghubungi anda dalam masa 24 jam untuk menempah masa lain atau " +
    "memulangkan bayaran anda sepenuhnya.",

  rescheduledSubject: "Tempahan dijadualkan semula: {service} pada {date} ({reference})",
  rescheduledHeading: "Tempahan anda mempunyai masa baharu",
  rescheduledBody: "Tempahan {reference} telah dipindahkan daripada {previous} kepada {when}.",
  rescheduledReview:
    "{clinic} akan menyemak masa baharu ini dalam masa 15-30 minit, dan kami akan menghantar e-mel kepada anda " +
    "sebaik sahaja ia diluluskan.",
  rescheduledReviewAfterOpening:
    "{clinic} kini tutup dan akan menyemak masa baharu ini sebaik sahaja dibuka pada {when}; kami akan " +
    "menghantar e-mel kepada anda sebaik sahaja ia diluluskan.",

  reminderTomorrow: "esok",
  reminderSoon: "dalam kira-kira 2 jam lagi",
  reminderSubject: "Peringatan: {service} {relative}, {window} ({reference})",
  reminderHeading: "Lawatan anda {relative}",
  reminderBody: "Peringatan tentang lawatan {service} anda pada {when}.",
  beforeVisit: "Sebelum lawatan",
  rescheduleFree:
    "Perlukan masa lain? Penjadualan semula adalah percuma sehingga 24 jam sebelum lawatan: {url}",
  remindersOff: "Anda boleh mematikan peringatan ini di Akaun Saya, Sokongan, Kemas Kini Keutamaan.",

  resetSubject: "Pilih kata laluan baharu untuk IV Drips",
  resetHeading: "Pilih kata laluan baharu",
  resetBody:
    "Kami menerima permintaan untuk menetapkan semula kata laluan akaun IV Drips anda. Pautan di bawah boleh " +
    "digunakan sekali sahaja, dalam tempoh 60 minit.",
  resetAction: "Pilih kata laluan baharu",
  resetIgnore:
    "Jika anda tidak membuat permintaan ini, abaikan e-mel ini: kata laluan anda kekal tidak berubah.",

  // The visit day (issue 37): the clinician sets off, and a visit that could not take place
  onTheWaySubject: "Klinisian anda dalam perjalanan: {reference}",
  onTheWayHeading: "Klinisian anda dalam perjalanan",
  onTheWayBody:
    "{clinician} dalam perjalanan ke lawatan {service} anda dan dijangka tiba sekitar {eta} (waktu Kuala Lumpur).",
  yourClinician: "Klinisian anda",
  onTheWayFollow: "Anda boleh mengikuti lawatan secara langsung di Akaun Saya.",
  outcomeSubject: "Lawatan anda {reference} tidak dapat dijalankan",
  outcomeHeading: "Lawatan anda tidak dapat dijalankan",
  outcomePatientAbsent:
    "Klinisian kami datang untuk lawatan {service} anda pada {when} dan menunggu di pintu, tetapi tiada sesiapa untuk menerima mereka.",
  outcomeAccessRefused:
    "Klinisian kami datang untuk lawatan {service} anda pada {when} tetapi tidak dibenarkan masuk (contohnya di pondok pengawal atau kaunter hotel).",
  outcomeNotTreatable:
    "Klinisian kami datang untuk lawatan {service} anda pada {when} dan, selepas pemeriksaan, tidak dapat memberikan rawatan di lokasi. Klinik menyimpan caj panggilan; selebihnya dipulangkan. Jika anda mempunyai soalan tentang kesihatan anda, sila berjumpa doktor.",
  outcomeClinicianLate:
    "Anda membatalkan lawatan {service} anda pada {when} kerana klinisian kami tidak tiba tepat pada masanya. Kami memohon maaf: semua bayaran anda dipulangkan.",
  outcomeClinicianNote: "Nota klinisian: {note}",
  giftCardSubject: "{buyer} menghantar kad hadiah IV Drips bernilai {amount} kepada anda",
  giftCardHeading: "Kad hadiah untuk anda",
  giftCardBody:
    "{buyer} telah memberi anda kad hadiah IV Drips bernilai {amount}, untuk drip IV yang dihantar ke rumah, hotel, kapal layar atau jet peribadi anda di Kuala Lumpur.",
  giftCardMessage: "Mesej mereka: {message}",
  giftCardCode: "Kod kad hadiah anda",
  giftCardHowTo:
    "Masukkan kod semasa pembayaran ketika anda membuat tempahan: ia membayar sehingga bakinya, dan selebihnya melalui kad, FPX atau GrabPay pilihan anda. Simpan seperti wang tunai: sesiapa yang mempunyai kod boleh menggunakannya.",
  giftCardAction: "Tempah drip",
};
