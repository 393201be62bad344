import type { Booking } from "@ivdrips/contract/bookings";
import type { ReviewRequest } from "@ivdrips/contract/reviews";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { CATALOGUE_KEY } from "../../../lib/catalogue-key";
import { bookingChanged } from "./get-my-bookings";

export interface ReviewInput {
  bookingId: string;
  review: ReviewRequest;
}

/** POST /api/bookings/{id}/review: 1-5 stars and an optional comment, once per completed visit. */
export function reviewBooking({ bookingId, review }: ReviewInput): Promise<Booking> {
  return apiFetch<Booking>(`/bookings/${encodeURIComponent(bookingId)}/review`, {
    method: "POST",
    auth: "customer",
    body: review,
  });
}

export function useReviewBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewBooking,
    onSuccess: async (booking) => {
      await bookingChanged(queryClient, booking);
      // The service's rating and review list now include this review.
      await queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY });
    },
  });
}
