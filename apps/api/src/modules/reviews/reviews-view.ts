import { reviewAuthorName, type ServiceReviews } from "@ivdrips/contract/reviews";
import type { ServiceReviewsRecord } from "./reviews.service";

/**
 * A service's reviews as the API answers them (authors as first name and initial, dates as ISO strings): made
 * only at the route edge.
 */
export function toServiceReviews({ average, count, reviews }: ServiceReviewsRecord): ServiceReviews {
  return {
    average,
    count,
    reviews: reviews.map((review) => ({
      id: review.id,
      rating: review.rating,
      comment: review.comment,
      author: reviewAuthorName(review.authorName),
      createdAt: review.createdAt.toISOString(),
    })),
  };
}
