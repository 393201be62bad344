import type { Service } from "@ivdrips/contract/catalogue";
import { describe, expect, it } from "vitest";
import {
  ALL_SERVICES,
  filterServices,
  isFiltered,
  readServiceFilters,
  writeServiceFilters,
} from "./filter-services";

function service(id: string, category: Service["category"], price: number): Service {
  return {
    id,
    name: id,
    tagline: "",
    description: "",
    category,
    price,
    currency: "MYR",
    duration: "45-60 min",
    image: `/images/services/${id}.svg`,
    benefits: [],
    ingredients: [],
    keyNutrients: [],
    popularity: 1,
    rating: { average: null, count: 0 },
  };
}

// SPEC §9 catalogue prices, with the two beauty drips among them.
const catalogue = [
  service("nutriglow", "beauty", 600),
  service("nutribody", "wellness", 600),
  service("liver-cleanse", "wellness", 700),
  service("nutribeauty", "beauty", 800),
  service("nutrimmunity", "wellness", 900),
  service("edge-1500", "wellness", 1500),
  service("edge-1500-50", "wellness", 1500.5),
  service("nmn-150", "wellness", 1600),
  service("nutriyouth", "beauty", 1699),
  service("nmn-300", "wellness", 3200),
];
const ids = (services: Service[]) => services.map((s) => s.id);

describe("filterServices", () => {
  it("keeps everything, in order, when both filters are all", () => {
    expect(ids(filterServices(catalogue, ALL_SERVICES))).toEqual(ids(catalogue));
  });

  it("filters by category", () => {
    expect(ids(filterServices(catalogue, { category: "beauty", price: "all" }))).toEqual([
      "nutriglow",
      "nutribeauty",
      "nutriyouth",
    ]);
    expect(filterServices(catalogue, { category: "wellness", price: "all" })).toHaveLength(7);
  });

  it("uses SPEC §9's bands: low up to 700, medium above 700 up to 1500, high above 1500", () => {
    expect(ids(filterServices(catalogue, { category: "all", price: "low" }))).toEqual([
      "nutriglow",
      "nutribody",
      "liver-cleanse",
    ]);
    expect(ids(filterServices(catalogue, { category: "all", price: "medium" }))).toEqual([
      "nutribeauty",
      "nutrimmunity",
      "edge-1500",
    ]);
    expect(ids(filterServices(catalogue, { category: "all", price: "high" }))).toEqual([
      "edge-1500-50",
      "nmn-150",
      "nutriyouth",
      "nmn-300",
    ]);
  });

  it("combines both filters, and may match nothing", () => {
    expect(ids(filterServices(catalogue, { category: "beauty", price: "high" }))).toEqual(["nutriyouth"]);
    expect(filterServices([service("a", "wellness", 600)], { category: "beauty", price: "low" })).toEqual([]);
  });
});

describe("filters in the URL", () => {
  it("reads known values and treats missing or unknown ones as all", () => {
    expect(readServiceFilters(new URLSearchParams("category=beauty&price=high"))).toEqual({
      category: "beauty",
      price: "high",
    });
    expect(readServiceFilters(new URLSearchParams(""))).toEqual(ALL_SERVICES);
    expect(readServiceFilters(new URLSearchParams("category=spa&price=cheap"))).toEqual(ALL_SERVICES);
    expect(readServiceFilters(new URLSearchParams("category=Beauty&price=toString"))).toEqual(ALL_SERVICES);
  });

  it("writes only what is filtered and keeps other parameters", () => {
    const written = writeServiceFilters(new URLSearchParams("ref=mail&price=low"), {
      category: "wellness",
      price: "all",
    });
    expect(written.toString()).toBe("ref=mail&category=wellness");
    expect(readServiceFilters(written)).toEqual({ category: "wellness", price: "all" });
  });

  it("round-trips every combination", () => {
    for (const category of ["all", "beauty", "wellness"] as const) {
      for (const price of ["all", "low", "medium", "high"] as const) {
        const filters = { category, price };
        expect(readServiceFilters(writeServiceFilters(new URLSearchParams(), filters))).toEqual(filters);
        expect(isFiltered(filters)).toBe(category !== "all" || price !== "all");
      }
    }
  });
});
