import { icu } from "../icu";
/** The header, the mobile menu and the language switcher. */
export const header = {
  ivTherapy: "IV Therapy",
  becomePartner: "Become a Partner",
  support: "Support",
  bookViaWhatsApp: "Book via WhatsApp",
  /** The bar's short label for Book via WhatsApp (which stays the link's name). */
  whatsApp: "WhatsApp",
  login: "Login",
  signUp: "Sign Up",
  logout: "Logout",
  myAccount: "My Account",
  /** The toast after Logout, from the user menu or the mobile menu. */
  loggedOutTitle: "Logged out",
  loggedOutDescription: "You have been successfully logged out.",
  openMenu: "Open menu",
  menu: "Menu",
  welcomeName: icu("Welcome, {name}"),
  welcomeGuest: "Welcome to IV Drips",
  mainNavigation: "Main",
  mobileNavigation: "Mobile",
  language: "Language",
  chooseLanguage: "Choose a language",
  therapies: {
    antiAging: "Anti Aging",
    detox: "Detox",
    energyBooster: "Energy Booster",
    immunityEnhancer: "Immunity Enhancer",
    metabolismBooster: "Metabolism Booster",
    weightLoss: "Weight Loss",
  },
};
