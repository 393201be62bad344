import { say } from "../../../lib/stand-ins/lingui";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Booking } from "@ivdrips/contract/bookings";
import { REVIEW_COMMENT_MAX, ReviewRequestSchema } from "@ivdrips/contract/reviews";
import { Controller, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { FormDialog } from "../../../components/ui/form-dialog";
import { Button } from "../../../components/ui/button";
import { DialogFooter } from "../../../components/ui/dialog";
import type { DeferredPopupParts } from "../../../components/ui/deferred-popup";
import { CountedTextareaField } from "../../../components/ui/character-count";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { formatKlDay } from "../../../lib/format";
import { sayFieldMessage } from "../../../lib/i18n/say-field-message";
import { useT } from "../../../lib/i18n/use-t";
import { useReviewBooking } from "../api/review-booking";
import { StarRatingInput } from "./star-rating-input";

/** Leave Review on a completed visit's card: stars and an optional comment, once. */
export function ReviewDialog({
  booking,
  serviceName,
  trigger,
  defaultOpen,
}: { booking: Booking; serviceName: string } & DeferredPopupParts) {
  const t = useT();
  return (
    <FormDialog
      trigger={trigger}
      defaultOpen={defaultOpen}
      title={t.account.review.title}
      description={say("account.review.description", {
        service: serviceName,
        date: formatKlDay(booking.date),
      })}
    >
      {(close) => <ReviewForm booking={booking} onDone={close} />}
    </FormDialog>
  );
}

type ReviewFormInput = z.input<typeof ReviewRequestSchema>;
type ReviewFormOutput = z.output<typeof ReviewRequestSchema>;

function ReviewForm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const t = useT();
  const review = useReviewBooking();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ReviewFormInput, unknown, ReviewFormOutput>({
    resolver: zodResolver(ReviewRequestSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { comment: "" },
  });
  const comment = useWatch({ control, name: "comment" }) ?? "";
  const tooLong = comment.length > REVIEW_COMMENT_MAX;

  const onSubmit = handleSubmit(async ({ rating, comment: text }) => {
    try {
      await review.mutateAsync({ bookingId: booking._id, review: { rating, comment: text ?? null } });
    } catch {
      return; // The dialog shows why (review.error).
    }
    // Awaited rather than an onSuccess callback: the card swaps this dialog for the stars as soon as the
    // reviewed booking is in the list, and callbacks of an unmounted mutate never run.
    toast({ title: t.account.review.successTitle, description: t.account.review.successDescription });
    onDone();
  });

  const ratingError = errors.rating?.message;
  const commentError = errors.comment?.message;
  const working = review.isPending;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={working || undefined}>
      <div className="grid gap-2">
        <span id="review-rating-label" className="text-foreground text-sm font-medium">
          {t.account.review.rating}
        </span>
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            <StarRatingInput
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              labelledBy="review-rating-label"
              errorId={ratingError ? "review-rating-error" : undefined}
            />
          )}
        />
        {ratingError ? (
          <p id="review-rating-error" className="text-destructive text-sm">
            {sayFieldMessage(ratingError)}
          </p>
        ) : null}
      </div>

      <CountedTextareaField
        id="review-comment"
        label={t.account.review.comment}
        error={commentError}
        placeholder={t.account.review.commentPlaceholder}
        registration={register("comment")}
        length={comment.length}
        max={REVIEW_COMMENT_MAX}
        over={tooLong}
        spoken={say("account.review.commentCount", { count: comment.length, max: REVIEW_COMMENT_MAX })}
      />

      {review.isError ? (
        <p role="alert" className="bg-danger-soft text-destructive rounded-lg px-4 py-3 text-sm">
          {errorMessage(review.error, t.account.review.failed)}
        </p>
      ) : null}

      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={working}>
          {t.account.review.cancel}
        </Button>
        <Button type="submit" disabled={working}>
          {working ? (
            <>
              <Spinner />
              {t.account.review.submitting}
            </>
          ) : (
            t.account.review.submit
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}
