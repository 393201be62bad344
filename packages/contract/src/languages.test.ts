import { describe, expect, it } from "vitest";
import { languageFromAcceptLanguage, languageFromPreferences } from "./languages";

describe("languageFromAcceptLanguage", () => {
  it.each([
    [undefined, "en"],
    ["", "en"],
    ["ms-MY,ms;q=0.9,en;q=0.8", "ms"],
    ["zh-CN", "zh"],
    ["zh-TW;q=0.5, en;q=0.9", "en"],
    ["fr-FR, de;q=0.8", "en"],
    ["fr, ms;q=0.3", "ms"],
    ["en;q=0, zh", "zh"],
  ] as const)("%s → %s", (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });
});

describe("languageFromPreferences", () => {
  it.each([
    [["ms-MY", "en-US"], "ms"],
    [["zh-TW"], "zh"],
    [["ZH-hans-CN"], "zh"],
    [["fr-FR", "en-GB", "ms"], "en"],
    [["fr", "de"], undefined],
    [[], undefined],
  ] as const)("%j → %s", (tags, expected) => {
    expect(languageFromPreferences(tags)).toBe(expected);
  });
});
