import { say } from "../../../lib/i18n/lingui";
import type { BookingRequest } from "@ivdrips/contract/bookings";
import type { Service } from "@ivdrips/contract/catalogue";
import type { PaymentMethod } from "@ivdrips/contract/payments";
import { earliestBookableDate, findTimeWindow, isWindowBookable } from "@ivdrips/contract/time-windows";
import type { TimeSlot } from "@ivdrips/contract/time-windows";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { CalendarDays, Lock, MapPin } from "lucide-react";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { DateStrip } from "../../../components/date-strip";
import { TimeWindowPicker } from "../../../components/time-window-picker";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { fieldA11y, FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { availabilityKey, availabilityOn, useRangeAvailability } from "../../../lib/availability";
import type { BookAgainPrefill } from "../../../lib/book-again";
import { rememberCheckoutHold } from "../../../lib/checkout-hold";
import { formatKlDay, formatRm } from "../../../lib/format";
import { useT } from "../../../lib/i18n/use-t";
import { usePaymentConfig } from "../../../lib/payment-config";
import { redirectTo } from "../../../lib/redirect";
import { dayUnavailable, stripDays, windowStates } from "../../../lib/schedule";
import { useAuthDialogs, useSession } from "../../../lib/session";
import { useNow } from "../../../lib/use-now";
import { useCreateCheckoutSession } from "../api/create-checkout-session";
import { useProviders } from "../api/get-providers";
import {
  BOOKING_CITY,
  BookingFormSchema,
  missingRequired,
  toBookingRequest,
  type BookingFormInput,
  type BookingFormValues,
} from "../lib/booking-form";
import { DEFAULT_DIAL_COUNTRY, splitPhone } from "../lib/phone";
import { timeWindowLabel } from "../../../lib/time-window-label";
import { PaymentMethodField } from "./payment-method-field";
import { PhoneField } from "./phone-field";
import { QuantityStepper } from "./quantity-stepper";

export interface BookingCardProps {
  service: Pick<Service, "id" | "name" | "price">;
  /** USDT/USDC chosen and the booking valid: the page opens the crypto payment with this request. */
  onCryptoCheckout(booking: BookingRequest): void;
  /** Book Again: the past booking's quantity and address, as the form's starting values. */
  prefill?: BookAgainPrefill | null;
}

const DEFAULT_VALUES: BookingFormInput = {
  name: "",
  email: "",
  phoneCountry: DEFAULT_DIAL_COUNTRY,
  phone: "",
  address: "",
  paymentMethod: "card",
  quantity: 1,
};

/** Until the server says otherwise, hosted checkout is on and crypto is off. */
const ASSUMED_METHODS: Record<PaymentMethod, boolean> = {
  usdt: false,
  card: true,
  applepay: true,
  googlepay: true,
};

/**
 * SPEC §2 booking card and §4 "Booking form gating": date, then window, then the details form. All days and
 * windows are Kuala Lumpur's, judged with the contract's helpers at `now` (refreshed every 60 seconds).
 */
export function BookingCard({ service, onCryptoCheckout, prefill }: BookingCardProps) {
  const now = useNow();
  const t = useT();
  const queryClient = useQueryClient();
  const { status, user } = useSession();
  const { setOpen } = useAuthDialogs();
  const [weekOffset, setWeekOffset] = useState(0);
  const [date, setDate] = useState<string | null>(null);
  const [timeSlot, setTimeSlot] = useState<TimeSlot | null>(null);

  const providers = useProviders(BOOKING_CITY);
  const providerIds = useMemo(() => providers.data?.map((provider) => provider._id), [providers.data]);
  // The shown week's places for every provider of the city, in one request: the strip and the windows.
  const stripStart = stripDays(now, weekOffset)[0] ?? "";
  const availability = useRangeAvailability(providerIds, stripStart);
  const paymentConfig = usePaymentConfig();
  const checkout = useCreateCheckoutSession();

  const form = useForm<BookingFormInput, unknown, BookingFormValues>({
    resolver: zodResolver(BookingFormSchema),
    defaultValues: prefill
      ? { ...DEFAULT_VALUES, quantity: prefill.quantity, address: prefill.address }
      : DEFAULT_VALUES,
  });
  const { register, control, setValue, getValues, handleSubmit, formState } = form;
  const values = useWatch({ control });
  const quantity = values.quantity ?? 1;
  const total = service.price * quantity;

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

  // Every minute: a chosen day or window that can no longer be booked is cleared; places are re-read.
  useEffect(() => {
    if (date && date < earliestBookableDate(now)) {
      setDate(null);
      setTimeSlot(null);
    } else if (date && timeSlot) {
      const window = findTimeWindow(timeSlot);
      if (!window || !isWindowBookable(date, window, now)) setTimeSlot(null);
    }
    void queryClient.invalidateQueries({ queryKey: availabilityKey });
    // Only the clock drives this; date and time are read as they are at that tick.
  }, [now, queryClient]);

  const windows = date ? windowStates(date, now, availabilityOn(availability.data, date)) : [];
  const chosenWindow = windows.find((window) => window.timeSlot === timeSlot);

  // A window that filled up meanwhile (seen on a refetch) is no longer chosen.
  useEffect(() => {
    if (chosenWindow && chosenWindow.status !== "open" && chosenWindow.status !== "loading")
      setTimeSlot(null);
  }, [chosenWindow]);

  // Back from the checkout, restored from the back/forward cache: the form is usable again (the service page
  // lets the hold go, useReleaseAbandonedHold).
  const resetCheckout = checkout.reset;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) resetCheckout();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [resetCheckout]);

  const enabledMethods = paymentConfig.data?.methods ?? ASSUMED_METHODS;
  // If the chosen method is switched off by the server, fall back to card.
  useEffect(() => {
    if (values.paymentMethod && !enabledMethods[values.paymentMethod]) setValue("paymentMethod", "card");
  }, [enabledMethods, values.paymentMethod, setValue]);

  const canSubmit = Boolean(
    BOOKING_CITY &&
    date &&
    timeSlot &&
    values.name?.trim() &&
    values.email?.trim() &&
    values.phone?.trim() &&
    values.paymentMethod,
  );
  const busy = checkout.isPending || checkout.isSuccess;

  const book = (formValues: BookingFormValues) => {
    if (!date || !timeSlot) return;
    const booking = toBookingRequest(formValues, service, date, timeSlot);
    if (formValues.paymentMethod === "usdt") {
      onCryptoCheckout(booking);
      return;
    }
    checkout.mutate(
      { bookingData: booking, paymentMethod: formValues.paymentMethod },
      {
        onSuccess: ({ url, bookingId }) => {
          if (url) {
            // Coming back to this page without paying lets the hold go (useReleaseAbandonedHold).
            rememberCheckoutHold(bookingId);
            redirectTo(url);
          } else {
            checkout.reset();
            toast({
              title: t.booking.toasts.failedTitle,
              description: t.booking.toasts.noPaymentSession,
              variant: "destructive",
            });
          }
        },
        onError: (error) => {
          toast({
            title: t.booking.toasts.failedTitle,
            description: errorMessage(error, t.booking.toasts.failedDescription),
            variant: "destructive",
          });
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== "authenticated") {
      // SPEC §5: a signed-out customer signs in first; the form keeps what was entered.
      if (status === "unauthenticated") setOpen("login");
      return;
    }
    if (missingRequired(getValues(), date, timeSlot)) {
      toast({
        title: t.booking.toasts.missingTitle,
        description: t.booking.toasts.missingDescription,
        variant: "destructive",
      });
      return;
    }
    void handleSubmit(book)(event);
  };

  const selectDate = (day: string) => {
    setDate(day);
    setTimeSlot(null);
  };
  const changeWeek = (offset: number) => {
    setWeekOffset(Math.max(0, offset));
    setDate(null);
    setTimeSlot(null);
  };

  return (
    <Card className="overflow-hidden" aria-labelledby="booking-card-title" role="region">
      <div className="border-border bg-primary-soft/60 border-b px-5 py-4 sm:px-6">
        <h2 id="booking-card-title" className="font-display text-foreground text-xl font-semibold">
          {t.booking.card.title}
        </h2>
        <p className="text-muted-foreground mt-1 text-sm">
          {say("booking.card.perPerson", { price: formatRm(service.price) })}
        </p>
      </div>

      <div className="space-y-6 px-5 py-5 sm:px-6">
        <FormField id="booking-location" label={t.booking.card.location}>
          <div className="relative">
            <MapPin
              aria-hidden="true"
              className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
            />
            <Input
              id="booking-location"
              value={t.booking.card.fixedLocation}
              readOnly
              className="bg-muted/60 pl-9"
            />
          </div>
        </FormField>

        <section aria-labelledby="booking-date-heading" className="space-y-2">
          <h3
            id="booking-date-heading"
            className="text-foreground flex items-center gap-2 text-sm font-medium"
          >
            <CalendarDays aria-hidden="true" className="text-primary size-4" />
            {t.booking.card.selectDate}
            <span className="text-muted-foreground font-normal">{t.booking.card.klTime}</span>
          </h3>
          <DateStrip
            now={now}
            weekOffset={weekOffset}
            onWeekChange={changeWeek}
            selected={date}
            onSelect={selectDate}
            unavailable={(day) => dayUnavailable(day, now, availabilityOn(availability.data, day))}
          />
        </section>

        {date ? (
          <section aria-labelledby="booking-time-heading" className="space-y-3">
            <h3 id="booking-time-heading" className="text-foreground text-sm font-medium">
              {t.booking.card.selectTime}
            </h3>
            {providers.isError || availability.isError ? (
              <div role="alert" className="bg-danger-soft text-destructive rounded-lg px-4 py-3 text-sm">
                <p>{errorMessage(providers.error ?? availability.error, t.booking.card.providersFailed)}</p>
                <Button
                  variant="link"
                  className="h-auto px-0"
                  onClick={() => void (providers.isError ? providers.refetch() : availability.refetch())}
                >
                  {t.common.tryAgain}
                </Button>
              </div>
            ) : providers.data && providers.data.length === 0 ? (
              <p role="alert" className="bg-muted text-muted-foreground rounded-lg px-4 py-3 text-sm">
                {say("booking.card.noProviders", { city: t.booking.card.city })}
              </p>
            ) : (
              <TimeWindowPicker windows={windows} selected={timeSlot} onSelect={setTimeSlot} />
            )}
          </section>
        ) : (
          <p className="text-muted-foreground text-sm">{t.booking.card.chooseDateFirst}</p>
        )}

        {date && timeSlot ? (
          <form noValidate onSubmit={onSubmit} className="border-border space-y-5 border-t pt-6">
            <h3 className="text-foreground text-base font-semibold">{t.booking.card.yourDetails}</h3>
            <FormField
              id="booking-name"
              label={t.booking.card.fullName}
              error={formState.errors.name?.message}
            >
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
                  country={values.phoneCountry ?? DEFAULT_DIAL_COUNTRY}
                  onCountryChange={(code) => setValue("phoneCountry", code)}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
            <FormField
              id="booking-email"
              label={t.booking.card.email}
              error={formState.errors.email?.message}
            >
              <Input
                {...fieldA11y("booking-email", formState.errors.email?.message)}
                type="email"
                autoComplete="email"
                {...register("email")}
              />
            </FormField>
            <FormField
              id="booking-address"
              label={t.booking.card.address}
              error={formState.errors.address?.message}
            >
              <Input
                {...fieldA11y("booking-address", formState.errors.address?.message)}
                autoComplete="street-address"
                placeholder={t.booking.card.addressPlaceholder}
                {...register("address")}
              />
            </FormField>
            <Controller
              control={control}
              name="paymentMethod"
              render={({ field, fieldState }) => (
                <PaymentMethodField
                  value={field.value}
                  onChange={field.onChange}
                  enabled={enabledMethods}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="quantity"
              render={({ field }) => <QuantityStepper value={field.value} onChange={field.onChange} />}
            />

            <section aria-labelledby="booking-summary-heading" className="bg-muted/70 rounded-lg p-4 text-sm">
              <h4 id="booking-summary-heading" className="text-foreground mb-3 font-semibold">
                {t.booking.summary.title}
              </h4>
              <dl className="space-y-2">
                <SummaryRow term={t.booking.summary.service} value={service.name} />
                <SummaryRow term={t.booking.summary.date} value={formatKlDay(date)} />
                <SummaryRow term={t.booking.summary.time} value={timeWindowLabel(t, timeSlot)} />
                <SummaryRow
                  term={t.booking.summary.quantity}
                  value={`${quantity} × ${formatRm(service.price)}`}
                />
                <div className="border-border flex items-baseline justify-between gap-4 border-t pt-3">
                  <dt className="text-foreground font-semibold">{t.booking.summary.total}</dt>
                  <dd className="text-primary text-lg font-semibold">{formatRm(total)}</dd>
                </div>
              </dl>
            </section>

            <Button type="submit" size="lg" className="w-full" disabled={!canSubmit || busy}>
              {busy ? (
                <>
                  <Spinner />
                  {t.booking.card.redirecting}
                </>
              ) : (
                say("booking.card.submit", { total: formatRm(total) })
              )}
            </Button>
            <p className="text-muted-foreground flex items-center justify-center gap-1.5 text-xs">
              <Lock aria-hidden="true" className="size-3.5" />
              {t.booking.card.secureNote}
            </p>
          </form>
        ) : null}
      </div>
    </Card>
  );
}

function SummaryRow({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-muted-foreground shrink-0">{term}</dt>
      <dd className="text-foreground text-right font-medium">{value}</dd>
    </div>
  );
}
