import type { Language } from "@ivdrips/contract/languages";
import { setupI18n, type Messages } from "@lingui/core";
import type { Catalogue } from "../../locales/catalogue";
import { isCompiledIcu, type Icu } from "../../locales/icu";

/*
 * The one formatter of the web app's texts with values (decision 011): Lingui, fed the messages the build
 * compiled. A text without values is shown as it is; a text with values (an `icu` message) is said here, by
 * its id, its plurals by the language's own rules (Intl.PluralRules).
 */

export type IcuIds<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends Icu
    ? `${Prefix}${K}`
    : T[K] extends readonly unknown[]
      ? never
      : T[K] extends object
        ? IcuIds<T[K], `${Prefix}${K}.`>
        : never;
}[keyof T & string];

/** The id of each ICU message of the catalogue, by its path: "catalogue.rating.reviews". */
export type MessageId = IcuIds<Omit<Catalogue, "apiMessages">, "">;

/** The values a message fills in; a plural's count is a number. */
export type MessageValues = Readonly<Record<string, string | number>>;

const i18n = setupI18n();

function collect(node: object, prefix: string, into: Messages): void {
  for (const [key, value] of Object.entries(node)) {
    if (isCompiledIcu(value)) into[`${prefix}${key}`] = value.$icu;
    else if (typeof value === "object" && value !== null && !Array.isArray(value))
      collect(value, `${prefix}${key}.`, into);
  }
}

/** Makes a language's catalogue the one `say` speaks from (language-store.ts calls it on every change). */
export function activateMessages(language: Language, catalogue: Catalogue): void {
  const messages: Messages = {};
  collect(catalogue, "", messages);
  i18n.loadAndActivate({ locale: language, messages });
}

/** A message of the current language by id, its values filled in. */
export function say(id: MessageId, values?: MessageValues): string {
  return i18n._(id, values);
}

/** A message of the API's vocabulary by id, when the current catalogue has it loaded. */
export function sayApiMessage(messageId: string, values?: MessageValues): string | undefined {
  const id = `apiMessages.${messageId}`;
  return Object.hasOwn(i18n.messages, id) ? i18n._(id, values) : undefined;
}
