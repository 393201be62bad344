import { MapPin } from "lucide-react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { cn } from "../../../lib/cn";
import { COUNTRIES } from "../countries";
import { useLocationSelection } from "../location-context";

/** Country and city pickers (SPEC §2): the city picker works only while Malaysia is chosen. */
export function LocationPickers({ className, idPrefix }: { className?: string; idPrefix: string }) {
  const { country, city, chooseCountry, chooseCity } = useLocationSelection();
  const cities = COUNTRIES.find((candidate) => candidate.name === country)?.cities ?? [];
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <MapPin className="text-primary size-4 shrink-0" aria-hidden />
      <Select value={country} onValueChange={chooseCountry}>
        <SelectTrigger id={`${idPrefix}-country`} aria-label="Country" className="h-9 w-auto min-w-32">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {COUNTRIES.map((option) => (
            <SelectItem key={option.name} value={option.name}>
              {option.name}
              {option.status === "coming-soon" ? (
                <span className="text-muted-foreground ml-2 text-xs">Coming soon</span>
              ) : null}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select value={city} onValueChange={chooseCity} disabled={country !== "Malaysia"}>
        <SelectTrigger
          id={`${idPrefix}-city`}
          aria-label="City"
          className="h-9 w-auto min-w-40 whitespace-nowrap"
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {cities.map((option) => (
            <SelectItem key={option} value={option}>
              {option}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
