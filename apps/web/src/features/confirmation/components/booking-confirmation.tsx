import { clinicDecision, type ClinicDecision } from "@ivdrips/contract/visit-terms";
import { telLink } from "@ivdrips/contract/contact-links";
import { say } from "../../../lib/stand-ins/lingui";
import { sayNodes } from "../../../lib/stand-ins/say-nodes";
import { holdMinutesLeft, holdsPlace } from "@ivdrips/contract/booking-state";
import type { Booking } from "@ivdrips/contract/bookings";
import { whatsappLink } from "@ivdrips/contract/whatsapp";
import { TIME_SLOTS, type TimeSlot } from "@ivdrips/contract/time-windows";
import {
  BellRing,
  CalendarX2,
  CircleCheck,
  CircleX,
  Clock,
  CreditCard,
  IdCard,
  Landmark,
  LogIn,
  Mail,
  MapPinHouse,
  MessageCircle,
  RotateCcw,
  SearchX,
  ShieldCheck,
  Timer,
  TimerOff,
  TriangleAlert,
  Wallet,
} from "lucide-react";
import { useEffect } from "react";
import type { ReactNode } from "react";
import { Link } from "../../../lib/router";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { actionsAt } from "../../../lib/allowed-actions";
import { errorMessage } from "../../../lib/api-client";
import { bookAgainPath, bookAgainState } from "../../../lib/book-again";
import { forgetCheckoutDraft, forgetCheckoutHold } from "../../../lib/checkout-hold";
import { cn } from "../../../lib/stand-ins/cn";
import { formatRm } from "../../../lib/format";
import { formatKlMoment } from "../../../lib/format-moment";
import type { Catalogue } from "../../../locales/catalogue";

import { useT } from "../../../lib/i18n/use-t";
import { usePublicConfig } from "../../../lib/public-config";
import { useResumeCheckout } from "../../../lib/resume-checkout";
import { useAuthDialogs, useSession } from "../../../lib/session";
import { useNow } from "../../../lib/use-now";
import { useCompletePayment } from "../../../lib/complete-payment";
import { useConfirmationBooking } from "../api/get-confirmation-booking";
import type { ConfirmationLookup } from "../api/get-confirmation-booking";
import { detailsFromBooking, shortenHash } from "../lib/confirmation-details";
import { timeWindowLabel } from "../../../lib/time-window-label";
import { PlaceView } from "../../../components/visit-place/place-view";
import type { ConfirmationDetails, ConfirmationParams } from "../lib/confirmation-details";

/** An unpaid hold's minutes left are re-read this often while the page shows it. */
const HOLD_REFRESH_MS = 15_000;

/** A booking's time slot as the visitor's language reads it; any other time as it was given. */
function timeLabel(time: string, t: Catalogue): string {
  return (TIME_SLOTS as readonly string[]).includes(time) ? timeWindowLabel(t, time as TimeSlot) : time;
}

/**
 * SPEC §2 "Booking confirmation": completes a card payment and shows where the booking stands, as the server
 * says. Only a booking the server returns to its own customer is shown: details in the address alone (SPEC's
 * fallbacks) never make a confirmation.
 */
export function BookingConfirmation({ params }: { params: ConfirmationParams }) {
  const { status } = useSession();
  // A booking is named (a checkout's session or a booking id): only its own customer, signed in, sees it.
  const named = params.sessionId !== null || params.bookingId !== null;
  const lookup: ConfirmationLookup | null =
    status !== "authenticated"
      ? null
      : params.sessionId
        ? { by: "session", sessionId: params.sessionId }
        : params.bookingId
          ? { by: "id", bookingId: params.bookingId }
          : null;
  const completion = useCompletePayment(params.sessionId);
  const booking = useConfirmationBooking(lookup, params.sessionId === null || !completion.isPending);
  const t = useT();

  // Back from the checkout, paid or not: the service page has no hold of this tab's to let go any more.
  useEffect(() => {
    forgetCheckoutHold();
    forgetCheckoutDraft();
  }, []);

  if (named && (status === "loading" || (lookup !== null && booking.isPending))) {
    return (
      <div
        role="status"
        className="text-muted-foreground flex min-h-[50vh] items-center justify-center gap-3"
      >
        <Spinner className="text-primary size-5" />
        {t.confirmation.loading}
      </div>
    );
  }

  if (!named) return <BookingNotFound />;
  if (status === "unauthenticated") return <SignInToSee />;
  // Unknown, someone else's or unreadable: never a made-up confirmation.
  if (!booking.data) return <BookingNotFound />;
  return <BookingOutcome booking={booking.data} cryptoTx={params.cryptoTx} />;
}

