import { say } from "../../lib/stand-ins/lingui";
import type { BookingRequest } from "@ivdrips/contract/bookings";
import type { Service } from "@ivdrips/contract/catalogue";
import { ArrowLeft, Check, Clock, FlaskConical, Home, SearchX, TriangleAlert } from "lucide-react";
import { lazy, memo, Suspense, useDeferredValue, useEffect, useState, type ReactNode } from "react";
import { Link, useLocation, useParams, useSearchParams } from "../../lib/router";
import { buttonVariants } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { BookBar, goToBookingCard } from "../../features/booking/components/book-bar";
import { useReleaseAbandonedHold } from "../../features/booking/hooks/use-release-abandoned-hold";
import { useService } from "../../features/catalogue/api/get-service";
import { useServices } from "../../features/catalogue/api/get-services";
import { ServiceCard, ServiceCardSkeleton } from "../../features/catalogue/components/service-card";
import { ServiceRating } from "../../features/catalogue/components/service-rating";
import { ServiceReviews } from "../../features/catalogue/components/service-reviews";
import { durationLabel } from "../../features/catalogue/lib/duration";
import { ApiError, errorMessage } from "../../lib/api-client";
import { BOOKING_CARD_ANCHOR, readBookAgain } from "../../lib/book-again";
import { cn } from "../../lib/stand-ins/cn";
import { formatRm } from "../../lib/format";
import { lazyNow } from "../../lib/lazy-now";
import { useT } from "../../lib/i18n/use-t";
import { usePageMeta } from "../../lib/page-meta";
import { usePublicConfig } from "../../lib/public-config";

// The crypto modal (and the wallet library behind it) loads only when a customer pays with USDT/USDC.
const CryptoPaymentModal = lazy(() =>
  import("../../features/crypto-payment/components/crypto-payment-modal").then((module) => ({
    default: module.CryptoPaymentModal,
  })),
);

// The booking card (its form, schemas, pickers and availability: most of this page's code) is its own chunk,
// loaded beside the page's. It is in the prerendered page (issue 35: the card is there when the page is), so
// the page waits for it before its first render in the browser too, and replaces the HTML with the same card.
const BookingCard = lazyNow(
  () => import("../../features/booking/components/booking-card"),
  (module) => module.BookingCard,
  <BookingCardSkeleton />,
  { prerendered: true },
);

/** What the page needs beside its own chunk before it renders (router.tsx awaits it). */
export const pageReady = () => BookingCard.preload();

/** SPEC §1: the tagline is the description's first 100 characters and '...'. */
function taglineOf(description: string): string {
  return `${description.slice(0, 100).trimEnd()}...`;
}

/** SPEC §2 "Service detail and booking page" (/service/{id}). */
export function ServiceDetailPage() {
  const { id = "" } = useParams();
  const [searchParams] = useSearchParams();
  const supplier = searchParams.get("supplier");
  // React Query's news renders synchronously, in one task; the page it fills is the heaviest there is, so
  // it renders from a deferred copy, which React builds in slices between which a tap is answered.
  const service = useDeferredValue(useService(id));
  const t = useT();
  // Back from a checkout without paying (Back, or the checkout's cancel link): the hold is let go.
  useReleaseAbandonedHold();

  const { hash } = useLocation();
  useEffect(() => {
    // Book Again comes to the card (#book): the service shows it once its data is here.
    if (!hash) window.scrollTo(0, 0);
  }, [id, hash]);

  const notFound = service.error instanceof ApiError && service.error.statusCode === 404;
  usePageMeta(
    service.data?.name ?? (notFound ? t.booking.page.notFoundTitle : t.booking.page.titleFallback),
    service.data
      ? say("booking.page.description", {
          name: service.data.name,
          tagline: taglineOf(service.data.description),
        })
      : t.booking.page.descriptionFallback,
  );

  return (
    <main className="mx-auto max-w-6xl px-4 pt-6 pb-20 sm:px-6 lg:px-8">
      <nav aria-label={t.booking.page.backNavigation} className="mb-6 flex flex-wrap gap-2">
        <Link to="/" className={buttonVariants({ variant: "ghost", size: "sm" })}>
          <Home aria-hidden="true" />
          {t.booking.page.backToHome}
        </Link>
        {supplier ? (
          <Link
            to={`/supplier/${encodeURIComponent(supplier)}`}
            className={buttonVariants({ variant: "ghost", size: "sm" })}
          >
            <ArrowLeft aria-hidden="true" />
            {t.booking.page.backToSupplier}
          </Link>
        ) : null}
      </nav>
      {service.isPending ? (
        <ServiceDetailSkeleton />
      ) : notFound ? (
        <PageMessage
          icon={<SearchX aria-hidden="true" className="text-muted-foreground size-12" />}
          title={t.booking.page.notFoundTitle}
          text={t.booking.page.notFoundText}
        />
      ) : service.isError ? (
        <PageMessage
          icon={<TriangleAlert aria-hidden="true" className="text-destructive size-12" />}
          title={t.booking.page.errorTitle}
          text={errorMessage(service.error, t.booking.page.fetchFailed)}
        />
      ) : (
        <ServiceDetail service={service.data} />
      )}
    </main>
  );
}

