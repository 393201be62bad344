import {
  ArrowDown,
  ArrowRight,
  Clock,
  Coins,
  CreditCard,
  ShieldCheck,
  Smartphone,
  Stethoscope,
  Wallet,
  type LucideIcon,
} from "lucide-react";
import { Link } from "../../lib/router";
import { Button, buttonVariants } from "../../components/ui/button";
import { ServiceCard } from "../../features/catalogue/components/service-card";
import { ServicesGrid } from "../../features/catalogue/components/services-grid";
import { ProfessionalCard } from "../../features/suppliers/components/professional-card";
import { SUPPLIERS } from "../../features/suppliers/data/suppliers";
import { cn } from "../../lib/stand-ins/cn";
import type { Catalogue } from "../../locales/catalogue";
import { useT } from "../../lib/i18n/use-t";
import { usePageMeta } from "../../lib/page-meta";
import { sayServiceHours } from "../../lib/service-hours";
import { LocationPickers } from "../../features/location/components/location-pickers";

const SERVICES_SECTION = "services";

/** SPEC §2 "Home page": hero, professionals, services, where we serve, payment options, partner call. */
export function HomePage() {
  const t = useT();
  usePageMeta(t.meta.home.title, t.meta.home.description);
  return (
    <main>
      <Hero />
      <Professionals />
      <Services />
      <WhereWeServe />
      <PaymentOptions />
      <PartnerCallToAction />
    </main>
  );
}

function SectionHeading({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2
        id={id}
        tabIndex={-1}
        className="font-display text-foreground text-3xl font-semibold tracking-tight focus:outline-none sm:text-4xl"
      >
        {title}
      </h2>
      <p className="text-muted-foreground mt-4 text-base leading-relaxed sm:text-lg">{intro}</p>
    </div>
  );
}

const HERO_POINTS: { icon: LucideIcon; text: keyof Catalogue["home"]["hero"]["points"] }[] = [
  { icon: Stethoscope, text: "licensed" },
  { icon: ShieldCheck, text: "approval" },
  { icon: Clock, text: "hours" },
];

function Hero() {
  const t = useT();
  const exploreServices = () => {
    const section = document.getElementById(SERVICES_SECTION);
    const heading = document.getElementById(`${SERVICES_SECTION}-heading`);
    if (!section || !heading) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    // The section's scroll margin keeps its top clear of the sticky header.
    section.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    // Keyboard and screen-reader users continue from the services, not from the button.
    heading.focus({ preventScroll: true });
  };

  return (
    <section
      aria-labelledby="hero-heading"
      className="from-primary-soft via-background to-secondary relative overflow-hidden bg-gradient-to-br"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.05fr_1fr] lg:gap-14 lg:px-8 lg:py-24">
        <div>
          <p className="border-primary/15 bg-background/70 text-primary inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-medium">
            <span aria-hidden="true" className="bg-success size-2 rounded-full" />
            {t.home.hero.badge}
          </p>
          <h1
            id="hero-heading"
            className="font-display text-foreground mt-5 text-4xl leading-tight font-semibold tracking-tight sm:text-5xl lg:text-6xl"
          >
            {t.home.hero.title}
          </h1>
          <p className="text-muted-foreground mt-5 max-w-xl text-lg leading-relaxed">{t.home.hero.intro}</p>

          <LocationPickers idPrefix="hero" className="mt-8 flex-wrap" />

          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" onClick={exploreServices}>
              {t.home.hero.explore}
              <ArrowDown aria-hidden="true" />
            </Button>
            <Link to="/services" className={cn(buttonVariants({ size: "lg", variant: "outline" }))}>
              {t.home.hero.compare}
            </Link>
          </div>

          <ul className="text-muted-foreground mt-10 grid gap-3 text-sm sm:grid-cols-3 sm:gap-4">
            {HERO_POINTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon aria-hidden="true" className="text-primary size-4 shrink-0" />
                {text === "hours" ? sayServiceHours("home.hero.points.hours", t) : t.home.hero.points[text]}
              </li>
            ))}
          </ul>
        </div>

        <img
          src="/images/hero/iv-therapy-kuala-lumpur.svg"
          alt={t.home.hero.imageAlt}
          width={640}
          height={560}
          fetchPriority="high"
          className="mx-auto w-full max-w-md lg:max-w-none"
        />
      </div>
    </section>
  );
}

