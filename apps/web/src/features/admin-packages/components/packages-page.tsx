import type { AdminDripPackage } from "@ivdrips/contract/drip-packages";
import { rmToSen, senToRm } from "@ivdrips/contract/money";
import { Plus } from "lucide-react";
import { useState } from "react";
import { AdminPageHeader, EmptyState, QueryState } from "../../../components/admin/admin-page";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { formatRm } from "../../../lib/format";
import { sayAdmin, useAdminT } from "../../../lib/i18n/admin-texts";
import { usePageMeta } from "../../../lib/page-meta";
import { usePackages } from "../api/get-packages";
import { PackageDialog } from "./package-dialog";

type Editing = { kind: "new" } | { kind: "edit"; pkg: AdminDripPackage };

/** What one drip of the package costs, to the sen (the package's price shared by its drips). */
function pricePerDrip(pkg: AdminDripPackage): string {
  return formatRm(senToRm(Math.round(rmToSen(pkg.price) / pkg.credits)));
}

/**
 * /admin/packages: every drip package, on sale or not, cheapest first: its drips, price, price per drip, the
 * services it covers and how long its credits last. New and Edit in a dialog; taking one off sale is an edit.
 */
export function PackagesPage() {
  const t = useAdminT().packages;
  usePageMeta(t.title, t.intro);
  const packages = usePackages();
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => setEditing(null);
  const list = packages.data?.packages;
  return (
    <>
      <AdminPageHeader
        title={t.title}
        intro={t.intro}
        actions={
          <Button onClick={() => setEditing({ kind: "new" })}>
            <Plus className="size-4" aria-hidden />
            {t.create}
          </Button>
        }
      />
      <QueryState
        isPending={packages.isPending}
        error={packages.error}
        onRetry={() => void packages.refetch()}
      />
      {list ? (
        list.length === 0 ? (
          <EmptyState>{t.none}</EmptyState>
        ) : (
          <>
            <PackageTable packages={list} onEdit={(pkg) => setEditing({ kind: "edit", pkg })} />
            <ul aria-label={t.listLabel} className="grid gap-3 md:hidden">
              {list.map((pkg) => (
                <PackageCard key={pkg.id} pkg={pkg} onEdit={() => setEditing({ kind: "edit", pkg })} />
              ))}
            </ul>
          </>
        )
      ) : null}
      {editing?.kind === "new" ? <PackageDialog onClose={close} /> : null}
      {editing?.kind === "edit" ? <PackageDialog pkg={editing.pkg} onClose={close} /> : null}
    </>
  );
}

function SaleBadge({ pkg }: { pkg: AdminDripPackage }) {
  const t = useAdminT().packages;
  return (
    <Badge variant={pkg.isActive ? "success" : "secondary"}>{pkg.isActive ? t.onSale : t.offSale}</Badge>
  );
}

function EditButton({ pkg, onEdit }: { pkg: AdminDripPackage; onEdit: () => void }) {
  const t = useAdminT().packages;
  return (
    <Button variant="outline" size="sm" onClick={onEdit}>
      {t.edit}
      <span className="sr-only"> {pkg.name}</span>
    </Button>
  );
}

const serviceNames = (pkg: AdminDripPackage) => pkg.services.map((service) => service.name).join(", ");

/** From `md`: one row a package, its figures in columns. */
function PackageTable({
  packages,
  onEdit,
}: {
  packages: AdminDripPackage[];
  onEdit: (pkg: AdminDripPackage) => void;
}) {
  const t = useAdminT().packages;
  const head = "px-4 py-3 font-medium";
  return (
    <div className="bg-background border-border hidden overflow-x-auto rounded-lg border md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t.listLabel}</caption>
        <thead className="bg-muted/60 text-muted-foreground text-xs tracking-wide uppercase">
          <tr>
            <th scope="col" className={head}>
              {t.name}
            </th>
            <th scope="col" className={head}>
              {t.services}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t.drips}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t.price}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t.perDrip}
            </th>
            <th scope="col" className={head}>
              {t.validity}
            </th>
            <th scope="col" className={head}>
              {t.status}
            </th>
            <th scope="col" className={head}>
              <span className="sr-only">{t.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-border divide-y">
          {packages.map((pkg) => (
            <tr key={pkg.id} className="hover:bg-muted/40 align-middle">
              <th scope="row" className="px-4 py-3 font-medium break-words">
                {pkg.name}
              </th>
              <td className="text-muted-foreground px-4 py-3">{serviceNames(pkg)}</td>
              <td className="px-4 py-3 text-right tabular-nums">{pkg.credits}</td>
              <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">{formatRm(pkg.price)}</td>
              <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">{pricePerDrip(pkg)}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                {sayAdmin("packages.months", { count: pkg.validMonths })}
              </td>
              <td className="px-4 py-3">
                <SaleBadge pkg={pkg} />
              </td>
              <td className="px-4 py-3 text-right">
                <EditButton pkg={pkg} onEdit={() => onEdit(pkg)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** On a phone: a card a package, its figures as a short list of terms. */
function PackageCard({ pkg, onEdit }: { pkg: AdminDripPackage; onEdit: () => void }) {
  const t = useAdminT().packages;
  const rows: [string, string][] = [
    [t.drips, String(pkg.credits)],
    [t.price, formatRm(pkg.price)],
    [t.perDrip, pricePerDrip(pkg)],
    [t.validity, sayAdmin("packages.months", { count: pkg.validMonths })],
  ];
  return (
    <li className="bg-background border-border grid content-start gap-3 rounded-lg border p-4">
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-semibold break-words">{pkg.name}</h2>
        <SaleBadge pkg={pkg} />
      </div>
      <dl className="divide-border grid divide-y text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex items-baseline justify-between gap-3 py-1.5">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="grid gap-0.5 py-1.5">
          <dt className="text-muted-foreground">{t.services}</dt>
          <dd>{serviceNames(pkg)}</dd>
        </div>
      </dl>
      <div className="justify-self-start">
        <EditButton pkg={pkg} onEdit={onEdit} />
      </div>
    </li>
  );
}
