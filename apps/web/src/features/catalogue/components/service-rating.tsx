import { say } from "../../../lib/stand-ins/lingui";
import type { Service } from "@ivdrips/contract/catalogue";
import { cn } from "../../../lib/stand-ins/cn";
import { intlLocale } from "../../../lib/format";
import { numberFormat } from "@ivdrips/contract/intl-formatters";
import { useT } from "../../../lib/i18n/use-t";

/** "4.5" (one decimal, as review sites show it), in the current language's digits. */
export function formatAverage(average: number): string {
  return numberFormat(intlLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
}

/**
 * "★ 4.5 (12 reviews)" once a service has reviews; before that nothing, or "No reviews yet" where the page
 * should say so (`showEmpty`).
 */
export function ServiceRating({
  rating,
  showEmpty = false,
  className,
}: {
  rating: Service["rating"];
  showEmpty?: boolean;
  className?: string;
}) {
  const t = useT();
  if (rating.count === 0 || rating.average === null) {
    return showEmpty ? (
      <p className={cn("text-muted-foreground text-sm", className)}>{t.catalogue.rating.noReviews}</p>
    ) : null;
  }
  const average = formatAverage(rating.average);
  const reviews = say("catalogue.rating.reviews", { count: rating.count });
  return (
    <p className={cn("text-foreground text-sm", className)}>
      {/* One text node (the star coloured by ::first-letter) so the line reads and matches as one. */}
      <span aria-hidden="true" className="first-letter:text-warning inline-block">
        {`★ ${average} (${reviews})`}
      </span>
      <span className="sr-only">{say("catalogue.rating.rated", { average, reviews })}</span>
    </p>
  );
}
