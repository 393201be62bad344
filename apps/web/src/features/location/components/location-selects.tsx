import { COUNTRIES, DEFAULT_COUNTRY } from "@ivdrips/contract/countries";
import type { Ref } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { useT } from "../../../lib/i18n/use-t";
import { cityName, countryName } from "../countries";
import { useLocationSelection, type Picker } from "../location-context";

export interface LocationSelectsProps {
  idPrefix: string;
  /** The picker the visitor pressed before this chunk arrived: it opens at once. */
  openPicker: Picker | null;
  /** Takes over the focus the light trigger had. */
  focusRef: Ref<HTMLButtonElement>;
  focusedPicker: Picker | null;
}

/** The two Radix selects behind LocationPickers (their own chunk: loaded when the visitor reaches for one). */
export function LocationSelects({ idPrefix, openPicker, focusRef, focusedPicker }: LocationSelectsProps) {
  const t = useT();
  const { country, city, chooseCountry, chooseCity } = useLocationSelection();
  const cities = COUNTRIES.find((candidate) => candidate.name === country)?.cities ?? [];
  return (
    <>
      <Select value={country} onValueChange={chooseCountry} defaultOpen={openPicker === "country"}>
        <SelectTrigger
          ref={focusedPicker === "country" ? focusRef : undefined}
          id={`${idPrefix}-country`}
          aria-label={t.location.country}
          className="h-9 w-auto"
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {COUNTRIES.map((option) => (
            <SelectItem key={option.name} value={option.name}>
              {countryName(t, option.name)}
              {option.status === "coming-soon" ? (
                <span className="text-muted-foreground ml-2 text-xs">{t.location.comingSoon}</span>
              ) : null}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select
        value={city}
        onValueChange={chooseCity}
        disabled={country !== DEFAULT_COUNTRY}
        defaultOpen={openPicker === "city"}
      >
        <SelectTrigger
          ref={focusedPicker === "city" ? focusRef : undefined}
          id={`${idPrefix}-city`}
          aria-label={t.location.city}
          className="h-9 w-auto whitespace-nowrap"
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {cities.map((option) => (
            <SelectItem key={option} value={option}>
              {cityName(t, option)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </>
  );
}