function BookingNotFound() {
  const t = useT();
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-12 text-center">
      <span aria-hidden="true" className="bg-muted text-muted-foreground rounded-full p-3">
        <SearchX className="size-7" />
      </span>
      <h1 className="font-display text-2xl font-semibold tracking-tight">{t.confirmation.notFoundTitle}</h1>
      <p className="text-muted-foreground">{t.confirmation.notFoundText}</p>
      <Button asChild className="mt-2">
        <Link to="/services">{t.confirmation.backToServices}</Link>
      </Button>
    </Card>
  );
}

/** Signed out with a booking named in the address: sign in first (the page then loads it). */
function SignInToSee() {
  const t = useT();
  const { setOpen } = useAuthDialogs();
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-12 text-center">
      <span aria-hidden="true" className="bg-primary-soft text-primary rounded-full p-3">
        <LogIn className="size-7" />
      </span>
      <h1 className="font-display text-2xl font-semibold tracking-tight">{t.confirmation.signIn.title}</h1>
      <p className="text-muted-foreground">{t.confirmation.signIn.text}</p>
      <Button className="mt-2" onClick={() => setOpen("login")}>
        {t.confirmation.signIn.button}
      </Button>
    </Card>
  );
}

/** The loaded booking, told as it stands (its `state`): confirmed only when it is paid and not called off. */
function BookingOutcome({ booking, cryptoTx }: { booking: Booking; cryptoTx: string | null }) {
  // A hold's minutes left count down; when it runs out the page says so.
  const now = useNow(HOLD_REFRESH_MS);
  // A hold whose time ran out reads as let go before the server has said so.
  const state = booking.state === "held" && !holdsPlace(booking, now) ? "released" : booking.state;
  const t = useT();
  const text = t.confirmation;
  const details = detailsFromBooking(booking);

  switch (state) {
    case "awaiting_clinic":
    case "approved":
      return (
        <Confirmed
          details={details}
          approved={state === "approved"}
          cryptoTx={cryptoTx}
          decision={clinicDecision(booking.paidAt ? new Date(booking.paidAt) : now)}
        />
      );
    case "completed":
      return (
        <Outcome
          tone="success"
          icon={<CircleCheck className="size-9" />}
          title={text.completed.title}
          lead={text.completed.text}
          details={details}
          cryptoTx={cryptoTx}
          actions={<BookAgainButton booking={booking} />}
        />
      );
    case "rejected":
      return (
        <Outcome
          tone="destructive"
          icon={<CircleX className="size-9" />}
          title={text.rejected.title}
          lead={
            booking.cancellationReason === "no_clinic_response"
              ? text.rejected.noResponse
              : [
                  text.rejected.clinic,
                  booking.cancellationNote
                    ? say("account.card.staffNote", { note: booking.cancellationNote })
                    : null,
                ]
                  .filter(Boolean)
                  .join(" ")
          }
          notice={
            booking.refund
              ? say("confirmation.rejected.refund", { amount: formatRm(booking.refund.amount) })
              : null
          }
          details={details}
          refund={booking.refund}
          cryptoTx={cryptoTx}
          actions={<BookAgainButton booking={booking} />}
        />
      );
    case "cancelled":
      return (
        <Outcome
          tone="destructive"
          icon={<CalendarX2 className="size-9" />}
          title={text.cancelled.title}
          lead={
            booking.cancellationReason === "staff"
              ? [
                  t.account.reasons.staff,
                  booking.cancellationNote
                    ? say("account.card.staffNote", { note: booking.cancellationNote })
                    : null,
                ]
                  .filter(Boolean)
                  .join(". ")
              : text.cancelled.text
          }
          notice={
            booking.refund
              ? say("confirmation.cancelled.refund", { amount: formatRm(booking.refund.amount) })
              : null
          }
          details={details}
          refund={booking.refund}
          cryptoTx={cryptoTx}
          actions={<BookAgainButton booking={booking} />}
        />
      );
    case "held": {
      if (booking.paymentProcessingSince !== null && booking.holdExpiresAt !== null) {
        // FPX or GrabPay left the checkout: the bank answers, and the page reads the booking again until then.
        return (
          <Outcome
            tone="warning"
            icon={<Landmark className="size-9" />}
            title={text.processing.title}
            lead={say("confirmation.processing.text", {
              until: formatKlMoment(new Date(booking.holdExpiresAt)),
            })}
            details={details}
            cryptoTx={cryptoTx}
            actions={null}
          />
        );
      }
      const minutes = holdMinutesLeft(booking.holdExpiresAt, now);
      return (
        <Outcome
          tone="warning"
          icon={<Timer className="size-9" />}
          title={text.awaitingPayment.title}
          lead={say("confirmation.awaitingPayment.text", { count: minutes })}
          details={details}
          cryptoTx={cryptoTx}
          actions={actionsAt(booking, now).has("pay") ? <CompletePaymentButton booking={booking} /> : null}
        />
      );
    }
    case "released":
      return (
        <Outcome
          tone="muted"
          icon={<TimerOff className="size-9" />}
          title={text.expired.title}
          lead={text.expired.text}
          details={details}
          cryptoTx={cryptoTx}
          actions={<BookAgainButton booking={booking} primary />}
        />
      );
    case "flagged":
      return (
        <Outcome
          tone="warning"
          icon={<TriangleAlert className="size-9" />}
          title={text.needsAttention.title}
          lead={text.needsAttention.text}
          details={details}
          cryptoTx={cryptoTx}
          actions={<ContactUsButton primary />}
        />
      );
  }
}

