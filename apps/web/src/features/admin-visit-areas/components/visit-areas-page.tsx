import type { ServiceArea } from "@ivdrips/contract/service-areas";
import type { VisitFees } from "@ivdrips/contract/visit-fees";
import { Plus } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { AdminPageHeader, EmptyState, QueryState } from "../../../components/admin/admin-page";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatRm } from "../../../lib/format";
import { sayAdmin, useAdminT } from "../../../lib/i18n/admin-texts";
import { usePageMeta } from "../../../lib/page-meta";
import { useCityFees } from "../api/get-city-fees";
import { useServiceAreas } from "../api/get-service-areas";
import { useVisitFees } from "../api/get-visit-fees";
import { DeleteServiceAreaDialog, ServiceAreaDialog } from "./service-area-dialogs";
import { FEE_FIELDS, VisitFeesDialog } from "./visit-fees-dialog";

type Editing =
  | { kind: "new-area" }
  | { kind: "area"; area: ServiceArea }
  | { kind: "delete-area"; area: ServiceArea }
  | { kind: "fees"; fees: VisitFees };

/** A city as the fees section shows it: its own fees if staff set them, and whether it has service areas. */
interface FeesCity {
  city: string;
  own: VisitFees | undefined;
  served: boolean;
}

/** Each city's areas, in the list's order (by city, then first postcode). */
function byCity(areas: readonly ServiceArea[]): [string, ServiceArea[]][] {
  const groups = new Map<string, ServiceArea[]>();
  for (const area of areas) groups.set(area.city, [...(groups.get(area.city) ?? []), area]);
  return [...groups];
}

/** Every city with fees of its own or service areas (fees rows match a city whatever its case). */
function feesCities(fees: readonly VisitFees[], areas: readonly ServiceArea[]): FeesCity[] {
  const cities = new Map<string, FeesCity>();
  for (const own of fees) cities.set(own.city.toLowerCase(), { city: own.city, own, served: false });
  for (const area of areas) {
    const key = area.city.toLowerCase();
    const known = cities.get(key);
    cities.set(key, known ? { ...known, served: true } : { city: area.city, own: undefined, served: true });
  }
  return [...cities.values()].sort((a, b) => a.city.localeCompare(b.city));
}

/**
 * /admin/visit-areas: each city's visit fees (Night and same-day surcharges, call-out fee), and its service
 * areas, the postcode ranges its nurses visit: add, edit, delete after a confirm.
 */
export function VisitAreasPage() {
  const t = useAdminT().visitAreas;
  usePageMeta(t.title, t.intro);
  const areas = useServiceAreas();
  const fees = useVisitFees();
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => setEditing(null);
  const groups = areas.data ? byCity(areas.data.areas) : [];
  return (
    <>
      <AdminPageHeader
        title={t.title}
        intro={t.intro}
        actions={
          <Button onClick={() => setEditing({ kind: "new-area" })}>
            <Plus className="size-4" aria-hidden />
            {t.create}
          </Button>
        }
      />
      <QueryState
        isPending={areas.isPending || fees.isPending}
        error={areas.error ?? fees.error}
        onRetry={() => {
          if (areas.error) void areas.refetch();
          if (fees.error) void fees.refetch();
        }}
      />
      {areas.data && fees.data ? (
        <div className="grid gap-10">
          <FeesSection
            cities={feesCities(fees.data.cities, areas.data.areas)}
            onEdit={(cityFees) => setEditing({ kind: "fees", fees: cityFees })}
          />
          <Section title={t.areasTitle} intro={t.areasIntro}>
            {groups.length === 0 ? (
              <EmptyState>{t.noAreas}</EmptyState>
            ) : (
              <div className="grid gap-6">
                {groups.map(([city, cityAreas]) => (
                  <CityAreas
                    key={city}
                    city={city}
                    areas={cityAreas}
                    onEdit={(area) => setEditing({ kind: "area", area })}
                    onDelete={(area) => setEditing({ kind: "delete-area", area })}
                  />
                ))}
              </div>
            )}
          </Section>
        </div>
      ) : null}
      {editing?.kind === "new-area" ? (
        <ServiceAreaDialog cities={groups.map(([city]) => city)} onClose={close} />
      ) : null}
      {editing?.kind === "area" ? (
        <ServiceAreaDialog area={editing.area} cities={[]} onClose={close} />
      ) : null}
      {editing?.kind === "delete-area" ? (
        <DeleteServiceAreaDialog area={editing.area} onClose={close} />
      ) : null}
      {editing?.kind === "fees" ? <VisitFeesDialog fees={editing.fees} onClose={close} /> : null}
    </>
  );
}

