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
import { Link } from "react-router";
import { Button, buttonVariants } from "../../components/ui/button";
import { ServiceCard } from "../../features/catalogue/components/service-card";
import { ServicesGrid } from "../../features/catalogue/components/services-grid";
import { ProfessionalCard } from "../../features/suppliers/components/professional-card";
import { SUPPLIERS } from "../../features/suppliers/data/suppliers";
import { cn } from "../../lib/cn";
import { usePageMeta } from "../../lib/page-meta";
import { LocationPickers } from "../../features/location/components/location-pickers";

const SERVICES_SECTION = "services";

/** SPEC §2 "Home page": hero, professionals, services, where we serve, payment options, partner call. */
export function HomePage() {
  usePageMeta(
    "Premium IV Therapy at Home in Kuala Lumpur",
    "Doctor-led IV drip therapy delivered to your home, hotel, yacht or private jet in Kuala Lumpur. " +
      "Book online and pay by card, Apple Pay, Google Pay or USDT/USDC.",
  );
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

const HERO_POINTS: { icon: LucideIcon; text: string }[] = [
  { icon: Stethoscope, text: "Licensed doctors and nurses" },
  { icon: ShieldCheck, text: "Clinic approval within 15-30 minutes" },
  { icon: Clock, text: "Sessions from 8 AM to 10 PM" },
];

function Hero() {
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
            Now serving Kuala Lumpur
          </p>
          <h1
            id="hero-heading"
            className="font-display text-foreground mt-5 text-4xl leading-tight font-semibold tracking-tight sm:text-5xl lg:text-6xl"
          >
            Premium IV Therapy, Delivered to Your Door
          </h1>
          <p className="text-muted-foreground mt-5 max-w-xl text-lg leading-relaxed">
            Revitalising IV drips administered by licensed medical professionals in the comfort of your home,
            hotel, yacht or private jet.
          </p>

          <LocationPickers idPrefix="hero" className="mt-8 flex-wrap" />

          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" onClick={exploreServices}>
              Explore IV Therapy
              <ArrowDown aria-hidden="true" />
            </Button>
            <Link to="/services" className={cn(buttonVariants({ size: "lg", variant: "outline" }))}>
              Compare All Drips
            </Link>
          </div>

          <ul className="text-muted-foreground mt-10 grid gap-3 text-sm sm:grid-cols-3 sm:gap-4">
            {HERO_POINTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon aria-hidden="true" className="text-primary size-4 shrink-0" />
                {text}
              </li>
            ))}
          </ul>
        </div>

        <img
          src="/images/hero/iv-therapy-kuala-lumpur.svg"
          alt="An IV drip bag in front of the Kuala Lumpur skyline at sunrise"
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
  return (
    <section aria-labelledby="professionals-heading" className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="professionals-heading"
          title="Our Medical Professionals"
          intro="Every drip is prepared and administered by registered doctors and nurses based in Kuala Lumpur."
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
  return (
    <section
      id={SERVICES_SECTION}
      aria-labelledby={`${SERVICES_SECTION}-heading`}
      className="bg-muted scroll-mt-16 py-16 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={`${SERVICES_SECTION}-heading`}
          title="Our IV Therapy Services"
          intro="Carefully formulated drips for energy, immunity, recovery, beauty and healthy ageing, priced in ringgit with nothing hidden."
        />
        <div className="mt-12">
          <ServicesGrid renderService={(service) => <ServiceCard service={service} variant="overview" />} />
        </div>
        <p className="mt-10 text-center">
          <Link
            to="/services"
            className={cn(buttonVariants({ variant: "link" }), "h-auto py-2 text-base whitespace-normal")}
          >
            Compare benefits and nutrients of every drip
            <ArrowRight aria-hidden="true" />
          </Link>
        </p>
      </div>
    </section>
  );
}

const PLACES: { image: string; title: string; text: string; alt: string }[] = [
  {
    image: "/images/places/residence.svg",
    title: "Private Residences",
    text: "Relax at home or in your condominium while your drip is administered.",
    alt: "Illustration of a private house with a garden",
  },
  {
    image: "/images/places/hotel.svg",
    title: "Luxury Hotels & Resorts",
    text: "Recover from travel or prepare for the evening in your suite.",
    alt: "Illustration of a luxury hotel tower",
  },
  {
    image: "/images/places/yacht.svg",
    title: "Yachts",
    text: "Hydration and recovery on board, wherever you are moored.",
    alt: "Illustration of a yacht on calm water",
  },
  {
    image: "/images/places/private-jet.svg",
    title: "Private Jets",
    text: "Arrive refreshed: a session before take-off or on arrival.",
    alt: "Illustration of a private jet in flight",
  },
];

function WhereWeServe() {
  return (
    <section aria-labelledby="where-heading" className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="where-heading"
          title="Where We Serve"
          intro="Our medical team comes to you, anywhere in Kuala Lumpur."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PLACES.map((place) => (
            <li
              key={place.title}
              className="border-border bg-card shadow-soft flex flex-col overflow-hidden rounded-xl border"
            >
              <img
                src={place.image}
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
          ))}
        </ul>
      </div>
    </section>
  );
}

const PAYMENTS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Coins,
    title: "USDT / USDC",
    text: "Pay with stablecoins from your browser wallet on the Base network.",
  },
  {
    icon: CreditCard,
    title: "Debit / Credit Card",
    text: "Visa, Mastercard and more through secure checkout.",
  },
  { icon: Smartphone, title: "Apple Pay", text: "One touch on your iPhone, iPad or Mac." },
  { icon: Wallet, title: "Google Pay", text: "Fast checkout from your Android phone or Chrome." },
];

function PaymentOptions() {
  return (
    <section aria-labelledby="payments-heading" className="bg-secondary py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="payments-heading"
          title="Payment Options"
          intro="Pay the way you prefer. Prices are shown in ringgit (RM) and charged only once your booking is made."
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PAYMENTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="bg-card border-border flex gap-4 rounded-xl border p-5 lg:flex-col">
              <span className="bg-primary-soft text-primary flex size-12 shrink-0 items-center justify-center rounded-full">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h3 className="text-foreground font-semibold">{title}</h3>
                <p className="text-muted-foreground mt-1 text-sm leading-relaxed">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function PartnerCallToAction() {
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
              Become a Partner
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-white/90">
              Are you a licensed doctor, nurse or clinic in Kuala Lumpur? Join our network and bring premium
              IV therapy to clients at home, in hotels, on yachts and on private jets.
            </p>
            <Link
              to="/become-partner"
              className={cn(
                buttonVariants({ size: "lg", variant: "secondary" }),
                "text-secondary-foreground mt-8 bg-white hover:bg-white/90",
              )}
            >
              Become a Partner
              <ArrowRight aria-hidden="true" />
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
