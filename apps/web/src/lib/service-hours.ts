import { SERVICE_HOURS } from "@ivdrips/contract/time-window-list";
import type { Catalogue } from "../locales/catalogue";
import { say, type MessageId } from "./stand-ins/lingui";

/**
 * A message's {opens} and {closes} said with the service hours (from the first time window's start to the
 * last one's end, as the contract defines the windows), in the words of the catalogue's language.
 */
export function sayServiceHours(id: MessageId, t: Catalogue): string {
  return say(id, {
    opens: t.layout.clockHours[SERVICE_HOURS.opens],
    closes: t.layout.clockHours[SERVICE_HOURS.closes],
  });
}