const TONES = {
  success: "bg-success-soft text-success",
  warning: "bg-warning-soft text-warning",
  destructive: "bg-danger-soft text-destructive",
  muted: "bg-muted text-muted-foreground",
} as const;

/**
 * A booking that is not (or no longer) simply confirmed: what happened, what the customer gets back, the
 * booking's details, and what they can do next.
 */
function Outcome({
  tone,
  icon,
  title,
  lead,
  notice = null,
  details,
  refund = null,
  cryptoTx,
  actions,
}: {
  tone: keyof typeof TONES;
  icon: ReactNode;
  title: string;
  lead: string;
  notice?: string | null;
  details: ConfirmationDetails;
  refund?: Booking["refund"];
  cryptoTx: string | null;
  actions: ReactNode;
}) {
  const t = useT();
  const text = t.confirmation;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-8">
      <header className="grid justify-items-center gap-4 text-center">
        <span aria-hidden="true" className={cn("rounded-full p-4", TONES[tone])}>
          {icon}
        </span>
        <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
        <p className="text-muted-foreground max-w-xl text-balance">{lead}</p>
      </header>

      {notice ? (
        <div className="border-info/15 bg-info-soft text-foreground flex gap-3 rounded-xl border p-4 sm:p-5">
          <Wallet aria-hidden="true" className="text-info mt-0.5 size-5 shrink-0" />
          <p className="text-sm leading-relaxed">{notice}</p>
        </div>
      ) : null}

      <div className="flex flex-wrap justify-center gap-3">
        {actions}
        <Button asChild variant="outline">
          <Link to="/account">{text.viewBookings}</Link>
        </Button>
      </div>

      <Card className="p-5 sm:p-6">
        <h2 className="font-display mb-4 text-xl font-semibold tracking-tight">{text.details.title}</h2>
        <DetailsList details={details} cryptoTx={cryptoTx}>
          {refund ? (
            <>
              <Row term={text.refund.amount}>
                <span className="tabular-nums">{formatRm(refund.amount)}</span>
              </Row>
              {refund.cancellationFee > 0 ? (
                <Row term={text.refund.fee}>
                  <span className="tabular-nums">{formatRm(refund.cancellationFee)}</span>
                </Row>
              ) : null}
              <Row term={text.refund.status}>{text.refund.statuses[refund.status]}</Row>
            </>
          ) : null}
        </DetailsList>
      </Card>

      <SupportLine />
    </div>
  );
}

