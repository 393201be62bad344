import { LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES, type Language } from "@ivdrips/contract/languages";
import { Languages } from "lucide-react";
import { useLanguage, useT } from "../lib/i18n/use-t";
import { loader } from "../lib/load-on-intent";
import { Button } from "./ui/button";
import { DeferredPopup } from "./ui/deferred-popup";
import { useLanguageSwitch, type LanguageSwitcherProps } from "./use-language-switch";

// The menu's Radix code loads when the visitor reaches for it; the button paints without it.
const loadLanguageMenu = loader(() => import("./language-menu"));

/** What the header button shows: short, so the header keeps its width in every language. */
const SHORT_NAMES: Record<Language, string> = { en: "EN", ms: "BM", zh: "中文" };

/** The header's switcher: a menu of the three languages, each named in its own words. */
export function LanguageMenu({ onChange }: LanguageSwitcherProps) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <DeferredPopup
      load={loadLanguageMenu}
      kind="menu"
      trigger={
        <Button variant="ghost" size="sm" className="gap-1.5 px-2.5 text-sm font-medium">
          <Languages className="size-4" aria-hidden />
          {/* The visible short name starts the accessible name (WCAG 2.5.3 label in name). */}
          <span lang={LANGUAGE_TAGS[language]}>{SHORT_NAMES[language]}</span>
          <span className="sr-only">{` (${t.header.language}: ${LANGUAGE_NAMES[language]})`}</span>
        </Button>
      }
    >
      {(module, parts) => <module.LanguageMenuPopup {...parts} {...(onChange ? { onChange } : {})} />}
    </DeferredPopup>
  );
}

/** The mobile menu's switcher: the three languages side by side, the current one pressed. */
export function LanguageButtons({ onChange }: LanguageSwitcherProps) {
  const t = useT();
  const { language, choose } = useLanguageSwitch(onChange);
  return (
    <div role="group" aria-label={t.header.language} className="grid grid-cols-3 gap-2">
      {LANGUAGES.map((option) => (
        <Button
          key={option}
          type="button"
          size="sm"
          variant={option === language ? "default" : "outline"}
          // A long name ("Bahasa Melayu") takes two lines in a narrow menu rather than leave its button.
          className="h-auto min-h-9 px-2 leading-tight whitespace-normal"
          aria-pressed={option === language}
          lang={LANGUAGE_TAGS[option]}
          onClick={() => choose(option)}
        >
          {LANGUAGE_NAMES[option]}
        </Button>
      ))}
    </div>
  );
}
