import { MAX_QUANTITY, MIN_QUANTITY } from "@ivdrips/contract/bookings";
import { TIME_SLOTS, type TimeSlot } from "@ivdrips/contract/time-windows";
import { useEffect, useEffectEvent } from "react";
import type { UseFormReturn } from "react-hook-form";
import { z } from "zod";
import { placeFromDraft } from "../../../components/visit-place/place-form";
import { takeCheckoutDraft } from "../../../lib/checkout-hold";
import { PAYMENT_CHOICES, type BookingFormInput, type BookingFormValues } from "../lib/booking-form";
import { readCardDraft, type CardStep } from "../lib/card-draft";

/** The form's fields as a draft may hold them: each is checked again, as typed, when the customer books. */
const DraftValuesSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    phoneCountry: z.string(),
    phone: z.string(),
    place: z.unknown().transform(placeFromDraft),
    savePlace: z.boolean(),
    paymentMethod: z.enum(PAYMENT_CHOICES),
    quantity: z.number().int().min(MIN_QUANTITY).max(MAX_QUANTITY),
  })
  .partial();

/**
 * The card put back as it was, once, when the page is loaded anew: back from the checkout (issue 35), the day,
 * window and details it held as it left; else after a reload (issue 36), the same and the step reached with
 * the name typed to sign (`resume`). A page restored whole by the back/forward cache needs none of it.
 */
export function useRestoreCheckoutDraft(
  serviceId: string,
  form: UseFormReturn<BookingFormInput, unknown, BookingFormValues>,
  restore: (day: string, slot: TimeSlot | null) => void,
  resume: (step: CardStep, signedName: string) => void,
) {
  const putBack = useEffectEvent(() => {
    const fromCheckout = takeCheckoutDraft(serviceId);
    const card = fromCheckout ? null : readCardDraft(serviceId);
    const draft = fromCheckout ?? card;
    if (!draft) return;
    const values = DraftValuesSchema.safeParse(draft.values);
    if (values.success) {
      const { place, ...rest } = values.data;
      form.reset({ ...form.getValues(), ...rest, ...(place ? { place } : {}) });
    }
    const slot = TIME_SLOTS.find((each) => each === draft.timeSlot) ?? null;
    if (draft.date) restore(draft.date, slot);
    if (card) resume(card.step, card.signedName);
  });
  useEffect(() => putBack(), [serviceId]);
}
