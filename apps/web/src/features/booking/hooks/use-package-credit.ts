import type { TimeSlot } from "@ivdrips/contract/time-window-list";
import { useEffect } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useAccountCredits } from "../../../lib/account-credits";
import { useSession } from "../../../lib/session";
import {
  PAY_WITH_CREDIT,
  type BookingFormInput,
  type BookingFormValues,
  type PaymentChoice,
} from "../lib/booking-form";
import { creditChoice, type CreditChoice } from "../lib/package-credit";

/**
 * The package credit the card offers for the visit (issue 39): only to a signed-in customer with a package
 * that covers the drip. Chosen, then no longer possible (more drips than are left, another day past its
 * expiry, signed out), the choice goes back to a card once what the customer has is known.
 */
export function usePackageCredit(
  form: UseFormReturn<BookingFormInput, unknown, BookingFormValues>,
  paymentMethod: PaymentChoice | undefined,
  visit: { serviceId: string; quantity: number; date: string | null; timeSlot: TimeSlot | null },
): CreditChoice | null {
  const { user, status } = useSession();
  const credits = useAccountCredits(user?.id);
  const choice = credits.data && user ? creditChoice(credits.data, visit) : null;
  const chosen = paymentMethod === PAY_WITH_CREDIT;
  const known = status === "unauthenticated" || credits.isSuccess || credits.isError;
  const usable = choice?.enough === true;
  const { setValue } = form;
  useEffect(() => {
    if (chosen && known && !usable) setValue("paymentMethod", "card");
  }, [chosen, known, usable, setValue]);
  return choice;
}
