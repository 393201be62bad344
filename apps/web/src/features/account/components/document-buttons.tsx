import type { Booking } from "@ivdrips/contract/bookings";
import { Download, FileBadge } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { useDownloadCertificate } from "../api/download-certificate";
import { useDownloadReceipt } from "../api/download-receipt";

export function downloadFailed(error: unknown, what: "receipt" | "certificate") {
  toast({
    title: "Download failed",
    description: errorMessage(error, `The ${what} could not be downloaded. Please try again.`),
    variant: "destructive",
  });
}

/** Download Receipt on a paid booking's card. */
export function ReceiptButton({ booking }: { booking: Booking }) {
  const download = useDownloadReceipt();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={download.isPending}
      aria-busy={download.isPending || undefined}
      onClick={() => download.mutate(booking, { onError: (error) => downloadFailed(error, "receipt") })}
    >
      {download.isPending ? <Spinner /> : <Download aria-hidden="true" />}
      Download Receipt
    </Button>
  );
}

/** Certificate (of attendance) on a completed visit's card. */
export function CertificateButton({ booking }: { booking: Booking }) {
  const download = useDownloadCertificate();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={download.isPending}
      aria-busy={download.isPending || undefined}
      onClick={() => download.mutate(booking, { onError: (error) => downloadFailed(error, "certificate") })}
    >
      {download.isPending ? <Spinner /> : <FileBadge aria-hidden="true" />}
      Certificate
    </Button>
  );
}