/** A part of the page with its heading and a line about it. */
function Section({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid content-start gap-4">
      <div className="grid gap-1">
        <h2 id={id} className="font-display text-xl font-semibold tracking-tight">
          {title}
        </h2>
        <p className="text-muted-foreground text-sm">{intro}</p>
      </div>
      {children}
    </section>
  );
}

function FeesSection({ cities, onEdit }: { cities: FeesCity[]; onEdit: (fees: VisitFees) => void }) {
  const t = useAdminT().visitAreas;
  return (
    <Section title={t.feesTitle} intro={t.feesIntro}>
      {cities.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {cities.map((city) => (
            <FeesCard key={city.city} city={city} onEdit={onEdit} />
          ))}
        </ul>
      )}
    </Section>
  );
}

/** A city's three fees in RM: its own, or the defaults it charges while staff set none. */
function FeesCard({ city, onEdit }: { city: FeesCity; onEdit: (fees: VisitFees) => void }) {
  const t = useAdminT().visitAreas;
  const defaults = useCityFees(city.city, city.own === undefined);
  const shown = city.own ?? defaults.data;
  return (
    <li className="bg-background border-border grid content-start gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{city.city}</h3>
        {city.own ? null : <Badge variant="secondary">{t.defaults}</Badge>}
      </div>
      <dl className="divide-border grid divide-y text-sm">
        {FEE_FIELDS.map((field) => (
          <div key={field} className="flex items-baseline justify-between gap-3 py-1.5">
            <dt className="text-muted-foreground">{t[field]}</dt>
            <dd className="font-medium tabular-nums">
              {shown ? formatRm(shown[field]) : defaults.isError ? "—" : <Skeleton className="h-4 w-16" />}
            </dd>
          </div>
        ))}
      </dl>
      {city.served ? null : <p className="text-muted-foreground text-xs">{t.noAreasForFees}</p>}
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={!shown}
        onClick={() => shown && onEdit({ ...shown, city: city.city })}
      >
        {t.editFees}
        <span className="sr-only"> {city.city}</span>
      </Button>
    </li>
  );
}

/** A city's service areas: each one's name, range and status, with Edit and Delete. */
function CityAreas({
  city,
  areas,
  onEdit,
  onDelete,
}: {
  city: string;
  areas: ServiceArea[];
  onEdit: (area: ServiceArea) => void;
  onDelete: (area: ServiceArea) => void;
}) {
  const t = useAdminT().visitAreas;
  const id = useId();
  return (
    <div className="bg-background border-border rounded-lg border">
      <div className="border-border flex flex-wrap items-baseline justify-between gap-2 border-b px-4 py-3">
        <h3 id={id} className="font-semibold">
          {city}
        </h3>
        <p className="text-muted-foreground text-sm">
          {sayAdmin("visitAreas.areaCount", { count: areas.length })}
        </p>
      </div>
      <ul aria-labelledby={id} className="divide-border divide-y">
        {areas.map((area) => (
          <li
            key={area.id}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 text-sm"
          >
            <span className="grid min-w-0 gap-0.5">
              <span className="font-medium break-words">{area.name}</span>
              <span className="text-muted-foreground tabular-nums">
                {area.postcodeFrom === area.postcodeTo
                  ? sayAdmin("visitAreas.postcode", { postcode: area.postcodeFrom })
                  : sayAdmin("visitAreas.postcodes", { from: area.postcodeFrom, to: area.postcodeTo })}
              </span>
            </span>
            <span className="flex flex-wrap items-center gap-2">
              <Badge variant={area.isActive ? "success" : "secondary"}>
                {area.isActive ? t.active : t.inactive}
              </Badge>
              <Button variant="outline" size="sm" onClick={() => onEdit(area)}>
                {t.edit}
                <span className="sr-only"> {area.name}</span>
              </Button>
              <Button variant="outline" size="sm" onClick={() => onDelete(area)}>
                {t.delete}
                <span className="sr-only"> {area.name}</span>
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
