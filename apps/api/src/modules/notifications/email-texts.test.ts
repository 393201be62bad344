import { catalogueProblems } from "@ivdrips/contract/i18n/translator";
import { LANGUAGES } from "@ivdrips/contract/languages";
import { describe, expect, it } from "vitest";
import { EMAIL_TEXTS, translator, type EmailTextId } from "./email-texts";

const IDS = Object.keys(EMAIL_TEXTS.en) as EmailTextId[];

describe("the email texts", () => {
  it("have every id in every language, each parsing and naming the same values as the English", () => {
    expect(catalogueProblems(EMAIL_TEXTS)).toEqual([]);
    for (const language of LANGUAGES) {
      for (const id of IDS) expect(EMAIL_TEXTS[language][id].trim(), `${language}.${id}`).not.toBe("");
    }
  });

  it("are really translated: Malay and Chinese sentences differ from the English", () => {
    const words = (text: string) =>
      text
        .replace(/\{\w+\}/g, "")
        .split(" ")
        .filter(Boolean).length;
    const sentences = IDS.filter((id) => words(EMAIL_TEXTS.en[id]) > 3);
    expect(sentences.length).toBeGreaterThan(20);
    for (const id of sentences) {
      expect(EMAIL_TEXTS.ms[id], `ms.${id}`).not.toBe(EMAIL_TEXTS.en[id]);
      expect(EMAIL_TEXTS.zh[id], `zh.${id}`).not.toBe(EMAIL_TEXTS.en[id]);
      expect(EMAIL_TEXTS.zh[id], `zh.${id}`).toMatch(/\p{Script=Han}/u);
    }
  });
});

describe("the email translator", () => {
  it("fills each value in the language asked for", () => {
    expect(translator("en")("greeting", { name: "Aisha" })).toBe("Hi Aisha,");
    expect(translator("ms")("greeting", { name: "Aisha" })).toBe("Hai Aisha,");
    expect(translator("zh")("greeting", { name: "Aisha" })).toBe("Aisha，您好：");
    expect(translator("ms")("cancelledSubject", { reference: "IVD-ABC234" })).toBe(
      "Tempahan IVD-ABC234 dibatalkan",
    );
    expect(translator("en")("whatsNext")).toBe("What's next");
  });

  it("never reads a value as a placeholder (a customer may type braces)", () => {
    expect(translator("en")("beAtAddress", { address: "Block {url} B" })).toBe(
      "Please be at the address for your visit: Block {url} B.",
    );
  });
});
