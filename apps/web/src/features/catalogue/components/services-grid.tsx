import type { Service } from "@ivdrips/contract/catalogue";
import { AlertCircle, RotateCcw } from "lucide-react";
import { useDeferredValue, type ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api-client";
import { cn } from "../../../lib/stand-ins/cn";

import { useT } from "../../../lib/i18n/use-t";
import { useServices } from "../api/get-services";
import { ServiceCardSkeleton } from "./service-card";

/** SPEC §9: six skeleton cards while the catalogue loads. */
export const SERVICE_SKELETON_COUNT = 6;

export interface ServicesGridProps {
  /** One card per service. */
  renderService: (service: Service) => ReactNode;
  /** Narrows the catalogue (filters, a supplier's drips); the catalogue's order is kept. */
  select?: (services: Service[]) => Service[];
  /** Shown when the catalogue has services but `select` keeps none of them. */
  noMatch?: ReactNode;
  className?: string;
}

/** Two, then three to a row; a short last row is centred rather than left hanging. */
const GRID = "flex flex-wrap justify-center gap-6";
const CELL = "w-full sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]";

/** SPEC §4 "Service list fetch": loading (six skeletons), error with Try Again, empty, loaded. */
export function ServicesGrid({ renderService, select, noMatch, className }: ServicesGridProps) {
  // The catalogue's arrival renders from a deferred copy: React Query's news is rendered synchronously, in
  // one task, and a grid of cards is enough to hold a slow phone's main thread; deferred, it renders in slices.
  const query = useDeferredValue(useServices());
  const t = useT();

  if (query.isPending) {
    return (
      <div className={cn(GRID, className)} aria-busy="true">
        <span className="sr-only" role="status">
          {t.catalogue.loadingServices}
        </span>
        {Array.from({ length: SERVICE_SKELETON_COUNT }, (_, index) => (
          <div key={index} className={CELL}>
            <ServiceCardSkeleton />
          </div>
        ))}
      </div>
    );
  }

  if (query.isError) {
    return (
      <div
        role="alert"
        className="border-destructive/20 bg-danger-soft mx-auto flex max-w-lg flex-col items-center gap-3 rounded-xl border px-6 py-10 text-center"
      >
        <AlertCircle aria-hidden="true" className="text-destructive size-8" />
        <p className="font-display text-foreground text-xl font-semibold">{t.catalogue.loadFailed}</p>
        <p className="text-muted-foreground text-sm">{errorMessage(query.error, t.catalogue.fetchFailed)}</p>
        <Button
          variant="outline"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          className="mt-2"
        >
          <RotateCcw aria-hidden="true" className={cn(query.isFetching && "animate-spin")} />
          {t.common.tryAgain}
        </Button>
      </div>
    );
  }

  if (query.data.length === 0) {
    return (
      <p className="bg-muted text-muted-foreground rounded-xl px-6 py-10 text-center">
        {t.catalogue.noServices}
      </p>
    );
  }

  const services = select ? select(query.data) : query.data;
  if (services.length === 0) return <>{noMatch}</>;

  return (
    <ul className={cn(GRID, className)}>
      {services.map((service) => (
        <li key={service.id} className={CELL}>
          {renderService(service)}
        </li>
      ))}
    </ul>
  );
}
