import { schemaMessage } from "@ivdrips/contract/api-messages";
import { MAX_QUANTITY, MIN_QUANTITY, QUANTITY_MESSAGE } from "@ivdrips/contract/bookings";
import type { BookingRequest } from "@ivdrips/contract/bookings";
import type { TreatmentConsentSignature } from "@ivdrips/contract/clinical";
import { EmailSchema, FullNameSchema, PHONE_MESSAGE, PhoneSchema } from "@ivdrips/contract/common";
import { PAYMENT_METHODS } from "@ivdrips/contract/payments";
import type { TimeSlot } from "@ivdrips/contract/time-windows";
import { z } from "zod";
import { PlaceFieldSchema } from "../../../components/visit-place/place-form";
import { composePhone, DIAL_COUNTRIES } from "./phone";

/** The card's own payment choice beside the methods (issue 39): the drips paid with a package's credits. */
export const PAY_WITH_CREDIT = "credit";
/** What the card's payment field may hold: a method, or a package credit. */
export const PAYMENT_CHOICES = [...PAYMENT_METHODS, PAY_WITH_CREDIT] as const;
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number];

export const BOOKING_CITY = "Kuala Lumpur";
export const BOOKING_COUNTRY = "Malaysia";

/** The booking card's details form; each field is the contract's, so the server agrees with it. */
export const BookingFormSchema = z
  .object({
    name: FullNameSchema,
    email: EmailSchema,
    phoneCountry: z.enum(DIAL_COUNTRIES.map((country) => country.code) as [string, ...string[]]),
    phone: z
      .string()
      .trim()
      .regex(/^\d{5,15}$/, { error: PHONE_MESSAGE }),
    /** Where the nurse goes (issue 37): the contract's VisitPlaceSchema, hotel details required for a hotel. */
    place: PlaceFieldSchema,
    /** Keep the place in My Account for the next booking (signed-in customers). */
    savePlace: z.boolean(),
    paymentMethod: z.enum(PAYMENT_CHOICES, { error: schemaMessage("paymentMethodRequired") }),
    quantity: z
      .number({ error: QUANTITY_MESSAGE })
      .int({ error: QUANTITY_MESSAGE })
      .min(MIN_QUANTITY, { error: QUANTITY_MESSAGE })
      .max(MAX_QUANTITY, { error: QUANTITY_MESSAGE }),
  })
  .refine((form) => PhoneSchema.safeParse(composePhone(form.phoneCountry, form.phone)).success, {
    error: PHONE_MESSAGE,
    path: ["phone"],
  });

/** What pays ahead of the checkout: a package purchase's credits, a gift card's code (either may be absent). */
export interface PayWith {
  credit?: string | undefined;
  giftCardCode?: string | undefined;
}

export type BookingFormInput = z.input<typeof BookingFormSchema>;
export type BookingFormValues = z.output<typeof BookingFormSchema>;

/**
 * The request the server books: it picks a provider with room, so no providerId. `consent`: the patient's
 * signature on the service's consent to treatment (issue 36), which the server requires; `payWith`: what pays
 * ahead of the checkout (issue 39), the package purchase whose credits pay the drips and/or a gift card's code.
 */
export function toBookingRequest(
  values: BookingFormValues,
  service: { id: string },
  visit: { date: string; timeSlot: TimeSlot; total: number },
  consent?: TreatmentConsentSignature,
  payWith: PayWith = {},
): BookingRequest {
  const { credit, giftCardCode } = payWith;
  return {
    serviceId: service.id,
    date: visit.date,
    timeSlot: visit.timeSlot,
    location: { country: BOOKING_COUNTRY, city: BOOKING_CITY },
    customerInfo: {
      name: values.name,
      email: values.email,
      phone: composePhone(values.phoneCountry, values.phone),
    },
    // The server writes `customerInfo.address` from the place (addressOneLine, with the postcode's area).
    place: values.place,
    ...(values.savePlace ? { savePlace: true } : {}),
    // The drip and its surcharges, as priced by visitPriceLines; the server checks it against its own.
    totalAmount: visit.total,
    currency: "MYR",
    quantity: values.quantity,
    ...(consent ? { consent } : {}),
    ...(credit || giftCardCode
      ? { payWith: { ...(credit ? { credit } : {}), ...(giftCardCode ? { giftCardCode } : {}) } }
      : {}),
  };
}
