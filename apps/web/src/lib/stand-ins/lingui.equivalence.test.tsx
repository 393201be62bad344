import type { Language } from "@ivdrips/contract/languages";
import { setupI18n, type I18n } from "@lingui/core";
import { compileMessageOrThrow, type CompiledMessage } from "@lingui/message-utils/compileMessage";
import { I18nProvider, Trans } from "@lingui/react";
import { isValidElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, describe, expect, it } from "vitest";
import { admin as enAdmin } from "../../locales/en/admin";
import { en } from "../../locales/en/en";
import { admin as msAdmin } from "../../locales/ms/admin";
import { ms } from "../../locales/ms/ms";
import { admin as zhAdmin } from "../../locales/zh/admin";
import { zh } from "../../locales/zh/zh";
import type { Catalogue } from "../../locales/catalogue";
import { currentCatalogue, currentLanguage } from "../i18n/language-store";
import {
  activateMessages,
  collectMessages,
  formatMessage,
  say,
  type MessageId,
  type Messages,
  type MessageValues,
} from "./lingui";
import { sayNodes } from "./say-nodes";

/*
 * Our Lingui runtime (decision 025) against @lingui/core 5.9.5's i18n and @lingui/react 5.9.5's Trans: each kind
 * of message, then every message of the app's catalogues with values for each of its placeholders, said by both.
 */

/** What Lingui's own runtime says for a message, to compare with. */
function lingui(source: string, values: MessageValues, locale: string): string {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: { id: compileMessageOrThrow(source) } });
  return i18n._("id", values);
}

describe("formatMessage", () => {
  const cases: [source: string, values: MessageValues][] = [
    ["Plain text", {}],
    ["Rated {average} out of 5 from {reviews}", { average: "4.5", reviews: "12 reviews" }],
    ["{count, plural, one {# review} other {# reviews}}", { count: 1 }],
    ["{count, plural, one {# review} other {# reviews}}", { count: 1234 }],
    ["{count, plural, =0 {No reviews} one {# review} other {# reviews}}", { count: 0 }],
    ["Showing {shown} of {total, plural, one {# service} other {# services}}", { shown: 3, total: 10 }],
    ["{n, plural, offset:1 =0 {nobody} one {you} other {you and # others}}", { n: 3 }],
    ["{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}", { place: 22 }],
    ["{kind, select, card {By card} other {Other: {kind}}}", { kind: "usdt" }],
    ["{count, plural, other {{kind, select, a {# is kept} other {#}}}}", { count: 2, kind: "a" }],
    ["Missing {name} stays empty", {}],
  ];
  for (const locale of ["en", "ms", "zh"])
    it(`says every kind of message as Lingui does, in ${locale}`, () => {
      for (const [source, values] of cases)
        expect(formatMessage(compileMessageOrThrow(source), values, locale), source).toBe(
          lingui(source, values, locale),
        );
    });

  // Where the two differ on purpose (README.md), shown so that a change on either side is seen.
  it("leaves number, date and time formats and escape sequences to the catalogue, where Lingui formats them", () => {
    const source = "{n, number} on {d, date} \\u00e9";
    const values = { n: 1234.5, d: "2026-01-01" };
    expect(lingui(source, values, "en")).not.toBe(formatMessage(compileMessageOrThrow(source), values, "en"));
    expect(formatMessage(compileMessageOrThrow(source), values, "en")).toBe("1234.5 on 2026-01-01 \\u00e9");
  });
});

/** A message's arguments: each placeholder's name and kind, and a select's choices. */
function argumentsOf(message: CompiledMessage, into = new Map<string, Set<string> | null>()) {
  for (const node of message) {
    if (typeof node === "string") continue;
    const [name, type, format] = node;
    if (type === "select") {
      const keys = into.get(name) ?? new Set<string>();
      for (const key of Object.keys(format as object)) keys.add(key);
      into.set(name, keys);
    } else if (!into.has(name))
      into.set(name, type === "plural" || type === "selectordinal" ? null : new Set());
    if (type === "plural" || type === "selectordinal" || type === "select")
      for (const [key, branch] of Object.entries(format as object))
        if (key !== "offset") argumentsOf(branch as CompiledMessage, into);
  }
  return into;
}

