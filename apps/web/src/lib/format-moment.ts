import { formatKlMoment as formatKlMomentIn } from "@ivdrips/contract/kl-moment";
import { intlLocale } from "./format";

/**
 * "Wednesday, 1 July 2026 at 8:00 am": an instant in KL time, in the current language. Apart from format.ts,
 * which the home page ships with: only the booking card and the confirmation need it.
 */
export function formatKlMoment(instant: Date): string {
  return formatKlMomentIn(instant, intlLocale());
}
