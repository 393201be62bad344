import type { BookingMessagesSchema } from "@ivdrips/contract/phone-messages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api-client";
import { adminBookingsKey } from "./search-bookings";

export type BookingMessages = z.infer<typeof BookingMessagesSchema>;

/** GET /api/admin/bookings/:id/messages → the booking's messages to phones (WhatsApp, SMS), oldest first. */
export function getBookingMessages(id: string, signal?: AbortSignal): Promise<BookingMessages> {
  return apiFetch<BookingMessages>(`/admin/bookings/${encodeURIComponent(id)}/messages`, {
    auth: "staff",
    ...(signal ? { signal } : {}),
  });
}

/** Under the bookings' key: any action on the booking (a resend among them) reads them again. */
export function bookingMessagesQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...adminBookingsKey, "messages", id],
    queryFn: ({ signal }) => getBookingMessages(id, signal),
    staleTime: 0,
  });
}

export function useBookingMessages(id: string) {
  return useQuery(bookingMessagesQueryOptions(id));
}
