import type { Booking } from "@ivdrips/contract/bookings";
import { useMutation } from "@tanstack/react-query";
import { apiDownload } from "../../../lib/api-download";

/** The PDFs of a booking: a receipt once paid, a certificate of attendance once the visit is completed. */
export type BookingDocument = "receipt" | "certificate";

/** GET /api/bookings/{id}/receipt or /certificate, saved under the server's file name. */
export function downloadBookingDocument(
  booking: Pick<Booking, "_id" | "reference">,
  document: BookingDocument,
): Promise<string> {
  return apiDownload(`/bookings/${encodeURIComponent(booking._id)}/${document}`, {
    auth: "customer",
    filename: `IV-Drips-${document}-${booking.reference}.pdf`,
  });
}

export function useDownloadBookingDocument(document: BookingDocument) {
  return useMutation({
    mutationFn: (booking: Pick<Booking, "_id" | "reference">) => downloadBookingDocument(booking, document),
  });
}
