import { say } from "../../../lib/stand-ins/lingui";
import type { Service } from "@ivdrips/contract/catalogue";
import { Check } from "lucide-react";
import { memo } from "react";
import { Badge } from "../../../components/ui/badge";
import { useT } from "../../../lib/i18n/use-t";
import { ServiceCard } from "./service-card";

/*
 * The cards of the pages after `/` (their texts are in servicePages, loaded with them): the home page's
 * ServiceCard filled in with what these pages add.
 */

function Benefits({ benefits, label }: { benefits: string[]; label?: string }) {
  return (
    <ul className="space-y-1.5 text-sm" aria-label={label}>
      {benefits.map((benefit) => (
        <li key={benefit} className="text-foreground/90 flex gap-2">
          <Check aria-hidden="true" className="text-success mt-0.5 size-4 shrink-0" />
          <span>{benefit}</span>
        </li>
      ))}
    </ul>
  );
}

const HEADING_CLASSES = "text-foreground mb-2 text-xs font-semibold tracking-wider uppercase";

/** /services: category, tagline, four key benefits, key nutrients and 'View Details & Book'. */
export const DetailedServiceCard = memo(function DetailedServiceCard({
  service,
  headingLevel,
}: {
  service: Service;
  headingLevel?: "h2" | "h3";
}) {
  const t = useT();
  const benefits = service.benefits.slice(0, 4);
  return (
    <ServiceCard
      service={service}
      {...(headingLevel ? { headingLevel } : {})}
      badge={
        <Badge variant="secondary" className="absolute top-3 left-3 shadow-sm">
          {t.servicePages.categories[service.category]}
        </Badge>
      }
      summary={<p className="text-muted-foreground text-sm leading-relaxed">{service.tagline}</p>}
      action={t.servicePages.viewDetailsAndBook}
    >
      {benefits.length > 0 ? (
        <div>
          <p className={HEADING_CLASSES}>{t.servicePages.keyBenefits}</p>
          <Benefits benefits={benefits} />
        </div>
      ) : null}
      {service.keyNutrients.length > 0 ? (
        <div>
          <p className={HEADING_CLASSES}>{t.servicePages.keyNutrients}</p>
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
    </ServiceCard>
  );
});

/** A supplier's profile: three benefits and Book Now to `href` (the drip with that supplier). */
export const OfferedServiceCard = memo(function OfferedServiceCard({
  service,
  href,
}: {
  service: Service;
  href: string;
}) {
  const benefits = service.benefits.slice(0, 3);
  return (
    <ServiceCard service={service} href={href} summary={null}>
      {benefits.length > 0 ? (
        <Benefits benefits={benefits} label={say("servicePages.benefitsOf", { name: service.name })} />
      ) : null}
    </ServiceCard>
  );
});
