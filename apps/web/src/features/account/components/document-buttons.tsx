import type { Booking } from "@ivdrips/contract/bookings";
import { Download, FileBadge } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { useDownloadBookingDocument, type BookingDocument } from "../api/download-booking-document";

export function downloadFailed(error: unknown, document: BookingDocument) {
  toast({
    title: "Download failed",
    description: errorMessage(error, `The ${document} could not be downloaded. Please try again.`),
    variant: "destructive",
  });
}

const BUTTONS = {
  receipt: { label: "Download Receipt", icon: Download },
  certificate: { label: "Certificate", icon: FileBadge },
} as const;

/** Download Receipt on a paid booking's card, Certificate (of attendance) on a completed visit's. */
export function DocumentButton({ booking, document }: { booking: Booking; document: BookingDocument }) {
  const download = useDownloadBookingDocument(document);
  const { label, icon: Icon } = BUTTONS[document];
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={download.isPending}
      aria-busy={download.isPending || undefined}
      onClick={() => download.mutate(booking, { onError: (error) => downloadFailed(error, document) })}
    >
      {download.isPending ? <Spinner /> : <Icon aria-hidden="true" />}
      {label}
    </Button>
  );
}
