import { describe, expect, it } from "vitest";
import {
  catalogueProblems,
  messageArguments,
  sourceProblems,
  translatorOf,
  translatorsFor,
} from "./translator";

const catalogues = {
  en: { reviews: "{count, plural, one {# review} other {# reviews}} of {service}", hello: "Hi {name}" },
  ms: { reviews: "{count} ulasan untuk {service}", hello: "Hai {name}" },
  zh: { reviews: "{service} 的 {count} 条评价", hello: "{name}，您好" },
} as const;

describe("translatorsFor", () => {
  const translator = translatorsFor(catalogues);

  it("says a message in each language with its plural rules", () => {
    expect(translator("en")("reviews", { count: 1, service: "NMN" })).toBe("1 review of NMN");
    expect(translator("en")("reviews", { count: 3, service: "NMN" })).toBe("3 reviews of NMN");
    expect(translator("ms")("hello", { name: "Aisyah" })).toBe("Hai Aisyah");
    expect(translator("zh")("reviews", { count: 2, service: "NMN" })).toBe("NMN 的 2 条评价");
  });

  it("keeps one compiled translator per language", () => {
    expect(translator("zh")).toBe(translator("zh"));
    expect(translator("zh").language).toBe("zh");
  });
});

describe("catalogueProblems", () => {
  it("finds nothing wrong in matching catalogues", () => {
    expect(catalogueProblems(catalogues)).toEqual([]);
  });

  it("names a missing id, an extra id and a text with other arguments", () => {
    const problems = catalogueProblems({
      en: { a: "Hi {name}", b: "Bye" },
      ms: { a: "Hai {nama}", b: "Selamat tinggal" },
      zh: { a: "{name}", c: "extra" },
    });
    expect(problems).toEqual([
      "ms: a fills in {nama}, English {name}",
      "zh: c is not in the English catalogue",
      "zh: b is missing",
    ]);
  });

  it("names a text that does not parse", () => {
    const problems = catalogueProblems({
      en: { a: "Hi {name}" },
      ms: { a: "Hai {name" },
      zh: { a: "{name}" },
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^ms: a does not parse/);
  });

  it("reads the arguments inside plural branches", () => {
    expect(messageArguments("{count, plural, one {# by {name}} other {#}} {service}")).toEqual([
      "count",
      "name",
      "service",
    ]);
  });
});

describe("translatorOf and sourceProblems (a catalogue in one language)", () => {
  it("says a message with the language's plural rules", () => {
    const t = translatorOf("en", catalogues.en);
    expect(t("reviews", { count: 1, service: "NMN" })).toBe("1 review of NMN");
    expect(t("reviews", { count: 2, service: "NMN" })).toBe("2 reviews of NMN");
    expect(t.language).toBe("en");
  });

  it("names an empty text and a text that does not parse", () => {
    expect(sourceProblems(catalogues.en)).toEqual([]);
    const problems = sourceProblems({ a: "Hi {name", b: " ", c: "{count, plural, other {#}}" });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^a does not parse/);
    expect(problems[1]).toBe("b is empty");
  });
});
