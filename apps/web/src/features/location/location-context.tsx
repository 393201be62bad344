import { COUNTRIES, DEFAULT_CITY, DEFAULT_COUNTRY } from "@ivdrips/contract/countries";
import { createContext, useContext, useMemo, useState, type ReactNode } from "react";

/** The header's two pickers (a lazily loaded menu opens on either). */
export type Picker = "country" | "city";

interface LocationSelection {
  country: string;
  city: string;
  /** The coming-soon country whose Notify Me form is open, if any. */
  notifyCountry: string | null;
  chooseCountry(name: string): void;
  chooseCity(name: string): void;
  closeNotify(): void;
}

const LocationContext = createContext<LocationSelection | null>(null);

/** SPEC §4 "Country selection": shared by the header's and the hero's pickers. */
export function LocationProvider({ children }: { children: ReactNode }) {
  const [country, setCountry] = useState(DEFAULT_COUNTRY);
  const [city, setCity] = useState(DEFAULT_CITY);
  const [notifyCountry, setNotifyCountry] = useState<string | null>(null);

  const value = useMemo<LocationSelection>(
    () => ({
      country,
      city,
      notifyCountry,
      chooseCountry(name) {
        const chosen = COUNTRIES.find((candidate) => candidate.name === name);
        if (!chosen) return;
        if (chosen.status === "coming-soon") {
          // The selection stays as it was; the visitor can ask to hear when we launch there.
          setNotifyCountry(chosen.name);
          return;
        }
        setCountry(chosen.name);
        setCity(chosen.cities[0] ?? "");
      },
      chooseCity(name) {
        const active = COUNTRIES.find((candidate) => candidate.name === country);
        if (active?.cities.includes(name)) setCity(name);
      },
      closeNotify: () => setNotifyCountry(null),
    }),
    [country, city, notifyCountry],
  );
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

export function useLocationSelection(): LocationSelection {
  const selection = useContext(LocationContext);
  if (!selection) throw new Error("useLocationSelection outside <LocationProvider>");
  return selection;
}
