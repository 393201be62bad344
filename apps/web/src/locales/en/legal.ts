import { icu } from "../icu";
/** The policies' frame: their names, date line, contents and the note that the English text governs. */
export const legal = {
  eyebrow: "Legal",
  lastUpdated: icu("Last updated: {date}"),
  contents: "Contents",
  otherPolicies: "Other policies",
  englishOnly: "This document is available in English only; the English text is the governing version.",
  policies: {
    privacyPolicy: "Privacy Policy",
    termsConditions: "Terms & Conditions",
    refundPolicy: "Refund Policy",
  },
};
