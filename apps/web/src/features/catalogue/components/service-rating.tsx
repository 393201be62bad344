import type { Service } from "@ivdrips/contract/catalogue";
import { cn } from "../../../lib/cn";

/** "4.5" (one decimal, as review sites show it). */
export function formatAverage(average: number): string {
  return average.toLocaleString("en-MY", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

export function reviewCountLabel(count: number): string {
  return count === 1 ? "1 review" : `${count.toLocaleString("en-MY")} reviews`;
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
  if (rating.count === 0 || rating.average === null) {
    return showEmpty ? (
      <p className={cn("text-muted-foreground text-sm", className)}>No reviews yet</p>
    ) : null;
  }
  const average = formatAverage(rating.average);
  const count = reviewCountLabel(rating.count);
  return (
    <p className={cn("text-foreground text-sm", className)}>
      {/* One text node (the star coloured by ::first-letter) so the line reads and matches as one. */}
      <span aria-hidden="true" className="first-letter:text-warning inline-block">
        {`★ ${average} (${count})`}
      </span>
      <span className="sr-only">{`Rated ${average} out of 5 from ${count}`}</span>
    </p>
  );
}
