import type { DripPackage } from "@ivdrips/contract/drip-packages";
import { CalendarClock, Droplets } from "lucide-react";
import { useId } from "react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { formatRm } from "../../../lib/format";
import { useT } from "../../../lib/i18n/use-t";
import { Link } from "../../../lib/router";
import { say } from "../../../lib/stand-ins/lingui";
import { pricePerDrip } from "../lib/package-price";

/** One package on sale: its name, drips, price and price per drip, how long it lasts, the drips it covers, Buy. */
export function PackageCard({ pkg, onBuy }: { pkg: DripPackage; onBuy(): void }) {
  const t = useT();
  const text = t.packages;
  const headingId = useId();
  return (
    <Card className="flex h-full flex-col gap-5 p-5 sm:p-6">
      <div className="grid gap-2">
        <h2 id={headingId} className="font-display text-foreground text-xl font-semibold tracking-tight">
          {pkg.name}
        </h2>
        <p className="text-muted-foreground flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <span className="flex items-center gap-1.5">
            <Droplets aria-hidden="true" className="text-primary size-4" />
            {say("packages.drips", { count: pkg.credits })}
          </span>
          <span className="flex items-center gap-1.5">
            <CalendarClock aria-hidden="true" className="text-primary size-4" />
            {say("packages.validMonths", { count: pkg.validMonths })}
          </span>
        </p>
      </div>
      <div className="grid gap-1">
        <p className="font-display text-foreground text-3xl font-semibold tracking-tight tabular-nums">
          {formatRm(pkg.price)}
        </p>
        <p className="text-primary text-sm font-medium tabular-nums">
          {say("packages.perDrip", { price: formatRm(pricePerDrip(pkg)) })}
        </p>
      </div>
      <div className="grid gap-2">
        <h3 className="text-foreground text-xs font-semibold tracking-wider uppercase">{text.covers}</h3>
        <ul className="flex flex-wrap gap-1.5">
          {pkg.services.map((service) => (
            <li key={service.id}>
              <Badge variant="outline" className="bg-muted/60 font-normal" asChild>
                <Link to={`/service/${encodeURIComponent(service.id)}`}>{service.name}</Link>
              </Badge>
            </li>
          ))}
        </ul>
      </div>
      <Button className="mt-auto w-full" aria-describedby={headingId} onClick={onBuy}>
        {text.page.buy}
      </Button>
    </Card>
  );
}
