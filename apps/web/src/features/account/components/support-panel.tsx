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
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import { usePublicConfig } from "../../../lib/public-config";

/** SPEC §2 "My Account" → Support: reach a person, and the quick actions. */
export function SupportPanel() {
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
          <ul className="grid grid-cols-1 gap-3">
            <QuickAction icon={<Download />}>Download Receipt</QuickAction>
            <QuickAction icon={<FileBadge />}>Request Service Certificate</QuickAction>
            <QuickAction icon={<SlidersHorizontal />}>Update Preferences</QuickAction>
            <QuickAction icon={<Trash2 />} destructive>
              Delete Account
            </QuickAction>
          </ul>
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

/** Not available yet (a later release brings it): shown disabled, with "Coming soon" under it. */
function QuickAction({
  icon,
  children,
  destructive = false,
}: {
  icon: ReactNode;
  children: ReactNode;
  destructive?: boolean;
}) {
  return (
    <li className="grid grid-cols-1">
      <Button
        variant="outline"
        disabled
        className={cn(
          "h-auto min-h-11 justify-start py-2 text-left whitespace-normal",
          destructive && "text-destructive",
        )}
      >
        <span aria-hidden="true" className="[&_svg]:size-4">
          {icon}
        </span>
        <span className="flex-1">{children}</span>
        <span className="text-muted-foreground shrink-0 text-xs font-normal">Coming soon</span>
      </Button>
    </li>
  );
}
