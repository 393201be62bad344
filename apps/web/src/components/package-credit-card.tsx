import type { PackageCredit } from "@ivdrips/contract/drip-packages";
import { CalendarClock, Droplets } from "lucide-react";
import { lastDayOf } from "../lib/account-credits";
import { formatKlDate } from "../lib/format";
import { useT } from "../lib/i18n/use-t";
import { cn } from "../lib/stand-ins/cn";
import { say } from "../lib/stand-ins/lingui";
import { Badge } from "./ui/badge";
import { Card } from "./ui/card";

/**
 * A package the customer bought (issue 39): its drips left, until when they pay for a visit (the last KL day),
 * the drips it covers; one used up or expired says so. My Account's list and the purchase's confirmation.
 */
export function PackageCreditCard({
  credit,
  headingLevel: Heading = "h3",
  className,
}: {
  credit: PackageCredit;
  headingLevel?: "h2" | "h3";
  className?: string;
}) {
  const t = useT();
  const text = t.packages;
  const lastDay = formatKlDate(lastDayOf(credit));
  const usedUp = credit.creditsLeft === 0;
  const expired = !credit.usable && !usedUp;
  return (
    <Card className={cn("grid gap-3 p-5 text-left sm:p-6", !credit.usable && "bg-muted/60", className)}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading className="font-display text-foreground text-lg leading-snug font-semibold tracking-tight">
          {credit.packageName}
        </Heading>
        {usedUp ? (
          <Badge variant="secondary">{text.account.usedUp}</Badge>
        ) : expired ? (
          <Badge variant="destructive">{text.account.expired}</Badge>
        ) : null}
      </div>
      <p className="text-foreground flex items-center gap-2 font-semibold">
        <Droplets aria-hidden="true" className="text-primary size-4 shrink-0" />
        {say("packages.left", { left: credit.creditsLeft, total: credit.credits })}
      </p>
      <p className="text-muted-foreground flex items-center gap-2 text-sm">
        <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
        {expired
          ? say("packages.account.expiredOn", { date: lastDay })
          : say("packages.validUntil", { date: lastDay })}
      </p>
      <p className="text-muted-foreground text-sm">
        <span className="text-foreground font-medium">{text.covers}: </span>
        {credit.services.map((service) => service.name).join(", ")}
      </p>
    </Card>
  );
}
