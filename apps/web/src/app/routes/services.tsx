import { say } from "../../lib/stand-ins/lingui";
import type { Service } from "@ivdrips/contract/catalogue";
import { ArrowRight, Package, RotateCcw, SearchX } from "lucide-react";
import { useDeferredValue } from "react";
import { Link, useSearchParams } from "../../lib/router";
import { Button } from "../../components/ui/button";
import { useServices } from "../../features/catalogue/api/get-services";
import { DetailedServiceCard } from "../../features/catalogue/components/service-card-details";
import { ServiceFiltersBar } from "../../features/catalogue/components/service-filters";
import { ServicesGrid } from "../../features/catalogue/components/services-grid";
import {
  ALL_SERVICES,
  filterServices,
  readServiceFilters,
  writeServiceFilters,
  type ServiceFilters,
} from "../../features/catalogue/lib/filter-services";
import { useT } from "../../lib/i18n/use-t";
import { usePageMeta } from "../../lib/page-meta";
import { HeroPage } from "../layout/hero-page";

/** SPEC §2 "Services page" with working filters (ARCHITECTURE "Deliberate departures"), kept in the URL. */
export function ServicesPage() {
  const t = useT();
  usePageMeta(t.meta.services.title, t.meta.services.description);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readServiceFilters(searchParams);
  // Deferred like the grid's (services-grid.tsx), so the summary and the cards change together.
  const { data: services } = useDeferredValue(useServices());

  // Filters replace the history entry (Back leaves the page) and keep the scroll position.
  const setFilters = (next: ServiceFilters) =>
    setSearchParams((current) => writeServiceFilters(current, next), { replace: true });

  const shown = services ? filterServices(services, filters).length : undefined;
  const summary =
    services === undefined || services.length === 0
      ? undefined
      : say("servicePages.filters.summary", {
          shown: shown ?? 0,
          total: services.length,
        });

  return (
    <HeroPage
      eyebrow={t.servicePages.services.eyebrow}
      heading={t.servicePages.services.title}
      intro={t.servicePages.services.intro}
      hero={<PackagesPointer />}
    >
      <ServiceFiltersBar filters={filters} onChange={setFilters} summary={summary} />
      <div className="mt-8">
        <ServicesGrid
          select={(all: Service[]) => filterServices(all, filters)}
          renderService={(service) => <DetailedServiceCard service={service} headingLevel="h2" />}
          noMatch={<NoMatch onReset={() => setFilters(ALL_SERVICES)} />}
        />
      </div>
    </HeroPage>
  );
}

function NoMatch({ onReset }: { onReset: () => void }) {
  const t = useT();
  return (
    <div className="border-border flex flex-col items-center rounded-xl border border-dashed px-6 py-14 text-center">
      <SearchX aria-hidden="true" className="text-muted-foreground size-10" />
      <h2 className="font-display text-foreground mt-4 text-2xl font-semibold">
        {t.servicePages.services.noMatchTitle}
      </h2>
      <p className="text-muted-foreground mt-2 max-w-md">{t.servicePages.services.noMatchText}</p>
      <Button className="mt-6" onClick={onReset}>
        <RotateCcw aria-hidden="true" />
        {t.servicePages.filters.reset}
      </Button>
    </div>
  );
}

/** Drip packages (issue 39), for a visitor choosing drips: several paid ahead cost less each. */
function PackagesPointer() {
  const t = useT();
  const text = t.packages.promo;
  return (
    <p className="border-primary/15 bg-background/80 text-foreground mt-6 flex w-fit max-w-full flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border px-4 py-3 text-sm">
      <Package aria-hidden="true" className="text-primary size-4 shrink-0" />
      <strong className="font-semibold">{text.title}</strong>
      <span className="text-muted-foreground">{text.text}</span>
      <Link
        to="/packages"
        className="text-primary inline-flex items-center gap-1 font-medium underline-offset-4 hover:underline"
      >
        {text.link}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </p>
  );
}
