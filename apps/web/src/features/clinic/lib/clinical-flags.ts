import type { Contraindication } from "@ivdrips/contract/clinical";
import { CONTRAINDICATION_NAMES } from "@ivdrips/contract/consent-texts";
import type { Language } from "@ivdrips/contract/languages";

/** Each flag named in the language ("Diabetes", "Kencing manis"...), in the order the server gave them. */
export function flagNames(flags: readonly Contraindication[], language: Language): string[] {
  const names = CONTRAINDICATION_NAMES[language];
  return flags.map((flag) => names[flag]);
}

/** The flags as one line: "Diabetes, Pregnancy or breastfeeding"; in Chinese with the enumeration comma. */
export function flagList(flags: readonly Contraindication[], language: Language): string {
  return flagNames(flags, language).join(language === "zh" ? "、" : ", ");
}
