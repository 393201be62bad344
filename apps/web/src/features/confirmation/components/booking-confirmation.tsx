import { whatsappLink } from "@ivdrips/contract/whatsapp";
import { TIME_SLOTS, type TimeSlot } from "@ivdrips/contract/time-windows";
import {
  BellRing,
  CircleCheck,
  Clock,
  IdCard,
  Mail,
  MapPinHouse,
  MessageCircle,
  SearchX,
  ShieldCheck,
} from "lucide-react";
import { useState } from "react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import type { Catalogue } from "../../../lib/i18n/catalogue";
import { fillNodes } from "../../../lib/i18n/fill";
import { useT } from "../../../lib/i18n/use-t";
import { usePublicConfig } from "../../../lib/public-config";
import { useCompletePayment } from "../api/complete-payment";
import { canReadBookings, useConfirmationBooking } from "../api/get-confirmation-booking";
import type { ConfirmationLookup } from "../api/get-confirmation-booking";
import {
  detailsFromBooking,
  detailsFromParams,
  hasFallbackDetails,
  shortenHash,
} from "../lib/confirmation-details";
import type { ConfirmationDetails, ConfirmationParams } from "../lib/confirmation-details";

const WINDOW_KEYS: Record<TimeSlot, keyof Catalogue["booking"]["timeWindows"]> = {
  "Morning 8AM - 12PM": "morning",
  "Afternoon 12PM - 4PM": "afternoon",
  "Evening 4PM - 8PM": "evening",
  "Night 8PM - 12AM": "night",
};

/** A booking's time slot as the visitor's language reads it; any other time as it was given. */
function timeLabel(time: string, t: Catalogue): string {
  return (TIME_SLOTS as readonly string[]).includes(time)
    ? t.booking.timeWindows[WINDOW_KEYS[time as TimeSlot]]
    : time;
}

/** SPEC §2 "Booking confirmation": completes a card payment, loads the booking, or falls back to the address. */
export function BookingConfirmation({ params }: { params: ConfirmationParams }) {
  const [now] = useState(Date.now);
  const [signedIn] = useState(canReadBookings);
  const lookup: ConfirmationLookup | null = !signedIn
    ? null
    : params.sessionId
      ? { by: "session", sessionId: params.sessionId }
      : params.bookingId
        ? { by: "id", bookingId: params.bookingId }
        : null;
  const completion = useCompletePayment(params.sessionId);
  const booking = useConfirmationBooking(lookup, params.sessionId === null || !completion.isPending);
  const t = useT();

  if (lookup !== null && booking.isPending) {
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

  if (booking.data) {
    return (
      <Confirmed
        details={detailsFromBooking(booking.data)}
        approved={booking.data.clinicApprovalStatus === "approved"}
        cryptoTx={params.cryptoTx}
      />
    );
  }
  if (hasFallbackDetails(params)) {
    return <Confirmed details={detailsFromParams(params, now)} approved={false} cryptoTx={params.cryptoTx} />;
  }
  return <BookingNotFound />;
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

function Confirmed({
  details,
  approved,
  cryptoTx,
}: {
  details: ConfirmationDetails;
  approved: boolean;
  cryptoTx: string | null;
}) {
  const config = usePublicConfig().data;
  const t = useT();
  const text = t.confirmation;
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
            {fillNodes(text.nextSteps, {
              label: <strong className="font-semibold">{text.nextStepsLabel}</strong>,
            })}
          </p>
        </div>
      )}

      <div className="grid gap-6 lg:grid-cols-5">
        <Card className="p-5 sm:p-6 lg:col-span-3">
          <h2 className="font-display mb-4 text-xl font-semibold tracking-tight">{text.details.title}</h2>
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
          </dl>
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
          {config ? (
            <Button asChild>
              <a href={whatsappLink(config.whatsappNumber)} target="_blank" rel="noopener noreferrer">
                <MessageCircle aria-hidden="true" />
                {text.contactUs}
                <span className="sr-only"> {text.contactUsWhatsApp}</span>
              </a>
            </Button>
          ) : (
            <Button disabled>
              <MessageCircle aria-hidden="true" />
              {text.contactUs}
            </Button>
          )}
          <Button asChild variant="outline">
            <Link to="/account">{text.viewBookings}</Link>
          </Button>
        </div>
        {config ? (
          <p className="text-muted-foreground flex flex-wrap items-center justify-center gap-x-1.5 gap-y-1 text-sm">
            <ShieldCheck aria-hidden="true" className="text-primary size-4" />
            {fillNodes(text.help, {
              email: (
                <a
                  className="text-primary underline-offset-4 hover:underline"
                  href={`mailto:${config.supportEmail}`}
                >
                  {config.supportEmail}
                </a>
              ),
              phone: (
                <a
                  className="text-primary underline-offset-4 hover:underline"
                  href={`tel:${config.supportPhone.replace(/[^\d+]/g, "")}`}
                >
                  {config.supportPhone}
                </a>
              ),
            })}
          </p>
        ) : null}
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
