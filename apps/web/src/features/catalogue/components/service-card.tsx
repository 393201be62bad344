import { say } from "../../../lib/i18n/lingui";
import type { Service } from "@ivdrips/contract/catalogue";
import { ArrowRight, Check, Clock } from "lucide-react";
import { memo } from "react";
import { Link } from "../../../lib/router";
import { Badge } from "../../../components/ui/badge";
import { buttonVariants } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { cn } from "../../../lib/cn";
import { formatRm } from "../../../lib/format";
import { useT } from "../../../lib/i18n/use-t";
import { durationLabel } from "../lib/duration";
import { ServiceRating } from "./service-rating";

/**
 * - `overview` (home): description, price, duration and Book Now.
 * - `detailed` (/services): tagline, key benefits, key nutrients and 'View Details & Book'.
 * - `offered` (supplier profile): benefits and Book Now to the given `href`.
 */
export type ServiceCardVariant = "overview" | "detailed" | "offered";

export interface ServiceCardProps {
  service: Service;
  variant?: ServiceCardVariant;
  /** Where the call to action goes; /service/{id} unless given. */
  href?: string;
  /** The card title's level, so the page keeps its heading outline. */
  headingLevel?: "h2" | "h3";
}

/** Memoised: a grid rendering again with the same catalogue (a refetch, a deferred copy) passes over its cards. */
export const ServiceCard = memo(function ServiceCard({
  service,
  variant = "overview",
  href,
  headingLevel = "h3",
}: ServiceCardProps) {
  const t = useT();
  const Heading = headingLevel;
  const to = href ?? `/service/${encodeURIComponent(service.id)}`;
  const action = variant === "detailed" ? t.servicePages.viewDetailsAndBook : t.catalogue.bookNow;
  const benefits = variant === "overview" ? [] : service.benefits.slice(0, variant === "detailed" ? 4 : 3);

  return (
    <Card className="group flex h-full flex-col overflow-hidden">
      <div className="bg-primary-soft relative aspect-[4/3] overflow-hidden">
        <img
          src={service.image}
          alt={say("catalogue.imageAlt", { name: service.name })}
          width={800}
          height={600}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
        {variant === "detailed" ? (
          <Badge variant="secondary" className="absolute top-3 left-3 shadow-sm">
            {t.servicePages.categories[service.category]}
          </Badge>
        ) : null}
      </div>

      <div className="flex flex-1 flex-col gap-4 p-5 sm:p-6">
        <div className="space-y-2">
          <Heading className="font-display text-foreground text-xl leading-snug font-semibold tracking-tight">
            {service.name}
          </Heading>
          <ServiceRating rating={service.rating} />
          {variant === "overview" ? (
            <p className="text-muted-foreground line-clamp-3 text-sm leading-relaxed">
              {service.description}
            </p>
          ) : variant === "detailed" ? (
            <p className="text-muted-foreground text-sm leading-relaxed">{service.tagline}</p>
          ) : null}
        </div>

        <dl className="border-border flex items-center justify-between gap-3 border-y py-3 text-sm">
          <div className="text-muted-foreground">
            <dt className="sr-only">{t.catalogue.duration}</dt>
            <dd className="flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4" />
              {durationLabel(service.duration)}
            </dd>
          </div>
          <div>
            <dt className="sr-only">{t.catalogue.price}</dt>
            <dd className="text-primary text-lg font-semibold">{formatRm(service.price)}</dd>
          </div>
        </dl>

        {benefits.length > 0 ? (
          <div>
            {variant === "detailed" ? (
              <p className="text-foreground mb-2 text-xs font-semibold tracking-wider uppercase">
                {t.servicePages.keyBenefits}
              </p>
            ) : null}
            <ul
              className="space-y-1.5 text-sm"
              aria-label={
                variant === "detailed" ? undefined : say("servicePages.benefitsOf", { name: service.name })
              }
            >
              {benefits.map((benefit) => (
                <li key={benefit} className="text-foreground/90 flex gap-2">
                  <Check aria-hidden="true" className="text-success mt-0.5 size-4 shrink-0" />
                  <span>{benefit}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {variant === "detailed" && service.keyNutrients.length > 0 ? (
          <div>
            <p className="text-foreground mb-2 text-xs font-semibold tracking-wider uppercase">
              {t.servicePages.keyNutrients}
            </p>
            <ul className="flex flex-wrap gap-1.5">
              {service.keyNutrients.map((nutrient) => (
                <li key={nutrient}>
                  <Badge variant="outline" className="bg-muted/60 font-normal">
                    {nutrient}
                  </Badge>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {/* The visible words first, then which drip: "Book Now: NMN 150" (WCAG 2.5.3 label in name). */}
        <Link
          to={to}
          aria-label={say("catalogue.actionFor", { action, name: service.name })}
          className={cn(buttonVariants(), "mt-auto w-full")}
        >
          {action}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </Card>
  );
});

/** The card's shape while the catalogue loads. */
export function ServiceCardSkeleton() {
  return (
    <Card className="flex h-full flex-col overflow-hidden" data-testid="service-card-skeleton">
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="flex flex-1 flex-col gap-4 p-5 sm:p-6">
        <Skeleton className="h-6 w-2/3" />
        <div className="space-y-2">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="mt-auto h-11 w-full rounded-lg" />
      </div>
    </Card>
  );
}
