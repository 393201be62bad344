import { icu } from "../icu";
/** The policies' pages around their text: the date line, the contents and the note that the English text governs. */
export const legalPage = {
  eyebrow: "Legal",
  lastUpdated: icu("Last updated: {date}"),
  contents: "Contents",
  otherPolicies: "Other policies",
  englishOnly: "This document is available in English only; the English text is the governing version.",
};
