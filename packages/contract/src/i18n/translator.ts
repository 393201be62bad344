import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { compileMessage, compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { LANGUAGES, type Language } from "../languages";

/**
 * The one way the project says things (decision 011): catalogues of ICU MessageFormat texts by explicit id,
 * English first and the other languages typed against it, formatted by Lingui. This module is for code that
 * compiles its catalogues when it starts (the API's emails, documents and error bodies); the web app loads
 * catalogues compiled at build.
 */

/** A catalogue's texts by id, in ICU MessageFormat ("{count, plural, one {# review} other {# reviews}}"). */
export type CatalogueSource<Id extends string = string> = Readonly<Record<Id, string>>;

/** The values a message fills in. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A catalogue in each language; Malay and Chinese must have every id the English has. */
export type Catalogues<Id extends string> = Readonly<Record<Language, CatalogueSource<Id>>>;

/** A function that says a message of one catalogue in one language. */
export interface Translator<Id extends string> {
  (id: Id, params?: MessageParams): string;
  readonly language: Language;
}

export function compileCatalogue(source: CatalogueSource): Messages {
  const compiled: Messages = {};
  for (const [id, text] of Object.entries(source)) compiled[id] = compileMessage(text);
  return compiled;
}

/**
 * Translators for a set of catalogues, one per language, each compiled on its first use and kept: formatting a
 * message is then only interpolation (plurals through Intl.PluralRules in the language's own rules).
 */
export function translatorsFor<Id extends string>(
  catalogues: Catalogues<Id>,
): (language: Language) => Translator<Id> {
  const made = new Map<Language, Translator<Id>>();
  return (language) => {
    const existing = made.get(language);
    if (existing) return existing;
    const i18n: I18n = setupI18n({
      locale: language,
      messages: { [language]: compileCatalogue(catalogues[language]) },
    });
    const translate = Object.assign((id: Id, params?: MessageParams) => i18n._(id, params), { language });
    made.set(language, translate);
    return translate;
  };
}

/**
 * The translator of a catalogue written in one language only: the emails to clinics and to the team, who have
 * no language setting and read English (decision 011). Compiled on first use and kept, like translatorsFor's.
 */
export function translatorOf<Id extends string>(
  language: Language,
  source: CatalogueSource<Id>,
): Translator<Id> {
  let i18n: I18n | undefined;
  const translate = (id: Id, params?: MessageParams) => {
    i18n ??= setupI18n({ locale: language, messages: { [language]: compileCatalogue(source) } });
    return i18n._(id, params);
  };
  return Object.assign(translate, { language });
}

type Compiled = ReturnType<typeof compileMessage>;

function collectArguments(compiled: unknown, into: Set<string>): void {
  if (!Array.isArray(compiled)) return;
  for (const token of compiled as Compiled) {
    if (!Array.isArray(token)) continue;
    const [name, , options] = token;
    if (typeof name === "string") into.add(name);
    if (options && typeof options === "object") {
      for (const branch of Object.values(options)) collectArguments(branch, into);
    }
  }
}

/** The names a compiled message fills in, plurals and selects included, sorted. */
export function compiledArguments(compiled: unknown): string[] {
  const names = new Set<string>();
  collectArguments(compiled, names);
  return [...names].sort();
}

/** The names a message fills in ("Hi {name}" → ["name"]), plurals and selects included. */
export function messageArguments(text: string): string[] {
  // compileMessage prints a syntax error and keeps the text as it is; a check must hear of it.
  return compiledArguments(compileMessageOrThrow(text));
}

/** What is wrong with a one-language catalogue, for a test to assert empty: an empty text, a text that does not parse. */
export function sourceProblems(source: CatalogueSource): string[] {
  const problems: string[] = [];
  for (const [id, text] of Object.entries(source)) {
    if (text.trim() === "") problems.push(`${id} is empty`);
    try {
      compileMessageOrThrow(text);
    } catch (error) {
      problems.push(`${id} does not parse: ${String(error)}`);
    }
  }
  return problems;
}

/**
 * What is wrong with a set of catalogues, for a test to assert empty: an id missing from a language, an id a
 * language has that English does not, a text with other arguments than the English, a text that does not parse.
 */
export function catalogueProblems(catalogues: Catalogues<string>): string[] {
  const problems: string[] = [];
  const english = catalogues.en;
  for (const language of LANGUAGES) {
    const texts = catalogues[language];
    for (const id of Object.keys(texts)) {
      if (!(id in english)) problems.push(`${language}: ${id} is not in the English catalogue`);
    }
    for (const [id, englishText] of Object.entries(english)) {
      const text = texts[id];
      if (text === undefined) {
        problems.push(`${language}: ${id} is missing`);
        continue;
      }
      try {
        const expected = messageArguments(englishText).join(",");
        const actual = messageArguments(text).join(",");
        if (expected !== actual)
          problems.push(`${language}: ${id} fills in {${actual}}, English {${expected}}`);
      } catch (error) {
        problems.push(`${language}: ${id} does not parse: ${String(error)}`);
      }
    }
  }
  return problems;
}
