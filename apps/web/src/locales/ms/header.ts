import type { Catalogue } from "../../lib/i18n/catalogue";

export const header: Catalogue["header"] = {
  ivTherapy: "Terapi IV",
  becomePartner: "Jadi Rakan Kongsi",
  support: "Sokongan",
  bookViaWhatsApp: "Tempah melalui WhatsApp",
  login: "Log Masuk",
  signUp: "Daftar",
  logout: "Log Keluar",
  myAccount: "Akaun Saya",
  openMenu: "Buka menu",
  menu: "Menu",
  welcomeName: "Selamat datang, {name}",
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
