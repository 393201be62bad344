import { say } from "../../lib/stand-ins/lingui";
import type { Service } from "@ivdrips/contract/catalogue";
import { ArrowLeft, SearchX } from "lucide-react";
import { useEffect } from "react";
import { Link, useParams } from "../../lib/router";
import { buttonVariants } from "../../components/ui/button";
import { OfferedServiceCard } from "../../features/catalogue/components/service-card-details";
import { ServicesGrid } from "../../features/catalogue/components/services-grid";
import { findSupplier, type Supplier } from "../../features/suppliers/data/suppliers";
import { SupplierAbout, SupplierProfileHeader } from "../../features/suppliers/components/supplier-profile";
import { cn } from "../../lib/stand-ins/cn";
import { useT } from "../../lib/i18n/use-t";
import { usePageMeta } from "../../lib/page-meta";

/** SPEC §2 "Supplier profile" (/supplier/{id}): a Kuala Lumpur professional and the drips they offer. */
export function SupplierPage() {
  const { id } = useParams();
  const supplier = findSupplier(id);

  // SPEC: the profile opens at the top, whichever page it was reached from.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);

  return supplier ? <SupplierProfile supplier={supplier} /> : <SupplierNotFound />;
}

function SupplierProfile({ supplier }: { supplier: Supplier }) {
  const t = useT();
  const texts = { name: supplier.name, title: t.suppliers.people[supplier.texts].title };
  usePageMeta(
    say("meta.supplier.title", texts),
    say("meta.supplier.description", { ...texts, location: t.suppliers.location }),
  );
  // The supplier's drips in the profile's order; prices and durations are the catalogue's.
  const offered = (services: Service[]) =>
    supplier.offeredDrips.flatMap((dripId) => services.filter((service) => service.id === dripId));

  return (
    <main className="pb-20">
      <SupplierProfileHeader supplier={supplier} />
      <div className="mx-auto flex max-w-6xl flex-col gap-14 px-4 pt-12 sm:px-6 lg:px-8">
        <SupplierAbout supplier={supplier} />
        <section aria-labelledby="supplier-drips">
          <h2 id="supplier-drips" className="font-display text-foreground text-2xl font-semibold">
            {t.supplierProfile.availableDrips}
          </h2>
          <p className="text-muted-foreground mt-2">
            {say("supplierProfile.administeredBy", { name: supplier.name })}
          </p>
          <div className="mt-8">
            <ServicesGrid
              select={offered}
              noMatch={
                <p className="bg-muted text-muted-foreground rounded-xl px-6 py-10 text-center">
                  {t.catalogue.noServices}
                </p>
              }
              renderService={(service) => (
                <OfferedServiceCard
                  service={service}
                  href={`/service/${encodeURIComponent(service.id)}?supplier=${encodeURIComponent(supplier.id)}`}
                />
              )}
            />
          </div>
        </section>
      </div>
    </main>
  );
}

function SupplierNotFound() {
  const t = useT();
  usePageMeta(t.meta.supplierNotFound.title, t.meta.supplierNotFound.description);
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <SearchX aria-hidden="true" className="text-muted-foreground size-12" />
      <h1 className="font-display text-foreground mt-6 text-3xl font-semibold">
        {t.supplierProfile.notFound.title}
      </h1>
      <p className="text-muted-foreground mt-3">{t.supplierProfile.notFound.text}</p>
      <Link to="/services" className={cn(buttonVariants(), "mt-8")}>
        <ArrowLeft aria-hidden="true" />
        {t.supplierProfile.notFound.back}
      </Link>
    </main>
  );
}
