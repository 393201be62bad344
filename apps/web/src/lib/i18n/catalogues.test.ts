import { describe, expect, it } from "vitest";
import { en } from "../../locales/en/en";
import { ms } from "../../locales/ms/ms";
import { SAME_AS_ENGLISH } from "../../locales/same-as-english";
import { zh } from "../../locales/zh/zh";
import { compiledArguments } from "@ivdrips/contract/i18n/translator";
import { isCompiledIcu } from "../../locales/icu";
import { admin as enAdmin } from "../../locales/en/admin";
import { admin as msAdmin } from "../../locales/ms/admin";
import { admin as zhAdmin } from "../../locales/zh/admin";

/** "namespace.key" → text (a string, or a message the build compiled), for every leaf of a catalogue. */
function flatten(tree: object, prefix = ""): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "object" && value !== null && !isCompiledIcu(value)) {
      for (const [leaf, text] of flatten(value as object, path)) leaves.set(leaf, text);
    } else {
      leaves.set(path, value);
    }
  }
  return leaves;
}

/** Empty, or neither a text nor a compiled message. */
function isEmpty(leaf: unknown): boolean {
  if (isCompiledIcu(leaf)) return leaf.$icu.length === 0;
  return typeof leaf !== "string" || leaf.trim() === "";
}

/** A plain text's "none", or the values an ICU message fills in ("icu:count,name"). */
function valuesOf(leaf: unknown): string {
  return isCompiledIcu(leaf) ? `icu:${compiledArguments(leaf.$icu).join(",")}` : "none";
}

// The operations console's texts are a catalogue of their own (lib/i18n/admin-texts.ts), held to the same rules.
const english = flatten({ ...en, admin: enAdmin });
const others = { ms: flatten({ ...ms, admin: msAdmin }), zh: flatten({ ...zh, admin: zhAdmin }) } as const;

describe("the English catalogue", () => {
  it("has a non-empty text for every key", () => {
    expect([...english].filter(([, text]) => isEmpty(text))).toEqual([]);
  });
});

describe.each(["ms", "zh"] as const)("the %s catalogue", (language) => {
  const catalogue = others[language];

  it("has every English key and no other", () => {
    expect([...catalogue.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("has a non-empty text for every key", () => {
    expect([...catalogue].filter(([, text]) => isEmpty(text))).toEqual([]);
  });

  it("says a message with values where English does, with the same values", () => {
    const mismatched = [...english]
      .filter(([key, text]) => String(valuesOf(text)) !== String(valuesOf(catalogue.get(key))))
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it("translates every text but the names and words the language borrows", () => {
    const allowed = new Set(SAME_AS_ENGLISH[language]);
    const untranslated = [...english]
      .filter(
        ([key, text]) => JSON.stringify(catalogue.get(key)) === JSON.stringify(text) && !allowed.has(key),
      )
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it("allows sameness only for keys that exist", () => {
    expect(SAME_AS_ENGLISH[language].filter((key) => !english.has(key))).toEqual([]);
  });
});
