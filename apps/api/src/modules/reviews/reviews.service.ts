import { stateOf } from "@ivdrips/contract/booking-state";
import { REVIEWS_PAGE_SIZE } from "@ivdrips/contract/reviews";
import type { Database, Executor } from "../../db/client";
import { inTransaction } from "../../db/transactions";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { bookingRecordOf, lockOwnBooking, type BookingRecord } from "../bookings/bookings.service";
import { activeService, ratingsOf } from "../catalogue/catalogue.service";
import { anonymiseReviewsOfUser, insertReview, listReviewsOfService } from "./reviews.repository";
import { isUuid } from "../../lib/uuid";

/** A review as stored: `authorName` is null once its author's account is deleted. */
export interface ServiceReview {
  id: string;
  rating: number;
  comment: string | null;
  authorName: string | null;
  createdAt: Date;
}

/** A service's rating with its latest reviews, newest first. */
export interface ServiceReviewsRecord {
  average: number | null;
  count: number;
  reviews: ServiceReview[];
}

/**
 * Account deletion, in its transaction: a deleted customer's ratings stay (they are no one's data), their
 * words and the link to them go.
 */
export function anonymiseReviewsOf(tx: Executor, userId: string): Promise<void> {
  return anonymiseReviewsOfUser(tx, userId);
}

export function createReviewsService(db: Database, clock: Clock) {
  return {
    /** The customer's one review of a completed visit of theirs; returns the booking with it. */
    async leave(
      userId: string,
      bookingId: string,
      review: { rating: number; comment?: string | null | undefined },
    ): Promise<BookingRecord> {
      if (!isUuid(bookingId)) throw new AppError("NOT_FOUND", "bookingNotFound");
      return inTransaction(db, async (tx) => {
        const booking = await lockOwnBooking(tx, userId, bookingId);
        if (stateOf(booking) !== "completed") throw new AppError("INVALID_TRANSITION", "reviewNotCompleted");
        const inserted = await insertReview(tx, {
          bookingId,
          serviceId: booking.serviceId,
          userId,
          rating: review.rating,
          comment: review.comment ?? null,
          createdAt: clock(),
        });
        if (!inserted) throw new AppError("ALREADY_REVIEWED", "alreadyReviewed");
        return bookingRecordOf(tx, bookingId);
      });
    },

    async listForService(serviceId: string): Promise<ServiceReviewsRecord> {
      if (!(await activeService(db, serviceId))) throw new AppError("NOT_FOUND", "serviceNotFound");
      const summary = (await ratingsOf(db, [serviceId])).get(serviceId);
      const rows = await listReviewsOfService(db, serviceId, REVIEWS_PAGE_SIZE);
      return {
        average: summary?.average ?? null,
        count: summary?.count ?? 0,
        reviews: rows.map((row) => ({
          id: row.id,
          rating: row.rating,
          comment: row.comment,
          authorName: row.userId === null ? null : row.authorName,
          createdAt: row.createdAt,
        })),
      };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