/** Memoised: the urgent render with the previous (deferred) result passes over it. */
const ServiceDetail = memo(function ServiceDetail({ service }: { service: Service }) {
  // Book Again (My Account) hands over the past booking's quantity and address in the location state.
  const location = useLocation();
  const prefill = readBookAgain(location.state);
  const [cryptoBooking, setCryptoBooking] = useState<BookingRequest | null>(null);
  const [cryptoOpen, setCryptoOpen] = useState(false);
  const config = usePublicConfig();
  const t = useT();
  const toCard = location.hash === `#${BOOKING_CARD_ANCHOR}`;
  useEffect(() => {
    if (toCard) goToBookingCard();
  }, [toCard]);

  return (
    <>
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,440px)] lg:gap-10">
        <div className="space-y-8">
          <header className="space-y-5">
            <div className="bg-primary-soft overflow-hidden rounded-xl">
              <img
                src={service.image}
                alt={say("booking.page.imageAlt", { name: service.name })}
                width={1200}
                height={750}
                className="aspect-[16/10] w-full object-cover"
              />
            </div>
            <div className="space-y-3">
              <h1 className="font-display text-foreground text-3xl font-semibold tracking-tight sm:text-4xl">
                {service.name}
              </h1>
              <ServiceRating rating={service.rating} showEmpty className="text-base" />
              <p className="text-muted-foreground text-base leading-relaxed sm:text-lg">
                {taglineOf(service.description)}
              </p>
              <dl className="flex flex-wrap items-center gap-3 pt-1">
                <div className="bg-muted text-foreground flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm">
                  <dt className="sr-only">{t.booking.page.duration}</dt>
                  <Clock aria-hidden="true" className="text-primary size-4" />
                  <dd>{durationLabel(service.duration)}</dd>
                </div>
                <div className="bg-primary-soft text-primary rounded-full px-3 py-1.5 text-base font-semibold">
                  <dt className="sr-only">{t.booking.page.price}</dt>
                  <dd>{formatRm(service.price)}</dd>
                </div>
              </dl>
            </div>
          </header>

          <Card className="p-5 sm:p-6">
            <section aria-labelledby="about-heading" className="space-y-4">
              <h2 id="about-heading" className="font-display text-foreground text-2xl font-semibold">
                {t.booking.page.about}
              </h2>
              <p className="text-foreground/90 leading-relaxed">{service.description}</p>
              {service.ingredients.length > 0 ? (
                <div>
                  <h3 className="text-foreground mb-3 flex items-center gap-2 font-semibold">
                    <FlaskConical aria-hidden="true" className="text-primary size-4" />
                    {t.booking.page.keyIngredients}
                  </h3>
                  <ul className="flex flex-wrap gap-2">
                    {service.ingredients.map((ingredient) => (
                      <li
                        key={ingredient}
                        className="border-border bg-muted/60 text-foreground rounded-full border px-3 py-1 text-sm"
                      >
                        {ingredient}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </section>
          </Card>

          <Card className="p-5 sm:p-6">
            <section aria-labelledby="benefits-heading" className="space-y-4">
              <h2 id="benefits-heading" className="font-display text-foreground text-2xl font-semibold">
                {t.booking.page.allBenefits}
              </h2>
              <ul className="grid gap-3 sm:grid-cols-2">
                {service.benefits.map((benefit) => (
                  <li key={benefit} className="text-foreground/90 flex gap-2.5 text-sm leading-relaxed">
                    <Check aria-hidden="true" className="text-success mt-0.5 size-4 shrink-0" />
                    <span>{benefit}</span>
                  </li>
                ))}
              </ul>
            </section>
          </Card>

          <ServiceReviews serviceId={service.id} />
        </div>

        <div
          id={BOOKING_CARD_ANCHOR}
          className="scroll-mt-20 lg:sticky lg:top-20 lg:-m-1 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto lg:p-1"
        >
          <BookingCard
            service={service}
            prefill={prefill}
            onCryptoCheckout={(booking) => {
              setCryptoBooking(booking);
              setCryptoOpen(true);
            }}
          />
        </div>
      </div>

      <PopularServices currentId={service.id} />
      <BookBar price={service.price} whatsappNumber={config.data?.whatsappNumber} />

      {cryptoBooking ? (
        <Suspense fallback={null}>
          <CryptoPaymentModal
            open={cryptoOpen}
            onOpenChange={setCryptoOpen}
            bookingData={cryptoBooking}
            totalAmount={cryptoBooking.totalAmount}
          />
        </Suspense>
      ) : null}
    </>
  );
});

/** SPEC §2: the three most popular services other than this one. */
function PopularServices({ currentId }: { currentId: string }) {
  const services = useDeferredValue(useServices());
  const t = useT();
  const popular = (services.data ?? [])
    .filter((service) => service.id !== currentId)
    .sort((a, b) => b.popularity - a.popularity)
    .slice(0, 3);
  if (services.isError || (services.data && popular.length === 0)) return null;

  return (
    <section aria-labelledby="popular-heading" className="mt-16">
      <h2 id="popular-heading" className="font-display text-foreground text-2xl font-semibold">
        {t.booking.page.popularTitle}
      </h2>
      <p className="text-muted-foreground mt-2">{t.booking.page.popularText}</p>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.isPending
          ? Array.from({ length: 3 }, (_, index) => <ServiceCardSkeleton key={index} />)
          : popular.map((service) => <ServiceCard key={service.id} service={service} />)}
      </div>
    </section>
  );
}

function PageMessage({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-16 text-center">
      {icon}
      <h1 className="font-display text-foreground mt-6 text-3xl font-semibold">{title}</h1>
      <p className="text-muted-foreground mt-3">{text}</p>
      <Link to="/services" className={cn(buttonVariants(), "mt-8")}>
        <ArrowLeft aria-hidden="true" />
        {t.booking.page.backToServices}
      </Link>
    </div>
  );
}

function ServiceDetailSkeleton() {
  const t = useT();
  return (
    <div aria-busy="true" aria-label={t.booking.page.loading} role="status">
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,440px)] lg:gap-10">
        <div className="space-y-5">
          <Skeleton className="aspect-[16/10] w-full rounded-xl" />
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-4/5" />
          <div className="flex gap-3">
            <Skeleton className="h-8 w-28 rounded-full" />
            <Skeleton className="h-8 w-24 rounded-full" />
          </div>
          <Skeleton className="h-48 w-full rounded-xl" />
        </div>
        <BookingCardSkeleton />
      </div>
    </div>
  );
}

function BookingCardSkeleton() {
  return <Skeleton className="h-[28rem] w-full rounded-xl" />;
}
