import { schemaMessage } from "./api-messages";
import { z } from "zod";
import { MAX_RATING, MIN_RATING, RATING_MESSAGE } from "./limits";

export { MAX_RATING, MIN_RATING, RATING_MESSAGE } from "./limits";
export const REVIEW_COMMENT_MAX = 1000;

export const COMMENT_TOO_LONG_MESSAGE = schemaMessage("commentTooLong", { max: REVIEW_COMMENT_MAX });
export const ALREADY_REVIEWED_MESSAGE = schemaMessage("alreadyReviewed");
export const REVIEW_NOT_COMPLETED_MESSAGE = schemaMessage("reviewNotCompleted");

/** A review of a completed visit: 1-5 stars and an optional comment; an empty comment is none. */
export const ReviewRequestSchema = z.object({
  rating: z
    .number({ error: RATING_MESSAGE })
    .int({ error: RATING_MESSAGE })
    .min(MIN_RATING, { error: RATING_MESSAGE })
    .max(MAX_RATING, { error: RATING_MESSAGE }),
  comment: z
    .string({ error: schemaMessage("commentNotText") })
    .trim()
    .max(REVIEW_COMMENT_MAX, { error: COMMENT_TOO_LONG_MESSAGE })
    .transform((comment) => (comment === "" ? null : comment))
    .nullable()
    .optional(),
});
export type ReviewRequest = z.input<typeof ReviewRequestSchema>;

/** A review as the service page lists it: the author as first name and initial, never in full. */
export const PublicReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  /** e.g. "Aisha R."; "Former customer" once the account is deleted. */
  author: z.string(),
  createdAt: z.string(),
});
export type PublicReview = z.infer<typeof PublicReviewSchema>;

export const ServiceReviewsSchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  /** The latest reviews, newest first (at most REVIEWS_PAGE_SIZE). */
  reviews: z.array(PublicReviewSchema),
});
export type ServiceReviews = z.infer<typeof ServiceReviewsSchema>;

export const REVIEWS_PAGE_SIZE = 50;

/** The author shown beside a review: first name and the initial of the last, as customers expect. */
export function reviewAuthorName(fullName: string | null): string {
  if (!fullName) return "Former customer";
  const parts = fullName.trim().split(/\s+/);
  const first = parts[0] ?? "";
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}
