import { describe, expect, it } from "vitest";
import { en } from "../../locales/en/en";
import { ms } from "../../locales/ms/ms";
import { SAME_AS_ENGLISH } from "../../locales/same-as-english";
import { zh } from "../../locales/zh/zh";
import { placeholders } from "./fill";

/** "namespace.key" → text, for every leaf of a catalogue. */
function flatten(tree: object, prefix = ""): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "object" && value !== null) {
      for (const [leaf, text] of flatten(value as object, path)) leaves.set(leaf, text);
    } else {
      leaves.set(path, value);
    }
  }
  return leaves;
}

const english = flatten(en);
const others = { ms: flatten(ms), zh: flatten(zh) } as const;

describe("the English catalogue", () => {
  it("has a non-empty text for every key", () => {
    const empty = [...english].filter(([, text]) => typeof text !== "string" || text.trim() === "");
    expect(empty).toEqual([]);
  });
});

describe.each(["ms", "zh"] as const)("the %s catalogue", (language) => {
  const catalogue = others[language];

  it("has every English key and no other", () => {
    expect([...catalogue.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("has a non-empty text for every key", () => {
    const empty = [...catalogue].filter(([, text]) => typeof text !== "string" || text.trim() === "");
    expect(empty).toEqual([]);
  });

  it("keeps every {placeholder} of the English text", () => {
    const mismatched = [...english]
      .filter(([key, text]) => {
        const translated = catalogue.get(key);
        return (
          typeof translated !== "string" ||
          String(placeholders(String(text))) !== String(placeholders(translated))
        );
      })
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it("translates every text but the names and words the language borrows", () => {
    const allowed = new Set(SAME_AS_ENGLISH[language]);
    const untranslated = [...english]
      .filter(([key, text]) => catalogue.get(key) === text && !allowed.has(key))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it("allows sameness only for keys that exist", () => {
    expect(SAME_AS_ENGLISH[language].filter((key) => !english.has(key))).toEqual([]);
  });
});
