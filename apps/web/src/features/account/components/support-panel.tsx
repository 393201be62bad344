import { whatsappLink } from "@ivdrips/contract/public-config";
import {
  Download,
  FileBadge,
  Mail,
  MessageCircle,
  Phone,
  RefreshCw,
  SlidersHorizontal,
  Trash2,
} from "lucide-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Button, type ButtonProps } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { cn } from "../../../lib/cn";
import { usePublicConfig } from "../../../lib/public-config";
import { downloadBookingDocument, type BookingDocument } from "../api/download-booking-document";
import { myBookingsQueryOptions } from "../api/get-my-bookings";
import { latestCompleted, latestPaid } from "../lib/booking-actions";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { downloadFailed } from "./document-buttons";
import { PreferencesDialog } from "./preferences-dialog";

/** SPEC §2 "My Account" → Support: reach a person, and the quick actions. */
export function SupportPanel({ userId }: { userId: string }) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <h2 className="font-display text-lg leading-snug font-semibold tracking-tight">Need Help?</h2>
          <CardDescription>Our care team is here for you around the clock.</CardDescription>
        </CardHeader>
        <CardContent>
          <ContactButtons />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <h2 className="font-display text-lg leading-snug font-semibold tracking-tight">Quick Actions</h2>
          <CardDescription>Self-service for your bookings and account.</CardDescription>
        </CardHeader>
        <CardContent>
          <QuickActions userId={userId} />
        </CardContent>
      </Card>
    </div>
  );
}

function ContactButtons() {
  const config = usePublicConfig();

  if (config.isPending) {
    return (
      <div role="status" aria-label="Loading contact details" className="grid gap-3">
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
      </div>
    );
  }

  if (config.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3 text-sm">
        <p className="text-muted-foreground">We couldn&apos;t load our contact details just now.</p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void config.refetch()}
          disabled={config.isFetching}
        >
          {config.isFetching ? <Spinner /> : <RefreshCw aria-hidden="true" />}
          Try Again
        </Button>
      </div>
    );
  }

  const { supportPhone, whatsappNumber, supportEmail } = config.data;
  return (
    <div className="grid grid-cols-1 gap-3">
      <Button asChild variant="outline" className="min-w-0 justify-start">
        <a href={`tel:${supportPhone.replace(/[^\d+]/g, "")}`}>
          <Phone aria-hidden="true" className="text-primary" />
          Call Support
          <span className="text-muted-foreground ml-auto min-w-0 truncate font-normal">{supportPhone}</span>
        </a>
      </Button>
      <Button asChild variant="outline" className="min-w-0 justify-start">
        <a href={whatsappLink(whatsappNumber)} target="_blank" rel="noopener noreferrer">
          <MessageCircle aria-hidden="true" className="text-primary" />
          WhatsApp Chat
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </Button>
      <Button asChild variant="outline" className="min-w-0 justify-start">
        <a href={`mailto:${supportEmail}`}>
          <Mail aria-hidden="true" className="text-primary" />
          Email Support
          <span className="text-muted-foreground ml-auto min-w-0 truncate font-normal">{supportEmail}</span>
        </a>
      </Button>
    </div>
  );
}

/**
 * Download Receipt (the latest paid booking's), Request Service Certificate (the latest completed visit's),
 * Update Preferences and Delete Account. The list is read from the cache when fresh, else fetched.
 */
function QuickActions({ userId }: { userId: string }) {
  const receipt = useLatestDocument(userId, "receipt");
  const certificate = useLatestDocument(userId, "certificate");

  return (
    <ul className="grid grid-cols-1 gap-3">
      <li className="grid grid-cols-1">
        <QuickActionButton icon={<Download />} busy={receipt.isPending} onClick={() => receipt.mutate()}>
          Download Receipt
        </QuickActionButton>
      </li>
      <li className="grid grid-cols-1">
        <QuickActionButton
          icon={<FileBadge />}
          busy={certificate.isPending}
          onClick={() => certificate.mutate()}
        >
          Request Service Certificate
        </QuickActionButton>
      </li>
      <li className="grid grid-cols-1">
        <PreferencesDialog
          userId={userId}
          trigger={<QuickActionButton icon={<SlidersHorizontal />}>Update Preferences</QuickActionButton>}
        />
      </li>
      <li className="grid grid-cols-1">
        <DeleteAccountDialog
          trigger={
            <QuickActionButton icon={<Trash2 />} destructive>
              Delete Account
            </QuickActionButton>
          }
        />
      </li>
    </ul>
  );
}

const LATEST = {
  receipt: {
    pick: latestPaid,
    none: { title: "No receipts yet", description: "A receipt is available once a booking has been paid." },
  },
  certificate: {
    pick: latestCompleted,
    none: {
      title: "No completed visits yet",
      description: "A certificate of attendance is available once a visit has been completed.",
    },
  },
} as const;

/** Downloads the document of the latest booking that has one, or says there is none yet. */
function useLatestDocument(userId: string, document: BookingDocument) {
  const queryClient = useQueryClient();
  const { pick, none } = LATEST[document];
  return useMutation({
    mutationFn: async () => {
      const booking = pick(await queryClient.fetchQuery(myBookingsQueryOptions(userId)));
      if (booking) await downloadBookingDocument(booking, document);
      return booking;
    },
    onSuccess: (booking) => {
      if (!booking) toast(none);
    },
    onError: (error) => downloadFailed(error, document),
  });
}

/** A full-width outline button with its icon; while `busy`, a spinner in its place and disabled. */
function QuickActionButton({
  icon,
  busy = false,
  destructive = false,
  className,
  children,
  disabled,
  ...props
}: ButtonProps & { icon: ReactNode; busy?: boolean; destructive?: boolean }) {
  return (
    <Button
      variant="outline"
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      className={cn(
        "h-auto min-h-11 justify-start py-2 text-left whitespace-normal",
        destructive && "text-destructive hover:text-destructive",
        className,
      )}
      {...props}
    >
      <span aria-hidden="true" className="[&_svg]:size-4">
        {busy ? <Spinner /> : icon}
      </span>
      <span className="flex-1">{children}</span>
    </Button>
  );
}
