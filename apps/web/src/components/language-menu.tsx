import { LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES } from "@ivdrips/contract/languages";
import { Check } from "lucide-react";
import { cn } from "../lib/stand-ins/cn";
import { useT } from "../lib/i18n/use-t";
import type { DeferredPopupParts } from "./ui/deferred-popup";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./ui/dropdown-menu";
import { useLanguageSwitch, type LanguageSwitcherProps } from "./use-language-switch";

/** The header's language menu itself (its own chunk: loaded when the visitor reaches for it). */
export function LanguageMenuPopup({
  trigger,
  defaultOpen,
  onChange,
}: DeferredPopupParts & LanguageSwitcherProps) {
  const t = useT();
  const { language, choose } = useLanguageSwitch(onChange);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48">
        <DropdownMenuLabel>{t.header.chooseLanguage}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {LANGUAGES.map((option) => (
          <DropdownMenuItem key={option} onSelect={() => choose(option)} lang={LANGUAGE_TAGS[option]}>
            <Check className={cn("size-4", option === language ? "opacity-100" : "opacity-0")} aria-hidden />
            {LANGUAGE_NAMES[option]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