function Professionals() {
  const t = useT();
  return (
    <section aria-labelledby="professionals-heading" className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="professionals-heading"
          title={t.home.professionals.title}
          intro={t.home.professionals.intro}
        />
        <ul className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
          {SUPPLIERS.map((supplier) => (
            <li key={supplier.id}>
              <ProfessionalCard supplier={supplier} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Services() {
  const t = useT();
  return (
    <section
      id={SERVICES_SECTION}
      aria-labelledby={`${SERVICES_SECTION}-heading`}
      className="bg-muted scroll-mt-16 py-16 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={`${SERVICES_SECTION}-heading`}
          title={t.home.services.title}
          intro={t.home.services.intro}
        />
        <div className="mt-12">
          <ServicesGrid renderService={(service) => <ServiceCard service={service} />} />
        </div>
        <p className="mt-10 text-center">
          <Link
            to="/services"
            className={cn(buttonVariants({ variant: "link" }), "h-auto py-2 text-base whitespace-normal")}
          >
            {t.home.services.compareLink}
            <ArrowRight aria-hidden="true" />
          </Link>
        </p>
      </div>
    </section>
  );
}

const PLACES: { image: string; key: "residence" | "hotel" | "yacht" | "jet" }[] = [
  { image: "/images/places/residence.svg", key: "residence" },
  { image: "/images/places/hotel.svg", key: "hotel" },
  { image: "/images/places/yacht.svg", key: "yacht" },
  { image: "/images/places/private-jet.svg", key: "jet" },
];

function WhereWeServe() {
  const t = useT();
  return (
    <section aria-labelledby="where-heading" className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="where-heading" title={t.home.places.title} intro={t.home.places.intro} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PLACES.map(({ image, key }) => {
            const place = t.home.places[key];
            return (
              <li
                key={key}
                className="border-border bg-card shadow-soft flex flex-col overflow-hidden rounded-xl border"
              >
                <img
                  src={image}
                  alt={place.alt}
                  width={320}
                  height={200}
                  loading="lazy"
                  decoding="async"
                  className="bg-secondary aspect-[8/5] w-full object-cover"
                />
                <div className="p-5">
                  <h3 className="font-display text-foreground text-lg font-semibold">{place.title}</h3>
                  <p className="text-muted-foreground mt-2 text-sm leading-relaxed">{place.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

type PaymentTexts = Catalogue["home"]["payments"];

/** Brands keep their names in every language (`brand`); the card option is named in words. */
const PAYMENTS: { icon: LucideIcon; brand?: string; text: keyof PaymentTexts }[] = [
  { icon: Coins, brand: "USDT / USDC", text: "cryptoText" },
  { icon: CreditCard, text: "cardText" },
  { icon: Smartphone, brand: "Apple Pay", text: "applePayText" },
  { icon: Wallet, brand: "Google Pay", text: "googlePayText" },
];

function PaymentOptions() {
  const t = useT();
  return (
    <section aria-labelledby="payments-heading" className="bg-secondary py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="payments-heading" title={t.home.payments.title} intro={t.home.payments.intro} />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PAYMENTS.map(({ icon: Icon, brand, text }) => (
            <li key={text} className="bg-card border-border flex gap-4 rounded-xl border p-5 lg:flex-col">
              <span className="bg-primary-soft text-primary flex size-12 shrink-0 items-center justify-center rounded-full">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h3 className="text-foreground font-semibold">{brand ?? t.home.payments.cardTitle}</h3>
                <p className="text-muted-foreground mt-1 text-sm leading-relaxed">{t.home.payments[text]}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function PartnerCallToAction() {
  const t = useT();
  return (
    <section aria-labelledby="partner-heading" className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="bg-primary text-primary-foreground relative overflow-hidden rounded-2xl px-6 py-12 text-center sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-white/10"
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -bottom-32 -left-20 size-80 rounded-full bg-white/5"
          />
          <div className="relative mx-auto max-w-2xl">
            <h2
              id="partner-heading"
              className="font-display text-3xl font-semibold tracking-tight sm:text-4xl"
            >
              {t.home.partner.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-white/90">{t.home.partner.text}</p>
            <Link
              to="/become-partner"
              className={cn(
                buttonVariants({ size: "lg", variant: "secondary" }),
                "text-secondary-foreground mt-8 bg-white hover:bg-white/90",
              )}
            >
              {t.home.partner.action}
              <ArrowRight aria-hidden="true" />
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
