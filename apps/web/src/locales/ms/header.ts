import { icu } from "../icu";
import type { Catalogue } from "../catalogue";

export const header: Catalogue["header"] = {
  ivTherapy: "Terapi IV",
  becomePartner: "Jadi Rakan Kongsi",
  support: "Sokongan",
  bookViaWhatsApp: "Tempah melalui WhatsApp",
  whatsApp: "WhatsApp",
  login: "Log Masuk",
  signUp: "Daftar",
  logout: "Log Keluar",
  myAccount: "Akaun Saya",
  loggedOutTitle: "Telah log keluar",
  loggedOutDescription: "Anda telah berjaya log keluar.",
  openMenu: "Buka menu",
  menu: "Menu",
  welcomeName: icu("Selamat datang, {name}"),
  welcomeGuest: "Selamat datang ke IV Drips",
  mainNavigation: "Utama",
  mobileNavigation: "Mudah alih",
  language: "Bahasa",
  chooseLanguage: "Pilih bahasa",
  therapies: {
    antiAging: "Anti Penuaan",
    detox: "Detoks",
    energyBooster: "Penggalak Tenaga",
    immunityEnhancer: "Penguat Imuniti",
    metabolismBooster: "Penggalak Metabolisme",
    weightLoss: "Penurunan Berat Badan",
  },
};
