import { say } from "../lib/stand-ins/lingui";
import { MAX_RATING } from "@ivdrips/contract/limits";
import { cn } from "../lib/stand-ins/cn";
import { useT } from "../lib/i18n/use-t";

/** "★★★★☆" for the eye, "4 out of 5 stars" for screen readers. */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  useT(); // renders again in another language: its messages are said below
  const full = Math.min(MAX_RATING, Math.max(0, Math.round(rating)));
  return (
    <span className={cn("text-warning tracking-wide", className)}>
      <span aria-hidden="true">{"★".repeat(full) + "☆".repeat(MAX_RATING - full)}</span>
      <span className="sr-only">{say("layout.ratingStars", { rating: full, max: MAX_RATING })}</span>
    </span>
  );
}
