import { describe, expect, it } from "vitest";
import { matchesSearch } from "./search-bookings";

const booking = { reference: "IVD-ABC234", customerInfo: { name: "Siti  Nur Aisyah" } } as const;

describe("the desk's search", () => {
  it("finds a booking by its reference, with or without the IVD- prefix, in any case", () => {
    for (const query of ["IVD-ABC234", "ivd-abc234", "abc234", "ABC", "ivdabc234", " IVD-ABC2 "]) {
      expect(matchesSearch(booking, query), query).toBe(true);
    }
    expect(matchesSearch(booking, "IVD-XYZ")).toBe(false);
    expect(matchesSearch(booking, "234ABC")).toBe(false);
  });

  it("finds a booking by part of its customer's name, and keeps everything for an empty search", () => {
    for (const query of ["siti", "Nur aisyah", "AISYAH", "", "   "]) {
      expect(matchesSearch(booking, query), query).toBe(true);
    }
    expect(matchesSearch(booking, "Kumar")).toBe(false);
    // "ivd" alone matches every reference, as it should: it is the start of all of them.
    expect(matchesSearch(booking, "ivd")).toBe(true);
  });
});
