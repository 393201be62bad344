import { icu } from "../icu";
import type { Catalogue } from "../catalogue";

export const gate: Catalogue["gate"] = {
  title: "Akses Diperlukan",
  description: "Sila masukkan kod jemputan anda untuk mengakses IV Drips",
  label: "Kod Jemputan",
  placeholder: "Masukkan kod jemputan anda",
  verifying: "Mengesahkan...",
  submit: "Sahkan & Masuk",
  noCode: icu("Tiada kod jemputan? {link}"),
  contactSupport: "Hubungi pasukan sokongan kami.",
  grantedTitle: "Akses Diberikan",
  grantedDescription: "Selamat datang ke IV Drips!",
  invalidTitle: "Kod Tidak Sah",
  invalidDescription: "Sila masukkan kod jemputan yang sah.",
  failedTitle: "Pengesahan Gagal",
  failedDescription: "Sila semak kod jemputan anda dan cuba lagi.",
};