/** The service page again, with this booking's quantity and address in the form (never in the URL). */
function BookAgainButton({ booking, primary = false }: { booking: Booking; primary?: boolean }) {
  const t = useT();
  return (
    <Button asChild variant={primary ? "default" : "outline"}>
      <Link
        to={bookAgainPath(booking.serviceId._id)}
        state={bookAgainState({ quantity: booking.quantity, address: booking.customerInfo.address })}
      >
        <RotateCcw aria-hidden="true" />
        {t.confirmation.bookAgain}
      </Link>
    </Button>
  );
}

/** Complete Payment: a checkout of this same booking (the open session, or a new one; never a new hold). */
function CompletePaymentButton({ booking }: { booking: Booking }) {
  const t = useT();
  const text = t.confirmation.awaitingPayment;
  const resume = useResumeCheckout();
  const redirecting = resume.isPending || resume.isSuccess;
  return (
    <Button
      disabled={redirecting}
      onClick={() =>
        // Awaited rather than through mutate's callbacks: a refusal reads the booking again, and the page
        // may then show another state without this button before they would run.
        void resume.mutateAsync(booking).catch((error: unknown) =>
          toast({
            title: text.failed,
            description: errorMessage(error, text.failed),
            variant: "destructive",
          }),
        )
      }
    >
      {redirecting ? <Spinner /> : <CreditCard aria-hidden="true" />}
      {redirecting ? text.opening : text.button}
    </Button>
  );
}

function ContactUsButton({ primary = false }: { primary?: boolean }) {
  const config = usePublicConfig().data;
  const t = useT();
  const text = t.confirmation;
  const variant = primary ? "default" : "outline";
  return config ? (
    <Button asChild variant={variant}>
      <a href={whatsappLink(config.whatsappNumber)} target="_blank" rel="noopener noreferrer">
        <MessageCircle aria-hidden="true" />
        {text.contactUs}
        <span className="sr-only"> {text.contactUsWhatsApp}</span>
      </a>
    </Button>
  ) : (
    <Button disabled variant={variant}>
      <MessageCircle aria-hidden="true" />
      {text.contactUs}
    </Button>
  );
}

/** "Need help? Email … or call …" (once the public configuration is here). */
function SupportLine() {
  const config = usePublicConfig().data;
  useT(); // renders again in another language: its messages are said below
  if (!config) return null;
  return (
    <p className="text-muted-foreground flex flex-wrap items-center justify-center gap-x-1.5 gap-y-1 text-center text-sm">
      <ShieldCheck aria-hidden="true" className="text-primary size-4" />
      {sayNodes("confirmation.help", {
        email: (
          <a
            className="text-primary underline-offset-4 hover:underline"
            href={`mailto:${config.supportEmail}`}
          >
            {config.supportEmail}
          </a>
        ),
        phone: (
          <a className="text-primary underline-offset-4 hover:underline" href={telLink(config.supportPhone)}>
            {config.supportPhone}
          </a>
        ),
      })}
    </p>
  );
}

/** The booking's details (SPEC's list), with what a caller adds after them. */
function DetailsList({
  details,
  cryptoTx,
  children,
}: {
  details: ConfirmationDetails;
  cryptoTx: string | null;
  children?: ReactNode;
}) {
  const t = useT();
  const text = t.confirmation;
  return (
    <dl className="divide-border grid divide-y text-sm">
      <Row term={text.details.reference}>
        <span className="font-mono tracking-wide">{details.reference}</span>
      </Row>
      <Row term={text.details.service}>{details.service ?? text.defaultService}</Row>
      <Row term={text.details.name}>{details.name ?? text.notSpecified}</Row>
      <Row term={text.details.email}>{details.email ?? text.notSpecified}</Row>
      <Row term={text.details.phone}>{details.phone ?? text.notSpecified}</Row>
      <Row term={text.details.date}>{details.date}</Row>
      <Row term={text.details.time}>
        {details.time === null ? text.defaultTime : timeLabel(details.time, t)}
      </Row>
      <Row term={text.details.location}>{details.city ?? t.booking.card.city}</Row>
      {details.place ? (
        <div className="grid gap-1.5 py-2.5">
          <dt className="text-muted-foreground">{t.place.view.title}</dt>
          <dd>
            <PlaceView place={details.place} />
          </dd>
        </div>
      ) : null}
      {cryptoTx ? (
        <Row term={text.details.transaction}>
          <TransactionHash hash={cryptoTx} />
        </Row>
      ) : null}
      {details.total ? (
        <Row term={text.details.total}>
          <span className="text-foreground text-lg font-semibold tabular-nums">{details.total}</span>
        </Row>
      ) : null}
      {details.credit ? (
        <Row term={t.packages.booking.credit}>
          <span className="tabular-nums">{`− ${details.credit}`}</span>
        </Row>
      ) : null}
      {details.giftCard ? (
        <Row term={t.giftCards.booking.part}>
          <span className="tabular-nums">{`− ${details.giftCard}`}</span>
        </Row>
      ) : null}
      {children}
    </dl>
  );
}

