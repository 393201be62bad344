import { catalogueProblems } from "@ivdrips/contract/i18n/translator";
import { describe, expect, it } from "vitest";
import { PARTNER_TEXTS, partnerTranslator } from "./partner-email-texts";

describe("the partner acknowledgement's texts", () => {
  it("have every id in every language, naming the same values as the English", () => {
    expect(catalogueProblems(PARTNER_TEXTS)).toEqual([]);
  });

  it("say the years by the language's own plural rules, and the profession by a select", () => {
    const years = (language: "en" | "ms" | "zh", count: number) =>
      partnerTranslator(language)("years", { count });
    expect([0, 1, 7].map((count) => years("en", count))).toEqual(["0 years", "1 year", "7 years"]);
    expect([1, 7].map((count) => years("ms", count))).toEqual(["1 tahun", "7 tahun"]);
    expect(years("zh", 0)).toBe("0 年");
    expect(partnerTranslator("ms")("profession", { profession: "nurse" })).toBe("Jururawat");
    expect(partnerTranslator("zh")("thanks", { profession: "doctor" })).toContain("合作医生");
  });
});
