import { desc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { reviews, users } from "../../db/schema";

export type ReviewRow = typeof reviews.$inferSelect;

/** Inserts the booking's review unless it has one (then undefined: the unique key decides, so races are safe). */
export async function insertReview(
  db: Executor,
  values: {
    bookingId: string;
    serviceId: string;
    userId: string;
    rating: number;
    comment: string | null;
    createdAt: Date;
  },
): Promise<ReviewRow | undefined> {
  const rows = await db
    .insert(reviews)
    .values(values)
    .onConflictDoNothing({ target: reviews.bookingId })
    .returning();
  return rows[0];
}

/** The latest reviews of a service with their author's name (null once the account is deleted). */
export function listReviewsOfService(
  db: Executor,
  serviceId: string,
  limit: number,
): Promise<(ReviewRow & { authorName: string | null })[]> {
  return db
    .select({
      id: reviews.id,
      bookingId: reviews.bookingId,
      serviceId: reviews.serviceId,
      userId: reviews.userId,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      authorName: users.fullName,
    })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.serviceId, serviceId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

/** Account deletion: the ratings stay (they are no one's data), the words and the link to the author go. */
export async function anonymiseReviewsOfUser(db: Executor, userId: string): Promise<void> {
  await db.update(reviews).set({ userId: null, comment: null }).where(eq(reviews.userId, userId));
}
