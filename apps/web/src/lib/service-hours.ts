import { SERVICE_HOURS } from "@ivdrips/contract/time-window-list";
import type { Catalogue } from "../locales/catalogue";
import { fill } from "./i18n/fill";

/**
 * A text's {opens} and {closes} filled with the service hours (from the first time window's start to the last
 * one's end, as the contract defines the windows), in the words of the catalogue's language.
 */
export function fillServiceHours(template: string, t: Catalogue): string {
  return fill(template, {
    opens: t.layout.clockHours[SERVICE_HOURS.opens],
    closes: t.layout.clockHours[SERVICE_HOURS.closes],
  });
}
