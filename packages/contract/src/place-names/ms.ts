import type { PlaceNames } from "./en";

export const placeNamesMs: PlaceNames = {
  countries: {
    malaysia: "Malaysia",
    uae: "Emiriah Arab Bersatu",
    france: "Perancis",
    monaco: "Monaco",
    stBarts: "Saint-Barthélemy",
  },
  cities: {
    kualaLumpur: "Kuala Lumpur",
  },
};
