import type { Language } from "@ivdrips/contract/languages";
import type { CompiledMessage } from "@lingui/message-utils/compileMessage";
import type { Catalogue } from "../../locales/catalogue";
import { isCompiledIcu, type Icu } from "../../locales/icu";

/*
 * The one formatter of the web app's texts with values (decision 011): the messages the build compiled with
 * Lingui's compiler, said here as Lingui's runtime says them. A text without values is shown as it is; a text
 * with values (an `icu` message) is said by its id: placeholders, and plurals by the language's own rules
 * (Intl.PluralRules, "#" as the language writes the number). The twenty lines below replace @lingui/core in
 * what `/` loads (decision 025); the catalogues have plurals and placeholders only, and select/selectordinal
 * are said too.
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

/** Compiled messages by id. */
export type Messages = Record<string, CompiledMessage>;

type Choices = Record<string, CompiledMessage> & { offset?: number };

const cache = new Map<string, Intl.PluralRules | Intl.NumberFormat>();
function cached<T extends Intl.PluralRules | Intl.NumberFormat>(key: string, make: () => T): T {
  let made = cache.get(key) as T | undefined;
  if (!made) cache.set(key, (made = make()));
  return made;
}

/** A compiled message with its values, in `locale` (Lingui's fallback, English, after it). */
export function formatMessage(message: CompiledMessage, values: MessageValues = {}, locale: string): string {
  const locales = [locale, "en"];
  const say = (nodes: CompiledMessage, count?: string): string =>
    nodes.reduce<string>((text, node) => {
      if (typeof node === "string") return text + (node === "#" && count !== undefined ? count : node);
      const [name, type, format] = node;
      const value = values[name];
      if (type === "plural" || type === "selectordinal") {
        const { offset = 0, ...choices } = format as Choices;
        const number = Number(value) - offset;
        const rules = cached(`${type} ${locale}`, () =>
          type === "plural"
            ? new Intl.PluralRules(locales)
            : new Intl.PluralRules(locales, { type: "ordinal" }),
        );
        const choice = choices[String(value)] ?? choices[rules.select(number)] ?? choices.other ?? [];
        return (
          text + say(choice, cached(`number ${locale}`, () => new Intl.NumberFormat(locales)).format(number))
        );
      }
      if (type === "select") {
        const choices = format as Choices;
        return text + say(choices[String(value)] ?? choices.other ?? []);
      }
      return value === undefined || value === null ? text : text + String(value);
    }, "");
  return say(message);
}

let active: { locale: string; messages: Messages } = { locale: "en", messages: {} };

/** Every compiled message of a catalogue, by its path. */
export function collectMessages(node: object, prefix = "", into: Messages = {}): Messages {
  for (const [key, value] of Object.entries(node)) {
    if (isCompiledIcu(value)) into[`${prefix}${key}`] = value.$icu;
    else if (typeof value === "object" && value !== null && !Array.isArray(value))
      collectMessages(value, `${prefix}${key}.`, into);
  }
  return into;
}

/** Makes a language's catalogue the one `say` speaks from (language-store.ts calls it on every change). */
export function activateMessages(language: Language, catalogue: Catalogue): void {
  active = { locale: language, messages: collectMessages(catalogue) };
}

/** A message of the current language by id, its values filled in. */
export function say(id: MessageId, values?: MessageValues): string {
  const message = active.messages[id];
  return message ? formatMessage(message, values, active.locale) : id;
}

/** A message of the API's vocabulary by id, when the current catalogue has it loaded. */
export function sayApiMessage(messageId: string, values?: MessageValues): string | undefined {
  const message = Object.hasOwn(active.messages, `apiMessages.${messageId}`)
    ? active.messages[`apiMessages.${messageId}`]
    : undefined;
  return message ? formatMessage(message, values, active.locale) : undefined;
}