/** Counts that reach every plural category of English, Malay and Chinese, and `=N` choices. */
const COUNTS = [0, 1, 2, 3, 4, 5, 11, 21, 22, 23, 100, 101, 1234, 1.5];

/**
 * Values for a message: one set per count for its plurals, per choice for its selects (and one none of them
 * names), with its other placeholders given as text.
 */
function valuesFor(message: CompiledMessage): Record<string, string | number>[] {
  const args = [...argumentsOf(message)];
  const base = Object.fromEntries(args.map(([name, keys]) => [name, keys === null ? 1 : `‹${name}›`]));
  const sets: Record<string, string | number>[] = [base];
  for (const [name, keys] of args) {
    if (keys === null) for (const count of COUNTS) sets.push({ ...base, [name]: count });
    else if (keys.size > 0) for (const key of [...keys, "none-of-them"]) sets.push({ ...base, [name]: key });
  }
  return sets;
}

const catalogues: [Language, Catalogue, object][] = [
  ["en", en as Catalogue, enAdmin],
  ["ms", ms, msAdmin],
  ["zh", zh, zhAdmin],
];

/** Lingui's i18n with a catalogue's compiled messages loaded and active. */
function linguiWith(language: Language, messages: Messages): I18n {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale: language, messages });
  return i18n;
}

const previous = { language: currentLanguage(), catalogue: currentCatalogue() };
afterAll(() => activateMessages(previous.language, previous.catalogue));

describe("say", () => {
  for (const [language, catalogue, admin] of catalogues) {
    it(`says every message of the ${language} catalogue as @lingui/core's i18n does`, () => {
      const messages = collectMessages(catalogue);
      expect(Object.keys(messages).length).toBeGreaterThan(100);
      const i18n = linguiWith(language, messages);
      activateMessages(language, catalogue);
      const differ: string[] = [];
      for (const [id, message] of Object.entries(messages))
        for (const values of valuesFor(message)) {
          const ours = say(id as MessageId, values);
          const theirs = i18n._(id, values);
          if (ours !== theirs) differ.push(`${id} ${JSON.stringify(values)}: ${ours} ≠ ${theirs}`);
        }
      expect(differ.slice(0, 20)).toEqual([]);
      expect(say("no.such.message" as MessageId)).toBe(i18n._("no.such.message"));
    });

    it(`says every message of the ${language} console catalogue as @lingui/core's i18n does`, () => {
      const messages = collectMessages(admin);
      expect(Object.keys(messages).length).toBeGreaterThan(10);
      const i18n = linguiWith(language, messages);
      const differ: string[] = [];
      for (const [id, message] of Object.entries(messages))
        for (const values of valuesFor(message)) {
          const ours = formatMessage(message, values, language);
          const theirs = i18n._(id, values);
          if (ours !== theirs) differ.push(`${id} ${JSON.stringify(values)}: ${ours} ≠ ${theirs}`);
        }
      expect(differ.slice(0, 20)).toEqual([]);
    });
  }
});

/** Markup without the comments React's server renderer puts between two texts side by side. */
const markup = (node: ReactNode) => renderToStaticMarkup(node).replaceAll("<!-- -->", "");

describe("sayNodes", () => {
  for (const [language, catalogue] of catalogues)
    it(`puts elements in every ${language} message as @lingui/react's Trans does`, () => {
      const messages = collectMessages(catalogue);
      const i18n = linguiWith(language, messages);
      activateMessages(language, catalogue);
      const differ: string[] = [];
      let compared = 0;
      for (const [id, message] of Object.entries(messages)) {
        // Each text placeholder given as an element (a link, a strong word), as the app's sayNodes calls do.
        const values = Object.fromEntries(
          Object.entries(valuesFor(message)[0] ?? {}).map(([name, value]) => [
            name,
            typeof value === "string" ? <a href={`#${name}`}>{value}</a> : value,
          ]),
        );
        if (!Object.values(values).some(isValidElement)) continue;
        compared++;
        const ours = markup(sayNodes(id as MessageId, values));
        const theirs = markup(
          <I18nProvider i18n={i18n}>
            <Trans id={id} values={values} />
          </I18nProvider>,
        );
        if (ours !== theirs) differ.push(`${id}: ${ours} ≠ ${theirs}`);
      }
      expect(compared).toBeGreaterThan(50);
      expect(differ.slice(0, 20)).toEqual([]);
    });
});
