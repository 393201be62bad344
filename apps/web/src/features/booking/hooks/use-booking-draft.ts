import type { PaymentMethod } from "@ivdrips/contract/payments";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { postcodeIn } from "@ivdrips/contract/visit-place";
import { useForm, useWatch } from "react-hook-form";
import { EMPTY_PLACE } from "../../../components/visit-place/place-form";
import type { BookAgainPrefill } from "../../../lib/book-again";
import { usePaymentConfig } from "../../../lib/payment-config";
import { useSession } from "../../../lib/session";
import {
  BookingFormSchema,
  PAY_WITH_CREDIT,
  type BookingFormInput,
  type BookingFormValues,
} from "../lib/booking-form";
import { DEFAULT_DIAL_COUNTRY, splitPhone } from "../lib/phone";

const DEFAULT_VALUES: BookingFormInput = {
  name: "",
  email: "",
  phoneCountry: DEFAULT_DIAL_COUNTRY,
  phone: "",
  place: EMPTY_PLACE,
  savePlace: false,
  paymentMethod: "card",
  quantity: 1,
};

/** Until the server says otherwise, hosted checkout is on and crypto is off. */
const ASSUMED_METHODS: Record<PaymentMethod, boolean> = {
  usdt: false,
  card: true,
  applepay: true,
  googlepay: true,
  fpx: true,
  grabpay: true,
};

/**
 * The booking card's details form: started from Book Again's quantity and address (as the place's first line), filled from the signed-in
 * profile where the customer has typed nothing, and kept on a payment method the server offers.
 */
export function useBookingDraft(prefill: BookAgainPrefill | null | undefined) {
  const { user } = useSession();
  const form = useForm<BookingFormInput, unknown, BookingFormValues>({
    resolver: zodResolver(BookingFormSchema),
    defaultValues: prefill
      ? {
          ...DEFAULT_VALUES,
          quantity: prefill.quantity,
          // The past booking's address on one line, its postcode read from it: the customer checks the rest.
          place: { ...EMPTY_PLACE, line1: prefill.address, postcode: postcodeIn(prefill.address) ?? "" },
        }
      : DEFAULT_VALUES,
  });
  const { control, setValue, getValues } = form;
  const values = useWatch({ control });

  // Prefill from the signed-in profile, never over what the customer typed.
  useEffect(() => {
    if (!user) return;
    const current = getValues();
    if (!current.name) setValue("name", user.fullName);
    if (!current.email) setValue("email", user.email);
    if (!current.phone && user.phone) {
      const { country, local } = splitPhone(user.phone);
      setValue("phoneCountry", country);
      setValue("phone", local);
    }
  }, [user, getValues, setValue]);

  const enabledMethods = usePaymentConfig().data?.methods ?? ASSUMED_METHODS;
  // If the chosen method is switched off by the server, fall back to card (a package credit is the card's own
  // to judge: usePackageCredit).
  const method = values.paymentMethod;
  useEffect(() => {
    if (method && method !== PAY_WITH_CREDIT && !enabledMethods[method]) setValue("paymentMethod", "card");
  }, [enabledMethods, method, setValue]);

  return { form, values, quantity: values.quantity ?? 1, enabledMethods };
}
