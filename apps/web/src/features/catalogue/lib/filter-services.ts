import type { Service } from "@ivdrips/contract/catalogue";
import {
  PRICE_BANDS,
  SERVICE_CATEGORIES,
  priceBandOf,
  type PriceBand,
  type ServiceCategory,
} from "@ivdrips/contract/catalogue-filters";

/** SPEC §4 "Services page filters": a category and a price band, each with "all". */
export interface ServiceFilters {
  category: ServiceCategory | "all";
  price: PriceBand | "all";
}

export const ALL_SERVICES: ServiceFilters = { category: "all", price: "all" };

/** The search-parameter names that hold the filters, so a filtered list survives reload and can be shared. */
export const FILTER_PARAMS = { category: "category", price: "price" } as const;

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | "all" {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : "all";
}

/** Reads the filters from the URL; anything missing or unknown means "all". */
export function readServiceFilters(params: URLSearchParams): ServiceFilters {
  return {
    category: oneOf(params.get(FILTER_PARAMS.category), SERVICE_CATEGORIES),
    price: oneOf(params.get(FILTER_PARAMS.price), PRICE_BANDS),
  };
}

/** The URL's search parameters with the filters written in ("all" leaves a parameter out); others are kept. */
export function writeServiceFilters(params: URLSearchParams, filters: ServiceFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ["category", "price"] as const) {
    if (filters[key] === "all") next.delete(FILTER_PARAMS[key]);
    else next.set(FILTER_PARAMS[key], filters[key]);
  }
  return next;
}

export function isFiltered(filters: ServiceFilters): boolean {
  return filters.category !== "all" || filters.price !== "all";
}

/** The services that match both filters, in the catalogue's order. */
export function filterServices(services: readonly Service[], filters: ServiceFilters): Service[] {
  return services.filter(
    (service) =>
      (filters.category === "all" || service.category === filters.category) &&
      (filters.price === "all" || priceBandOf(service.price) === filters.price),
  );
}