/** SPEC's "Booking Confirmed!": paid and awaiting the clinic, or approved. */
function Confirmed({
  details,
  approved,
  cryptoTx,
  decision,
}: {
  details: ConfirmationDetails;
  approved: boolean;
  cryptoTx: string | null;
  /** When the clinic decides: the usual 15-30 minutes is promised only when it is open (issue 35). */
  decision: ClinicDecision;
}) {
  const t = useT();
  const text = t.confirmation;
  const label = <strong className="font-semibold">{text.nextStepsLabel}</strong>;
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-8">
      <header className="grid justify-items-center gap-4 text-center">
        <span aria-hidden="true" className="bg-success-soft text-success rounded-full p-4">
          <CircleCheck className="size-9" />
        </span>
        <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">{text.title}</h1>
        <p className="text-muted-foreground max-w-xl text-balance">
          {approved ? text.approved : text.pending}
        </p>
      </header>

      {approved ? null : (
        <div className="border-info/15 bg-info-soft text-foreground flex gap-3 rounded-xl border p-4 sm:p-5">
          <BellRing aria-hidden="true" className="text-info mt-0.5 size-5 shrink-0" />
          <p className="text-sm leading-relaxed">
            {decision.kind === "soon"
              ? sayNodes("confirmation.nextSteps", { label })
              : sayNodes("confirmation.nextStepsAfterOpening", {
                  label,
                  when: formatKlMoment(decision.opensAt),
                })}
          </p>
        </div>
      )}

      <div className="grid gap-6 lg:grid-cols-5">
        <Card className="p-5 sm:p-6 lg:col-span-3">
          <h2 className="font-display mb-4 text-xl font-semibold tracking-tight">{text.details.title}</h2>
          <DetailsList details={details} cryptoTx={cryptoTx} />
        </Card>

        <Card className="p-5 sm:p-6 lg:col-span-2">
          <h2 className="font-display mb-4 text-xl font-semibold tracking-tight">{text.whatsNext.title}</h2>
          <ul className="grid gap-4 text-sm">
            <Step icon={<Mail />}>{text.whatsNext.email}</Step>
            <Step icon={<Clock />}>{text.whatsNext.contact}</Step>
            <Step icon={<MapPinHouse />}>{text.whatsNext.available}</Step>
            <Step icon={<IdCard />}>{text.whatsNext.id}</Step>
          </ul>
        </Card>
      </div>

      <div className="grid justify-items-center gap-4 text-center">
        <div className="flex flex-wrap justify-center gap-3">
          <ContactUsButton primary />
          <Button asChild variant="outline">
            <Link to="/account">{text.viewBookings}</Link>
          </Button>
        </div>
        <SupportLine />
      </div>
    </div>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2.5 first:pt-0 last:pb-0">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="text-foreground min-w-0 text-right font-medium break-words">{children}</dd>
    </div>
  );
}

function Step({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span
        aria-hidden="true"
        className="bg-primary-soft text-primary shrink-0 rounded-full p-2 [&_svg]:size-4"
      >
        {icon}
      </span>
      <span className="pt-1 leading-relaxed">{children}</span>
    </li>
  );
}

/** The shortened hash, linked to the block explorer when it is a real transaction hash. */
function TransactionHash({ hash }: { hash: string }) {
  const t = useT();
  const short = shortenHash(hash);
  if (!/^0x[0-9a-fA-F]{64}$/.test(hash)) return <span className="font-mono">{short}</span>;
  return (
    <a
      className="text-primary font-mono underline-offset-4 hover:underline"
      href={`https://basescan.org/tx/${hash}`}
      target="_blank"
      rel="noopener noreferrer"
      title={hash}
    >
      {short}
      <span className="sr-only"> {t.confirmation.viewOnBaseScan}</span>
    </a>
  );
}
