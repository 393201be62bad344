import { say } from "../../../lib/stand-ins/lingui";
import { MessageSquareQuote, RefreshCw } from "lucide-react";
import { RatingStars } from "../../../components/rating-stars";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api-client";
import { formatKlDate } from "../../../lib/format";

import { useT } from "../../../lib/i18n/use-t";
import { useServiceReviews } from "../api/get-service-reviews";

/** The service page's Reviews section: customers' stars, first name and initial, KL date and comment. */
export function ServiceReviews({ serviceId }: { serviceId: string }) {
  const reviews = useServiceReviews(serviceId);
  const t = useT();

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="reviews-heading" className="space-y-4">
        <h2 id="reviews-heading" className="font-display text-foreground text-2xl font-semibold">
          {t.servicePages.reviews.title}
        </h2>

        {reviews.isPending ? (
          <div role="status" aria-label={t.servicePages.reviews.loading} className="space-y-3">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : reviews.isError ? (
          <div role="alert" className="grid justify-items-start gap-3 text-sm">
            <p className="text-muted-foreground">
              {say("servicePages.reviews.loadFailed", {
                message: errorMessage(reviews.error, t.servicePages.reviews.fetchFailed),
              })}
            </p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void reviews.refetch()}
              disabled={reviews.isFetching}
            >
              {reviews.isFetching ? <Spinner /> : <RefreshCw aria-hidden="true" />}
              {t.common.tryAgain}
            </Button>
          </div>
        ) : reviews.data.reviews.length === 0 ? (
          <div className="text-muted-foreground flex items-center gap-3 text-sm">
            <MessageSquareQuote aria-hidden="true" className="text-primary size-5 shrink-0" />
            <p>{t.servicePages.reviews.empty}</p>
          </div>
        ) : (
          <ul className="divide-border divide-y">
            {reviews.data.reviews.map((review) => (
              <li key={review.id} className="grid gap-1.5 py-4 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <RatingStars rating={review.rating} />
                  <span className="text-foreground text-sm font-medium">{review.author}</span>
                  <time dateTime={review.createdAt} className="text-muted-foreground text-sm">
                    {formatKlDate(review.createdAt)}
                  </time>
                </div>
                {review.comment ? (
                  <p className="text-foreground/90 text-sm leading-relaxed break-words whitespace-pre-line">
                    {review.comment}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
