import { describe, expect, it } from "vitest";
import { COMING_SOON_COUNTRIES, COUNTRIES, isComingSoonCountry } from "./countries";

describe("countries", () => {
  it("lists as coming soon exactly the countries the country record marks so, in its order", () => {
    expect(COUNTRIES.filter((country) => country.status === "coming-soon").map((c) => c.name)).toEqual([
      ...COMING_SOON_COUNTRIES,
    ]);
    expect(isComingSoonCountry("France")).toBe(true);
    expect(isComingSoonCountry("Malaysia")).toBe(false);
    expect(isComingSoonCountry("france")).toBe(false);
  });
});
