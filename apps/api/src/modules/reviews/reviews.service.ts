import { REVIEWS_PAGE_SIZE } from "@ivdrips/contract/reviews";
import type { Database } from "../../db/client";
import { inTransaction } from "../../db/transactions";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { findBookingRecord, lockBooking, type BookingRecord } from "../bookings/bookings.service";
import { findActiveService, ratingsByService } from "../catalogue/catalogue.service";
import { insertReview, listReviewsOfService } from "./reviews.repository";

// Account deletion keeps a deleted customer's reviews without their name.
export { anonymiseReviewsOfUser } from "./reviews.repository";
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
        const booking = await lockBooking(tx, bookingId);
        if (booking?.userId !== userId) throw new AppError("NOT_FOUND", "bookingNotFound");
        if (booking.status !== "completed") throw new AppError("INVALID_TRANSITION", "reviewNotCompleted");
        const inserted = await insertReview(tx, {
          bookingId,
          serviceId: booking.serviceId,
          userId,
          rating: review.rating,
          comment: review.comment ?? null,
          createdAt: clock(),
        });
        if (!inserted) throw new AppError("ALREADY_REVIEWED", "alreadyReviewed");
        const record = await findBookingRecord(tx, bookingId);
        if (!record) throw new AppError("NOT_FOUND", "bookingNotFound");
        return record;
      });
    },

    async listForService(serviceId: string): Promise<ServiceReviewsRecord> {
      if (!(await findActiveService(db, serviceId))) throw new AppError("NOT_FOUND", "serviceNotFound");
      const summary = (await ratingsByService(db, [serviceId])).get(serviceId);
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
