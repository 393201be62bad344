import type { Language } from "@ivdrips/contract/languages";
import { useLanguage } from "../lib/i18n/use-t";

export interface LanguageSwitcherProps {
  /** Called after the switch, e.g. to save the choice to a signed-in customer's preferences. */
  onChange?: (language: Language) => void;
}

/** The current language and a chooser that switches to another, then tells `onChange`. */
export function useLanguageSwitch(onChange: LanguageSwitcherProps["onChange"]) {
  const { language, setLanguage } = useLanguage();
  const choose = (next: Language) => {
    if (next === language) return;
    void setLanguage(next).then(() => onChange?.(next));
  };
  return { language, choose };
}
