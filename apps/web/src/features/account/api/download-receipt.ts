import type { Booking } from "@ivdrips/contract/bookings";
import { useMutation } from "@tanstack/react-query";
import { apiDownload } from "../../../lib/api-client";

/** GET /api/bookings/{id}/receipt: the PDF receipt of a paid booking, saved under the server's name. */
export function downloadReceipt(booking: Pick<Booking, "_id" | "reference">): Promise<string> {
  return apiDownload(`/bookings/${encodeURIComponent(booking._id)}/receipt`, {
    auth: "customer",
    filename: `IV-Drips-receipt-${booking.reference}.pdf`,
  });
}

export function useDownloadReceipt() {
  return useMutation({ mutationFn: downloadReceipt });
}
