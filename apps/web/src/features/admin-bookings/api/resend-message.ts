import { apiFetch } from "../../../lib/api-client";
import { useBookingAction } from "./booking-action";
import type { BookingMessages } from "./get-booking-messages";

/**
 * POST /api/admin/bookings/:id/messages/:messageId/resend {note?}: a failed message queued again (409
 * messageNotResendable for one that did not fail); answers the booking's messages.
 */
export function resendMessage({
  bookingId,
  messageId,
  note,
}: {
  bookingId: string;
  messageId: string;
  note?: string | undefined;
}): Promise<BookingMessages> {
  const path = `/admin/bookings/${encodeURIComponent(bookingId)}/messages/${encodeURIComponent(messageId)}/resend`;
  return apiFetch<BookingMessages>(path, { method: "POST", auth: "staff", body: note ? { note } : {} });
}

export function useResendMessage() {
  return useBookingAction(resendMessage);
}
