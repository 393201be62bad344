import type { PaymentMethod } from "@ivdrips/contract/payments";
import { Ticket } from "lucide-react";
import type { ReactNode } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import { fieldA11y, FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { PlaceFields } from "../../../components/visit-place/place-fields";
import { placeFormValues } from "../../../components/visit-place/place-form";
import { SavedPlacePicker } from "../../../components/visit-place/saved-place-picker";
import { useT } from "../../../lib/i18n/use-t";
import { say } from "../../../lib/stand-ins/lingui";
import { useSavedPlaces } from "../../../lib/saved-places";
import { useSession } from "../../../lib/session";
import {
  BOOKING_CITY,
  PAY_WITH_CREDIT,
  type BookingFormInput,
  type BookingFormValues,
  type PaymentChoice,
} from "../lib/booking-form";
import type { CreditChoice } from "../lib/package-credit";
import { DEFAULT_DIAL_COUNTRY } from "../lib/phone";
import { MethodTile, PaymentMethodField } from "../../../components/payment-method-field";
import { PhoneField } from "./phone-field";
import { QuantityStepper } from "./quantity-stepper";

/**
 * The customer's details, where the nurse goes (a saved place, or typed, and kept for next time), the payment
 * method (a package's credit first, when one covers the drip: issue 39) and the quantity: the booking card's
 * form fields.
 */
export function BookingDetailsFields({
  form,
  phoneCountry,
  enabledMethods,
  credit = null,
  creditNote = null,
}: {
  form: UseFormReturn<BookingFormInput, unknown, BookingFormValues>;
  phoneCountry: string | undefined;
  enabledMethods: Record<PaymentMethod, boolean>;
  credit?: CreditChoice | null;
  /** What paying with the credit leaves to pay, said under the choices while it is chosen. */
  creditNote?: ReactNode;
}) {
  const t = useT();
  const { register, control, setValue, formState } = form;
  const { user } = useSession();
  const savedPlaces = useSavedPlaces(user?.id);
  return (
    <>
      <FormField id="booking-name" label={t.booking.card.fullName} error={formState.errors.name?.message}>
        <Input
          {...fieldA11y("booking-name", formState.errors.name?.message)}
          autoComplete="name"
          {...register("name")}
        />
      </FormField>
      <Controller
        control={control}
        name="phone"
        render={({ field, fieldState }) => (
          <PhoneField
            id="booking-phone"
            country={phoneCountry ?? DEFAULT_DIAL_COUNTRY}
            onCountryChange={(code) => setValue("phoneCountry", code)}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormField id="booking-email" label={t.booking.card.email} error={formState.errors.email?.message}>
        <Input
          {...fieldA11y("booking-email", formState.errors.email?.message)}
          type="email"
          autoComplete="email"
          {...register("email")}
        />
      </FormField>
      <SavedPlacePicker
        id="booking-saved-place"
        places={savedPlaces.data ?? []}
        onPick={(saved) =>
          setValue("place", placeFormValues(saved.place), { shouldDirty: true, shouldValidate: true })
        }
      />
      <PlaceFields form={form} city={BOOKING_CITY} idPrefix="booking-place" />
      {user ? (
        <label className="text-foreground flex items-center gap-2.5 text-sm">
          <input type="checkbox" className="accent-primary size-4 shrink-0" {...register("savePlace")} />
          <span>{t.place.form.savePlace}</span>
        </label>
      ) : null}
      <Controller
        control={control}
        name="paymentMethod"
        render={({ field, fieldState }) => (
          <PaymentMethodField<PaymentChoice>
            value={field.value}
            onChange={field.onChange}
            enabled={enabledMethods}
            error={fieldState.error?.message}
            note={field.value === PAY_WITH_CREDIT ? creditNote : null}
          >
            {credit ? (
              <MethodTile
                value={PAY_WITH_CREDIT}
                checked={field.value === PAY_WITH_CREDIT}
                disabled={!credit.enough}
                onChange={() => field.onChange(PAY_WITH_CREDIT)}
                className="col-span-2"
              >
                <Ticket className="size-4 shrink-0" aria-hidden="true" />
                <span className="grid gap-0.5">
                  <span>{t.packages.booking.option}</span>{" "}
                  <span className="text-muted-foreground text-xs font-normal">
                    {say(credit.enough ? "packages.booking.optionDetail" : "packages.booking.notEnough", {
                      name: credit.credit.packageName,
                      left: credit.credit.creditsLeft,
                      total: credit.credit.credits,
                      quantity: form.getValues("quantity"),
                    })}
                  </span>
                </span>
              </MethodTile>
            ) : null}
          </PaymentMethodField>
        )}
      />
      <Controller
        control={control}
        name="quantity"
        render={({ field }) => <QuantityStepper value={field.value} onChange={field.onChange} />}
      />
    </>
  );
}
