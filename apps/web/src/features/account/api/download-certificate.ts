import type { Booking } from "@ivdrips/contract/bookings";
import { useMutation } from "@tanstack/react-query";
import { apiDownload } from "../../../lib/api-client";

/** GET /api/bookings/{id}/certificate: the PDF certificate of attendance of a completed visit. */
export function downloadCertificate(booking: Pick<Booking, "_id" | "reference">): Promise<string> {
  return apiDownload(`/bookings/${encodeURIComponent(booking._id)}/certificate`, {
    auth: "customer",
    filename: `IV-Drips-certificate-${booking.reference}.pdf`,
  });
}

export function useDownloadCertificate() {
  return useMutation({ mutationFn: downloadCertificate });
}
