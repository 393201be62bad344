import { COUNTRIES, DEFAULT_COUNTRY } from "@ivdrips/contract/countries";
import { MapPin } from "lucide-react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { cn } from "../../../lib/cn";
import { useT } from "../../../lib/i18n/use-t";
import { cityName, countryName } from "../countries";
import { useLocationSelection } from "../location-context";

/**
 * Country and city pickers (SPEC §2): the city picker works only while Malaysia is chosen. The options show
 * the names in the current language; their values stay the English names.
 */
export function LocationPickers({ className, idPrefix }: { className?: string; idPrefix: string }) {
  const t = useT();
  const { country, city, chooseCountry, chooseCity } = useLocationSelection();
  const cities = COUNTRIES.find((candidate) => candidate.name === country)?.cities ?? [];
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <MapPin className="text-primary size-4 shrink-0" aria-hidden />
      <Select value={country} onValueChange={chooseCountry}>
        <SelectTrigger
          id={`${idPrefix}-country`}
          aria-label={t.location.country}
          className="h-9 w-auto min-w-32"
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
      <Select value={city} onValueChange={chooseCity} disabled={country !== DEFAULT_COUNTRY}>
        <SelectTrigger
          id={`${idPrefix}-city`}
          aria-label={t.location.city}
          className="h-9 w-auto min-w-40 whitespace-nowrap"
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
    </div>
  );
}
