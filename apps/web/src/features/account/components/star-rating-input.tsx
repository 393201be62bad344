import { say } from "../../../lib/stand-ins/lingui";
import { MAX_RATING } from "@ivdrips/contract/reviews";
import { Star } from "lucide-react";
import { useState } from "react";
import { cn } from "../../../lib/stand-ins/cn";
import { useT } from "../../../lib/i18n/use-t";

export interface StarRatingInputProps {
  /** The radios' shared name. */
  name: string;
  value: number | undefined;
  onChange(rating: number): void;
  onBlur?(): void;
  /** The id of the element that labels the group. */
  labelledBy: string;
  /** The id of the validation message, when there is one. */
  errorId?: string | undefined;
}

const RATINGS = Array.from({ length: MAX_RATING }, (_, index) => index + 1);

/**
 * 1 to 5 stars as a radio group ("1 star" … "5 stars"): native radios, so arrow keys move between them and
 * screen readers announce the choice; the stars up to the chosen (or hovered) one are filled.
 */
export function StarRatingInput({
  name,
  value,
  onChange,
  onBlur,
  labelledBy,
  errorId,
}: StarRatingInputProps) {
  useT(); // renders again in another language: its messages are said below
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-required="true"
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      className="flex gap-1"
      onMouseLeave={() => setHovered(null)}
    >
      {RATINGS.map((rating) => (
        <label key={rating} className="relative rounded-md" onMouseEnter={() => setHovered(rating)}>
          <input
            type="radio"
            name={name}
            value={rating}
            checked={value === rating}
            onChange={() => onChange(rating)}
            onBlur={onBlur}
            // Invisible but covering its star: the star is what is clicked, the radio what is checked.
            className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer opacity-0"
          />
          <span
            aria-hidden="true"
            className={cn(
              "flex size-11 items-center justify-center rounded-md transition-colors",
              "peer-focus-visible:ring-ring peer-focus-visible:ring-offset-background peer-focus-visible:ring-2 peer-focus-visible:ring-offset-2",
              rating <= shown ? "text-warning" : "text-muted-foreground/60",
            )}
          >
            <Star className={cn("size-7", rating <= shown && "fill-current")} />
          </span>
          <span className="sr-only">{say("account.review.stars", { count: rating })}</span>
        </label>
      ))}
    </div>
  );
}
