import type { BookingRequest } from "@ivdrips/contract/bookings";
import type { Service } from "@ivdrips/contract/catalogue";
import type { TreatmentConsentSignature } from "@ivdrips/contract/clinical";
import { Lock, MapPin } from "lucide-react";
import { lazy, Suspense, useEffect, useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { SectionLoading } from "../../../components/ui/section-loading";
import { Spinner } from "../../../components/ui/spinner";
import type { BookAgainPrefill } from "../../../lib/book-again";
import { formatRm } from "../../../lib/format";
import { useT } from "../../../lib/i18n/use-t";
import { useAreaCheck } from "../../../components/visit-place/use-area-check";
import { useAuthDialogs, useSession } from "../../../lib/session";
import { say } from "../../../lib/stand-ins/lingui";
import { useNow } from "../../../lib/use-now";
import { accountPrefill } from "../../../lib/account-prefill";
import { useBookingCheckout } from "../hooks/use-booking-checkout";
import { useBookingDraft } from "../hooks/use-booking-draft";
import { useBookingSchedule } from "../hooks/use-booking-schedule";
import { useGiftCard } from "../../../lib/use-gift-card";
import { usePackageCredit } from "../hooks/use-package-credit";
import { useContinueAfterAccount } from "../../../lib/use-continue-after-account";
import { useRestoreCheckoutDraft } from "../hooks/use-restore-checkout-draft";
import { BOOKING_CITY, PAY_WITH_CREDIT, toBookingRequest, type BookingFormValues } from "../lib/booking-form";
import { saveCardDraft, type CardStep } from "../lib/card-draft";
import type { ClearanceRefusal } from "../lib/clinical-refusal";
import { composePhone } from "../lib/phone";
import { BookingDetailsFields } from "./booking-details-fields";
import { BookingDateField, BookingTimeField } from "./booking-schedule-fields";
import { BookingSummary } from "./booking-summary";
import { GiftCardField } from "../../../components/gift-card-field";
import { payAheadParts } from "../lib/gift-card";
import { useVisitFees } from "../../../lib/visit-fees";
import { creditValueSen } from "@ivdrips/contract/booking-charges";
import { rmToSen, senToRm } from "@ivdrips/contract/money";
import { totalOf } from "@ivdrips/contract/visit-day";
import { visitPriceLines } from "../lib/visit-price";
import { VisitTermsNote } from "./visit-terms-note";

// The health screening and the consent to treatment, with their schemas and texts: loaded once the customer
// goes on from their details (nothing of them on the page's first load).
const ClearanceStep = lazy(() =>
  import("./clearance-step").then((module) => ({ default: module.ClearanceStep })),
);

export interface BookingCardProps {
  service: Pick<Service, "id" | "name" | "price">;
  /** USDT/USDC chosen and the booking valid: the page opens the crypto payment with this request. */
  onCryptoCheckout(booking: BookingRequest): void;
  /** Book Again: the past booking's quantity and address, as the form's starting values. */
  prefill?: BookAgainPrefill | null;
}

/**
 * SPEC §2 booking card and §4 "Booking form gating": date, then window, then the details form. All days and
 * windows are Kuala Lumpur's, judged with the contract's helpers at `now` (refreshed every 60 seconds). Then,
 * signed in (issue 36), the clearance: the health screening when the profile is not current, the stop before
 * payment on an absolute contraindication, else the consent to treatment, signed, whose button pays. A package
 * credit and a gift card may pay ahead (issue 39), the chosen method the rest. What the card holds is kept in
 * this tab (lib/card-draft.ts): a reload loses nothing but a gift card's code, which stays in the page only.
 */
export function BookingCard({ service, onCryptoCheckout, prefill }: BookingCardProps) {
  const now = useNow();
  const t = useT();
  const { status } = useSession();
  const { setOpen } = useAuthDialogs();
  const schedule = useBookingSchedule(now);
  const { date, timeSlot } = schedule;
  const { form, values, quantity, enabledMethods } = useBookingDraft(prefill);
  const [step, setStep] = useState<CardStep>("details");
  const [signedName, setSignedName] = useState("");
  const [refusal, setRefusal] = useState<ClearanceRefusal | null>(null);
  // The clearance was entered by the customer just now (its heading takes the focus), not put back by a reload.
  const [entered, setEntered] = useState(false);
  // Kept in this tab from the customer's first change on (a card only put back is not written again).
  const [touched, setTouched] = useState(false);
  const giftCard = useGiftCard();
  const { pay, busy } = useBookingCheckout(
    onCryptoCheckout,
    (refused) => {
      setRefusal(refused);
      setStep("clearance");
    },
    // A gift card the server would not take: back to its field, which says why (the hold was let go).
    (error) => {
      giftCard.refuse(error);
      setTouched(true);
      setRefusal(null);
      setStep("details");
    },
  );
  // Priced by the server's rules, surcharges included: what the summary shows is what is charged.
  const fees = useVisitFees(BOOKING_CITY);
  const lines = visitPriceLines({ ...service, quantity, date, timeSlot, fees: fees.data, now });
  const total = senToRm(totalOf(lines));
  // A package's credits pay the drips (issue 39); what is left (a surcharge) is paid by card.
  const credit = usePackageCredit(form, values.paymentMethod, {
    serviceId: service.id,
    quantity,
    date,
    timeSlot,
  });
  const withCredit = values.paymentMethod === PAY_WITH_CREDIT && credit?.enough === true ? credit : null;
  // Then a gift card (issue 39), signed in and not with crypto (its payment is quoted on the whole total).
  const crypto = values.paymentMethod === "usdt";
  const giftCardOn = status === "authenticated" && !crypto;
  const parts = payAheadParts({
    totalSen: totalOf(lines),
    creditSen: withCredit ? creditValueSen({ unitPriceSen: rmToSen(service.price), quantity }) : 0,
    giftCardBalanceSen: giftCardOn ? (giftCard.applied?.balanceSen ?? null) : null,
  });
  const { creditSen, giftCardSen } = parts;
  const due = senToRm(parts.dueSen);
  // Nothing left for a checkout: the button books, paid by the credit and/or the gift card.
  const paidWhole = (withCredit !== null || giftCardSen > 0) && due === 0;
  const paidWholeTexts = giftCardSen > 0 ? t.giftCards.booking : t.packages.booking;

  useRestoreCheckoutDraft(service.id, form, schedule.restore, (restoredStep, restoredName) => {
    setStep(restoredStep);
    setSignedName(restoredName);
  });

  const { subscribe } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ type }) => {
          if (type === "change") setTouched(true);
        },
      }),
    [subscribe],
  );
  useEffect(() => {
    if (!touched) return;
    saveCardDraft(service.id, { date, timeSlot, values, step, signedName });
  }, [touched, service.id, date, timeSlot, values, step, signedName]);

  // The date strip and window picker, noting the customer's changes.
  const picker: typeof schedule = {
    ...schedule,
    selectDate(day) {
      setTouched(true);
      schedule.selectDate(day);
    },
    changeWeek(offset) {
      setTouched(true);
      schedule.changeWeek(offset);
    },
    selectWindow(slot) {
      setTouched(true);
      schedule.selectWindow(slot);
    },
  };

  // A postcode the nurses do not visit is refused here, before payment, at its field (issue 37).
  const checkArea = useAreaCheck(form, BOOKING_CITY);
  const toClearance = async () => {
    if (!date || !timeSlot) return;
    // Never on to payment with a price that may lack its surcharges.
    if (!fees.data && !(await fees.refetch()).data) return;
    if (!(await checkArea())) return;
    setTouched(true);
    setEntered(true);
    setStep("clearance");
  };
  const continueAfterAccount = useContinueAfterAccount(() => void form.handleSubmit(toClearance)());

  const backToDetails = () => {
    setTouched(true);
    setRefusal(null);
    setStep("details");
  };

  // Signed: the details are checked again as they stand, then paid with the signature.
  const sign = (consent: TreatmentConsentSignature) => {
    void form.handleSubmit(
      (formValues: BookingFormValues) => {
        if (!date || !timeSlot) return;
        setRefusal(null);
        const purchaseId =
          formValues.paymentMethod === PAY_WITH_CREDIT ? withCredit?.credit.purchaseId : undefined;
        const giftCardCode = giftCardSen > 0 ? giftCard.applied?.code : undefined;
        pay(
          toBookingRequest(formValues, service, { date, timeSlot, total }, consent, {
            credit: purchaseId,
            giftCardCode,
          }),
          // A credit no longer there to take (the choice goes back to a card): the card's checkout.
          formValues.paymentMethod === PAY_WITH_CREDIT && !purchaseId ? "card" : formValues.paymentMethod,
          {
            serviceId: service.id,
            date,
            timeSlot,
            values: formValues,
          },
        );
      },
      // Put back from an old draft and no longer valid: the form shows what to change.
      backToDetails,
    )();
  };

  // Never a disabled button without a reason: a press marks what is missing or wrong, and the first such field
  // is scrolled to and focused (react-hook-form's shouldFocusError).
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === "authenticated") return form.handleSubmit(toClearance)(event);
    // SPEC §5: a signed-out customer gets an account first: the sign-up starts from what was typed here, and
    // the booking goes on by itself once they are in (issue 35).
    if (status !== "unauthenticated" || !(await form.trigger(undefined, { shouldFocus: true }))) return;
    if (!(await checkArea())) return;
    const typed = form.getValues();
    continueAfterAccount();
    accountPrefill.offer({
      fullName: typed.name.trim(),
      email: typed.email.trim(),
      phone: composePhone(typed.phoneCountry, typed.phone),
    });
    setOpen("signup");
  };
  const clearance = step === "clearance" && status === "authenticated";

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

        <BookingDateField schedule={picker} now={now} />
        <BookingTimeField schedule={picker} />

        {date && timeSlot && clearance ? (
          <div className="border-border space-y-5 border-t pt-6">
            <BookingSummary
              service={service}
              date={date}
              timeSlot={timeSlot}
              quantity={quantity}
              lines={lines}
              creditSen={creditSen}
              giftCardSen={giftCardSen}
            />
            <Suspense fallback={<SectionLoading />}>
              <ClearanceStep
                service={service}
                patientName={values.name ?? ""}
                total={due}
                {...(paidWhole ? { payLabel: paidWholeTexts.consent } : {})}
                signedName={signedName}
                onSignedNameChange={(name) => {
                  setTouched(true);
                  setSignedName(name);
                }}
                refusal={refusal}
                onRefusalHandled={() => setRefusal(null)}
                focusOnEntry={entered || refusal !== null}
                busy={busy}
                onBack={backToDetails}
                onSign={sign}
              />
            </Suspense>
          </div>
        ) : date && timeSlot ? (
          <form noValidate onSubmit={onSubmit} className="border-border space-y-5 border-t pt-6">
            <h3 className="text-foreground text-base font-semibold">{t.booking.card.yourDetails}</h3>
            <BookingDetailsFields
              form={form}
              phoneCountry={values.phoneCountry}
              enabledMethods={enabledMethods}
              credit={credit}
              creditNote={
                withCredit
                  ? giftCardSen > 0
                    ? t.giftCards.booking.withCredit
                    : due === 0
                      ? t.packages.booking.coversAll
                      : say("packages.booking.surcharge", { amount: formatRm(due) })
                  : null
              }
            />
            {status === "authenticated" ? (
              <GiftCardField
                id="booking-gift-card"
                giftCard={giftCard}
                parts={parts}
                crypto={crypto}
                notNeeded={t.giftCards.booking.notNeeded}
              />
            ) : null}
            <BookingSummary
              service={service}
              date={date}
              timeSlot={timeSlot}
              quantity={quantity}
              lines={lines}
              creditSen={creditSen}
              giftCardSen={giftCardSen}
            />
            <VisitTermsNote date={date} timeSlot={timeSlot} now={now} />

            <Button
              type="submit"
              size="lg"
              // Its words wrap rather than widen the card on a phone.
              className="h-auto min-h-12 w-full py-2 whitespace-normal"
              disabled={busy || !BOOKING_CITY}
            >
              {busy ? (
                <>
                  <Spinner />
                  {t.booking.card.redirecting}
                </>
              ) : paidWhole ? (
                paidWholeTexts.submit
              ) : (
                say("booking.card.submit", { total: formatRm(due) })
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
