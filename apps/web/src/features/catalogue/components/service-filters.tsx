import { PRICE_BANDS, SERVICE_CATEGORIES } from "@ivdrips/contract/catalogue";
import { RotateCcw } from "lucide-react";
import { useId } from "react";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { isFiltered, type ServiceFilters } from "../lib/filter-services";

const CATEGORY_OPTIONS: { value: ServiceFilters["category"]; label: string }[] = [
  { value: "all", label: "All" },
  ...SERVICE_CATEGORIES.map((value) => ({ value, label: value === "beauty" ? "Beauty" : "Wellness" })),
];

/** SPEC §9's bands in words. */
const PRICE_LABEL: Record<(typeof PRICE_BANDS)[number], string> = {
  low: "Up to RM 700",
  medium: "Over RM 700 to RM 1,500",
  high: "Over RM 1,500",
};

const PRICE_OPTIONS: { value: ServiceFilters["price"]; label: string }[] = [
  { value: "all", label: "All prices" },
  ...PRICE_BANDS.map((value) => ({ value, label: PRICE_LABEL[value] })),
];

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
  return (
    <section
      aria-label="Filter services"
      className="border-border bg-card shadow-soft flex flex-col gap-5 rounded-xl border p-5 sm:p-6"
    >
      <div className="flex flex-col gap-5 md:flex-row md:gap-10">
        <ChoiceGroup
          className="shrink-0"
          legend="Category"
          options={CATEGORY_OPTIONS}
          value={filters.category}
          onChange={(category) => onChange({ ...filters, category })}
        />
        <ChoiceGroup
          legend="Price"
          options={PRICE_OPTIONS}
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
            Reset Filters
          </Button>
        ) : null}
      </div>
    </section>
  );
}
