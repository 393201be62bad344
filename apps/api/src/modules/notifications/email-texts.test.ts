import { LANGUAGES } from "@ivdrips/contract/languages";
import { describe, expect, it } from "vitest";
import { EMAIL_TEXTS, placeholdersOf, translate, type TextKey } from "./email-texts";

const KEYS = Object.keys(EMAIL_TEXTS.en) as TextKey[];

describe("the email texts", () => {
  it("exist in every language for every key, and no language has a key English lacks", () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(EMAIL_TEXTS[language]).sort(), language).toEqual([...KEYS].sort());
      for (const key of KEYS) expect(EMAIL_TEXTS[language][key].trim(), `${language}.${key}`).not.toBe("");
    }
  });

  it.each(LANGUAGES.filter((language) => language !== "en"))(
    "in %s name the same {placeholders} as the English, each as often",
    (language) => {
      for (const key of KEYS) {
        expect(placeholdersOf(EMAIL_TEXTS[language][key]).sort(), `${language}.${key}`).toEqual(
          placeholdersOf(EMAIL_TEXTS.en[key]).sort(),
        );
      }
    },
  );

  it("have no stray braces outside their placeholders", () => {
    for (const language of LANGUAGES) {
      for (const key of KEYS) {
        const withoutPlaceholders = EMAIL_TEXTS[language][key].replace(/\{\w+\}/g, "");
        expect(withoutPlaceholders, `${language}.${key}`).not.toMatch(/[{}]/);
      }
    }
  });

  it("are really translated: Malay and Chinese sentences differ from the English", () => {
    const words = (text: string) =>
      text
        .replace(/\{\w+\}/g, "")
        .split(" ")
        .filter(Boolean).length;
    const sentences = KEYS.filter((key) => words(EMAIL_TEXTS.en[key]) > 3);
    expect(sentences.length).toBeGreaterThan(20);
    for (const key of sentences) {
      expect(EMAIL_TEXTS.ms[key], `ms.${key}`).not.toBe(EMAIL_TEXTS.en[key]);
      expect(EMAIL_TEXTS.zh[key], `zh.${key}`).not.toBe(EMAIL_TEXTS.en[key]);
      expect(EMAIL_TEXTS.zh[key], `zh.${key}`).toMatch(/\p{Script=Han}/u);
    }
  });
});

describe("translate", () => {
  it("fills each placeholder in the language asked for", () => {
    expect(translate("en", "greeting", { name: "Aisha" })).toBe("Hi Aisha,");
    expect(translate("ms", "greeting", { name: "Aisha" })).toBe("Hai Aisha,");
    expect(translate("zh", "greeting", { name: "Aisha" })).toBe("Aisha，您好：");
    expect(translate("ms", "cancelledSubject", { reference: "IVD-ABC234" })).toBe(
      "Tempahan IVD-ABC234 dibatalkan",
    );
  });

  it("never reads a value as a placeholder (a customer may type braces)", () => {
    expect(translate("en", "beAtAddress", { address: "Block {url} B" })).toBe(
      "Please be at the address for your visit: Block {url} B.",
    );
  });
});
