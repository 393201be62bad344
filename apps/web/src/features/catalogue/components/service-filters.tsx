import { PRICE_BANDS, SERVICE_CATEGORIES } from "@ivdrips/contract/catalogue-filters";
import { RotateCcw } from "lucide-react";
import { useId } from "react";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/stand-ins/cn";
import { useT } from "../../../lib/i18n/use-t";
import { isFiltered, type ServiceFilters } from "../lib/filter-services";

/** SPEC §9's bands, as keys of the filter texts. */
const PRICE_LABEL: Record<(typeof PRICE_BANDS)[number], "priceLow" | "priceMedium" | "priceHigh"> = {
  low: "priceLow",
  medium: "priceMedium",
  high: "priceHigh",
};

interface ChoiceGroupProps<T extends string> {
  legend: string;
  className?: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** Native radio buttons styled as pills: Tab reaches the group, arrow keys move the choice. */
function ChoiceGroup<T extends string>({ legend, options, value, onChange, className }: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className={cn("min-w-0", className)}>
      <legend className="text-foreground mb-2 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className="relative">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="peer sr-only"
            />
            <span
              className={cn(
                "inline-flex h-10 cursor-pointer items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap select-none pointer-coarse:h-11",
                "border-input bg-background text-foreground hover:bg-muted transition-colors",
                "peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground",
                "peer-focus-visible:ring-ring peer-focus-visible:ring-offset-background peer-focus-visible:ring-2 peer-focus-visible:ring-offset-2",
              )}
            >
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export interface ServiceFiltersBarProps {
  filters: ServiceFilters;
  onChange: (filters: ServiceFilters) => void;
  /** e.g. "Showing 3 of 10 services", announced politely when it changes. */
  summary?: string;
}

/** The /services filter bar: category and price band (SPEC §4, §9). The page keeps the state in the URL. */
export function ServiceFiltersBar({ filters, onChange, summary }: ServiceFiltersBarProps) {
  const t = useT();
  const categoryOptions: { value: ServiceFilters["category"]; label: string }[] = [
    { value: "all", label: t.servicePages.filters.all },
    ...SERVICE_CATEGORIES.map((value) => ({ value, label: t.servicePages.categories[value] })),
  ];
  const priceOptions: { value: ServiceFilters["price"]; label: string }[] = [
    { value: "all", label: t.servicePages.filters.allPrices },
    ...PRICE_BANDS.map((value) => ({ value, label: t.servicePages.filters[PRICE_LABEL[value]] })),
  ];
  return (
    <section
      aria-label={t.servicePages.filters.label}
      className="border-border bg-card shadow-soft flex flex-col gap-5 rounded-xl border p-5 sm:p-6"
    >
      <div className="flex flex-col gap-5 md:flex-row md:gap-10">
        <ChoiceGroup
          className="shrink-0"
          legend={t.servicePages.filters.category}
          options={categoryOptions}
          value={filters.category}
          onChange={(category) => onChange({ ...filters, category })}
        />
        <ChoiceGroup
          legend={t.servicePages.filters.price}
          options={priceOptions}
          value={filters.price}
          onChange={(price) => onChange({ ...filters, price })}
        />
      </div>
      <div className="border-border flex min-h-9 items-center justify-between gap-4 border-t pt-4">
        <p className="text-muted-foreground text-sm" role="status" aria-live="polite">
          {summary}
        </p>
        {isFiltered(filters) ? (
          <Button variant="ghost" size="sm" onClick={() => onChange({ category: "all", price: "all" })}>
            <RotateCcw aria-hidden="true" />
            {t.servicePages.filters.reset}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
