import { say } from "../../../lib/stand-ins/lingui";
import type { Service } from "@ivdrips/contract/catalogue";
import { ArrowRight, Clock } from "lucide-react";
import { memo, type ReactNode } from "react";
import { Link } from "../../../lib/router";
import { buttonVariants } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { cn } from "../../../lib/stand-ins/cn";
import { formatRm } from "../../../lib/format";
import { useT } from "../../../lib/i18n/use-t";
import { durationLabel } from "../lib/duration";
import { ServiceRating } from "./service-rating";

export interface ServiceCardProps {
  service: Service;
  /** Where the call to action goes; /service/{id} unless given. */
  href?: string;
  /** The card title's level, so the page keeps its heading outline. */
  headingLevel?: "h2" | "h3";
  /** Under the name: the service's description (clamped to three lines) unless given; null for nothing. */
  summary?: ReactNode;
  /** Over the picture's corner. */
  badge?: ReactNode;
  /** The call to action's words: Book Now unless given. */
  action?: string;
  /** Between the price and the call to action (service-card-details.tsx: benefits, key nutrients). */
  children?: ReactNode;
}

/**
 * A drip's card as the home page shows it (picture, name, rating, description, duration, price, Book Now), and
 * the frame the /services and supplier cards fill in (service-card-details.tsx). Memoised: a grid rendering
 * again with the same catalogue (a refetch, a deferred copy) passes over its cards.
 */
export const ServiceCard = memo(function ServiceCard({
  service,
  href,
  headingLevel = "h3",
  summary,
  badge,
  action,
  children,
}: ServiceCardProps) {
  const t = useT();
  const Heading = headingLevel;
  const to = href ?? `/service/${encodeURIComponent(service.id)}`;
  const actionText = action ?? t.catalogue.bookNow;

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
        {badge}
      </div>

      <div className="flex flex-1 flex-col gap-4 p-5 sm:p-6">
        <div className="space-y-2">
          <Heading className="font-display text-foreground text-xl leading-snug font-semibold tracking-tight">
            {service.name}
          </Heading>
          <ServiceRating rating={service.rating} />
          {summary === undefined ? (
            <p className="text-muted-foreground line-clamp-3 text-sm leading-relaxed">
              {service.description}
            </p>
          ) : (
            summary
          )}
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

        {children}

        {/* The visible words first, then which drip: "Book Now: NMN 150" (WCAG 2.5.3 label in name). */}
        <Link
          to={to}
          aria-label={say("catalogue.actionFor", { action: actionText, name: service.name })}
          className={cn(buttonVariants(), "mt-auto w-full")}
        >
          {actionText}
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
