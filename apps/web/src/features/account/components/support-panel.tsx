import { telLink } from "@ivdrips/contract/contact-links";
import { whatsappLink } from "@ivdrips/contract/whatsapp";
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
import { cn } from "../../../lib/stand-ins/cn";
import { useT } from "../../../lib/i18n/use-t";
import { usePublicConfig } from "../../../lib/public-config";
import { downloadBookingDocument, type BookingDocument } from "../api/download-booking-document";
import { myBookingsQueryOptions } from "../api/get-my-bookings";
import { latestCompleted, latestPaid } from "../lib/booking-actions";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { downloadFailed } from "./document-buttons";
import { PreferencesDialog } from "./preferences-dialog";

/** SPEC §2 "My Account" → Support: reach a person, and the quick actions. */
export function SupportPanel({ userId }: { userId: string }) {
  const t = useT();
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <h2 className="font-display text-lg leading-snug font-semibold tracking-tight">
            {t.account.support.needHelp}
          </h2>
          <CardDescription>{t.account.support.needHelpDescription}</CardDescription>
        </CardHeader>
        <CardContent>
          <ContactButtons />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <h2 className="font-display text-lg leading-snug font-semibold tracking-tight">
            {t.account.support.quickActions}
          </h2>
          <CardDescription>{t.account.support.quickActionsDescription}</CardDescription>
        </CardHeader>
        <CardContent>
          <QuickActions userId={userId} />
        </CardContent>
      </Card>
    </div>
  );
}

function ContactButtons() {
  const t = useT();
  const config = usePublicConfig();

  if (config.isPending) {
    return (
      <div role="status" aria-label={t.account.support.loadingContacts} className="grid gap-3">
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
      </div>
    );
  }

  if (config.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3 text-sm">
        <p className="text-muted-foreground">{t.account.support.contactsFailed}</p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void config.refetch()}
          disabled={config.isFetching}
        >
          {config.isFetching ? <Spinner /> : <RefreshCw aria-hidden="true" />}
          {t.account.support.tryAgain}
        </Button>
      </div>
    );
  }

  const { supportPhone, whatsappNumber, supportEmail } = config.data;
  return (
    <div className="grid grid-cols-1 gap-3">
      <Button asChild variant="outline" className="min-w-0 justify-start">
        <a href={telLink(supportPhone)}>
          <Phone aria-hidden="true" className="text-primary" />
          {t.account.support.call}
          <span className="text-muted-foreground ml-auto min-w-0 truncate font-normal">{supportPhone}</span>
        </a>
      </Button>
      <Button asChild variant="outline" className="min-w-0 justify-start">
        <a href={whatsappLink(whatsappNumber)} target="_blank" rel="noopener noreferrer">
          <MessageCircle aria-hidden="true" className="text-primary" />
          {t.account.support.whatsapp}
          <span className="sr-only"> {t.account.support.newTab}</span>
        </a>
      </Button>
      <Button asChild variant="outline" className="min-w-0 justify-start">
        <a href={`mailto:${supportEmail}`}>
          <Mail aria-hidden="true" className="text-primary" />
          {t.account.support.email}
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
  const t = useT();
  const receipt = useLatestDocument(userId, "receipt");
  const certificate = useLatestDocument(userId, "certificate");

  return (
    <ul className="grid grid-cols-1 gap-3">
      <li className="grid grid-cols-1">
        <QuickActionButton icon={<Download />} busy={receipt.isPending} onClick={() => receipt.mutate()}>
          {t.account.support.downloadReceipt}
        </QuickActionButton>
      </li>
      <li className="grid grid-cols-1">
        <QuickActionButton
          icon={<FileBadge />}
          busy={certificate.isPending}
          onClick={() => certificate.mutate()}
        >
          {t.account.support.requestCertificate}
        </QuickActionButton>
      </li>
      <li className="grid grid-cols-1">
        <PreferencesDialog
          userId={userId}
          trigger={
            <QuickActionButton icon={<SlidersHorizontal />}>
              {t.account.support.updatePreferences}
            </QuickActionButton>
          }
        />
      </li>
      <li className="grid grid-cols-1">
        <DeleteAccountDialog
          trigger={
            <QuickActionButton icon={<Trash2 />} destructive>
              {t.account.support.deleteAccount}
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
    none: { title: "noReceiptsTitle", description: "noReceiptsDescription" },
  },
  certificate: {
    pick: latestCompleted,
    none: { title: "noVisitsTitle", description: "noVisitsDescription" },
  },
} as const;

/** Downloads the document of the latest booking that has one, or says there is none yet. */
function useLatestDocument(userId: string, document: BookingDocument) {
  const t = useT();
  const queryClient = useQueryClient();
  const { pick, none } = LATEST[document];
  return useMutation({
    mutationFn: async () => {
      const booking = pick(await queryClient.fetchQuery(myBookingsQueryOptions(userId)));
      if (booking) await downloadBookingDocument(booking, document);
      return booking;
    },
    onSuccess: (booking) => {
      if (!booking)
        toast({ title: t.account.support[none.title], description: t.account.support[none.description] });
    },
    onError: (error) => downloadFailed(t, error, document),
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
