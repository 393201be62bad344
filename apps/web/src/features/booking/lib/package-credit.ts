import type { PackageCredit } from "@ivdrips/contract/drip-packages";
import { klInstant } from "@ivdrips/contract/kl-dates";
import { TIME_WINDOWS, type TimeSlot } from "@ivdrips/contract/time-window-list";

/** A package credit the card can offer for the visit, and whether it has drips enough for the quantity. */
export interface CreditChoice {
  credit: PackageCredit;
  enough: boolean;
}

/**
 * The package whose credits would pay this visit's drips (issue 39), as the server judges it: paid for, not
 * used up or expired, covering the drip, and still running when the window starts. Of those with drips enough
 * for the quantity, the one that ends soonest; else (to say why it cannot) the one with the most left. Null
 * when no package of the customer's covers the visit.
 */
export function creditChoice(
  credits: readonly PackageCredit[],
  visit: { serviceId: string; quantity: number; date: string | null; timeSlot: TimeSlot | null },
): CreditChoice | null {
  const window = TIME_WINDOWS.find((each) => each.timeSlot === visit.timeSlot);
  const startsAt = visit.date && window ? klInstant(visit.date, window.startHour).getTime() : null;
  const covering = credits.filter(
    (credit) =>
      credit.usable &&
      credit.services.some((service) => service.id === visit.serviceId) &&
      (startsAt === null || Date.parse(credit.expiresAt) > startsAt),
  );
  const enough = covering
    .filter((credit) => credit.creditsLeft >= visit.quantity)
    .sort((a, b) => a.expiresAt.localeCompare(b.expiresAt))[0];
  if (enough) return { credit: enough, enough: true };
  const most = [...covering].sort((a, b) => b.creditsLeft - a.creditsLeft)[0];
  return most ? { credit: most, enough: false } : null;
}
