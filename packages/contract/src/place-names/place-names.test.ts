import { describe, expect, it } from "vitest";
import { COUNTRIES } from "../countries";
import { LANGUAGES } from "../languages";
import { PLACE_NAMES } from "./by-language";
import { cityName, countryName } from "./place-names";

describe("place names", () => {
  it("name every country in every language, and every active country's cities", () => {
    for (const language of LANGUAGES) {
      for (const country of COUNTRIES) {
        expect(countryName(PLACE_NAMES[language], country.name), `${language} ${country.name}`).not.toBe("");
        if (country.status !== "active") continue;
        for (const city of country.cities) {
          const named = cityName(PLACE_NAMES[language], city);
          if (language === "zh") expect(named, city).toMatch(/\p{Script=Han}/u);
          else expect(named, city).not.toBe("");
        }
      }
    }
    // English shows the stored names themselves.
    for (const country of COUNTRIES) expect(countryName(PLACE_NAMES.en, country.name)).toBe(country.name);
  });

  it("say a stored name in the reader's language, and an unknown name as given", () => {
    expect(cityName(PLACE_NAMES.zh, "Kuala Lumpur")).toBe("吉隆坡");
    expect(countryName(PLACE_NAMES.zh, "Malaysia")).toBe("马来西亚");
    expect(countryName(PLACE_NAMES.ms, "UAE")).toBe("Emiriah Arab Bersatu");
    expect(cityName(PLACE_NAMES.zh, "Ipoh")).toBe("Ipoh");
  });
});
