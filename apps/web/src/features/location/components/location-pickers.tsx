import { DEFAULT_COUNTRY } from "@ivdrips/contract/countries";
import { ChevronDownIcon, MapPin } from "lucide-react";
import { useState, type ComponentProps } from "react";
import { selectTriggerClasses } from "../../../components/ui/select-trigger-classes";
import { cn } from "../../../lib/stand-ins/cn";
import { useT } from "../../../lib/i18n/use-t";
import { loader, useLoadOnIntent } from "../../../lib/load-on-intent";
import { cityName, countryName } from "../countries";
import { useLocationSelection, type Picker } from "../location-context";

// Radix Select (and its positioning library) is not needed to paint the pickers: it loads on first intent.
const loadSelects = loader(() => import("./location-selects"));

/**
 * Country and city pickers (SPEC §2): the city picker works only while Malaysia is chosen. The options show
 * the names in the current language; their values stay the English names.
 */
export function LocationPickers({ className, idPrefix }: { className?: string; idPrefix: string }) {
  const t = useT();
  const { country, city } = useLocationSelection();
  const { loaded, openRequested, triggerProps, focusRef } = useLoadOnIntent(loadSelects, "press");
  // Which light trigger was pressed or focused, so the same real one opens or takes the focus.
  const [pressed, setPressed] = useState<Picker | null>(null);
  const [focused, setFocused] = useState<Picker | null>(null);

  const lightTrigger = (picker: Picker, label: string, props: ComponentProps<"button">) => {
    const disabled = picker === "city" && country !== DEFAULT_COUNTRY;
    return (
      <button
        type="button"
        role="combobox"
        aria-expanded="false"
        aria-autocomplete="none"
        dir="ltr"
        data-state="closed"
        data-slot="select-trigger"
        disabled={disabled}
        data-disabled={disabled ? "" : undefined}
        {...props}
        onPointerEnter={triggerProps.onPointerEnter}
        onFocus={() => {
          setFocused(picker);
          triggerProps.onFocus();
        }}
        onPointerDown={(event) => {
          setPressed(picker);
          triggerProps.onPointerDown?.(event);
        }}
        onKeyDown={(event) => {
          setPressed(picker);
          triggerProps.onKeyDown?.(event);
        }}
      >
        <span data-slot="select-value" style={{ pointerEvents: "none" }}>
          {label}
        </span>
        <ChevronDownIcon aria-hidden="true" className="text-muted-foreground size-4" />
      </button>
    );
  };

  return (
    <div className={cn("flex items-center gap-2", className)}>
      <MapPin className="text-primary size-4 shrink-0" aria-hidden />
      {loaded ? (
        <loaded.LocationSelects
          idPrefix={idPrefix}
          openPicker={openRequested ? pressed : null}
          focusRef={focusRef}
          focusedPicker={focused}
        />
      ) : (
        <>
          {lightTrigger("country", countryName(t, country), {
            id: `${idPrefix}-country`,
            "aria-label": t.location.country,
            className: selectTriggerClasses("h-9 w-auto"),
          })}
          {lightTrigger("city", cityName(t, city), {
            id: `${idPrefix}-city`,
            "aria-label": t.location.city,
            className: selectTriggerClasses("h-9 w-auto whitespace-nowrap"),
          })}
        </>
      )}
    </div>
  );
}
