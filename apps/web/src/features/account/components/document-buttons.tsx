import type { Booking } from "@ivdrips/contract/bookings";
import { Download, FileBadge } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import type { Catalogue } from "../../../locales/catalogue";

import { useT } from "../../../lib/i18n/use-t";
import { useDownloadBookingDocument, type BookingDocument } from "../api/download-booking-document";

const FAILED = { receipt: "failedReceipt", certificate: "failedCertificate" } as const;

export function downloadFailed(t: Catalogue, error: unknown, document: BookingDocument) {
  toast({
    title: t.account.documents.failedTitle,
    description: errorMessage(error, t.account.documents[FAILED[document]]),
    variant: "destructive",
  });
}

const BUTTONS = {
  receipt: { label: "receipt", icon: Download },
  certificate: { label: "certificate", icon: FileBadge },
} as const;

/** Download Receipt on a paid booking's card, Certificate (of attendance) on a completed visit's. */
export function DocumentButton({ booking, document }: { booking: Booking; document: BookingDocument }) {
  const t = useT();
  const download = useDownloadBookingDocument(document);
  const { label, icon: Icon } = BUTTONS[document];
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={download.isPending}
      aria-busy={download.isPending || undefined}
      onClick={() => download.mutate(booking, { onError: (error) => downloadFailed(t, error, document) })}
    >
      {download.isPending ? <Spinner /> : <Icon aria-hidden="true" />}
      {t.account.documents[label]}
    </Button>
  );
}
