import type { Language } from "@ivdrips/contract/languages";
import type { AdminCatalogue } from "../../locales/admin-catalogue";
import { isCompiledIcu } from "../../locales/icu";
import { currentLanguage } from "./language-store";
import { formatMessage, type IcuIds, type Messages, type MessageValues } from "../stand-ins/lingui";
import { useLanguage } from "./use-t";

/*
 * The operations console's texts (/admin) are a catalogue of their own, in their own chunk per language:
 * customers never download them, neither with `/` (English core) nor with a whole Malay or Chinese catalogue.
 * They are loaded with the console (router.tsx) and said from their own messages, so the customer
 * catalogue's messages and these never mix.
 */

/** The id of each ICU message of the console's catalogue: "bookings.page". */
export type AdminMessageId = IcuIds<AdminCatalogue, "">;

interface AdminTexts {
  catalogue: AdminCatalogue;
  language: Language;
  messages: Messages;
}

const loaders: Record<Language, () => Promise<AdminCatalogue>> = {
  en: () => import("../../locales/en/admin").then((module) => module.admin),
  ms: () => import("../../locales/ms/admin").then((module) => module.admin),
  zh: () => import("../../locales/zh/admin").then((module) => module.admin),
};

const loaded = new Map<Language, AdminTexts>();
const loading = new Map<Language, Promise<AdminTexts>>();

function collect(node: object, prefix: string, into: Messages): Messages {
  for (const [key, value] of Object.entries(node)) {
    if (isCompiledIcu(value)) into[`${prefix}${key}`] = value.$icu;
    else if (typeof value === "object" && value !== null) collect(value, `${prefix}${key}.`, into);
  }
  return into;
}

/** The console's texts in a language (the current one by default): fetched once, whoever asks first. */
export function loadAdminTexts(language: Language = currentLanguage()): Promise<AdminTexts> {
  let promise = loading.get(language);
  if (!promise) {
    promise = loaders[language]().then((catalogue) => {
      const texts = { catalogue, language, messages: collect(catalogue, "", {}) };
      loaded.set(language, texts);
      return texts;
    });
    promise.catch(() => loading.delete(language));
    loading.set(language, promise);
  }
  return promise;
}

/**
 * The console's texts in the current language; suspends while a language's texts load. The promise is thrown
 * rather than given to `use`: React renders a component that suspended on `use` again in place once the
 * promise settles, and that render must call `use` again, which reading the loaded texts skips; React then
 * loses count of the hooks after it and throws (CI saw it as error #520). A thrown promise has React start
 * again from the Suspense boundary instead.
 */
export function useAdminT(): AdminCatalogue {
  const { language } = useLanguage();
  const texts = loaded.get(language);
  if (!texts) throw loadAdminTexts(language);
  return texts.catalogue;
}

/** A console message with values, in the current language (once useAdminT has loaded it). */
export function sayAdmin(id: AdminMessageId, values?: MessageValues): string {
  const texts = loaded.get(currentLanguage()) ?? loaded.get("en");
  const message = texts?.messages[id];
  return texts && message ? formatMessage(message, values, texts.language) : id;
}
