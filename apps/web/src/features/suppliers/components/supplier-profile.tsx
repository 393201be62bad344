import { say } from "../../../lib/stand-ins/lingui";
import { sayNodes } from "../../../lib/stand-ins/say-nodes";
import { Award, BadgeCheck, Languages, MapPin, MessageCircle, Star, Users } from "lucide-react";
import { Link } from "../../../lib/router";
import { Badge } from "../../../components/ui/badge";
import { buttonVariants } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { cn } from "../../../lib/stand-ins/cn";
import { intlLocale } from "../../../lib/format";
import { numberFormat } from "@ivdrips/contract/intl-formatters";
import { useT } from "../../../lib/i18n/use-t";
import type { Supplier } from "../data/suppliers";

/** SPEC §2 "Supplier profile": banner, round photo, name, title, location, rating, clients, certifications. */
export function SupplierProfileHeader({ supplier }: { supplier: Supplier }) {
  const t = useT();
  const texts = t.suppliers.people[supplier.texts];
  return (
    <div>
      <div className="bg-primary-soft h-36 overflow-hidden sm:h-52 lg:h-64">
        <img
          src={supplier.bannerImage}
          alt=""
          width={1200}
          height={320}
          fetchPriority="high"
          className="size-full object-cover"
        />
      </div>
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <Card className="relative -mt-16 flex flex-col gap-6 p-6 sm:-mt-20 sm:p-8 md:flex-row md:items-start">
          <img
            src={supplier.image}
            alt={say("suppliers.portraitOf", { name: supplier.name })}
            width={400}
            height={400}
            fetchPriority="high"
            className="ring-background -mt-20 size-32 shrink-0 rounded-full object-cover shadow-lg ring-4 sm:size-36 md:mt-0"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-4">
            <div>
              <h1 className="font-display text-foreground text-3xl font-semibold tracking-tight sm:text-4xl">
                {supplier.name}
              </h1>
              <p className="text-primary mt-1 font-medium">{texts.title}</p>
            </div>

            <ul className="text-muted-foreground flex flex-wrap gap-x-6 gap-y-2 text-sm">
              <li className="flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="text-primary size-4" />
                {t.suppliers.location}
              </li>
              <li className="flex items-center gap-1.5">
                <Star aria-hidden="true" className="fill-accent text-accent size-4" />
                <span>
                  {sayNodes("supplierProfile.rating", {
                    rating: (
                      <span className="text-foreground font-semibold">
                        {numberFormat(intlLocale(), {
                          minimumFractionDigits: 1,
                          maximumFractionDigits: 1,
                        }).format(supplier.rating)}
                      </span>
                    ),
                  })}
                </span>
              </li>
              <li className="flex items-center gap-1.5">
                <Users aria-hidden="true" className="text-primary size-4" />
                <span>
                  {sayNodes("supplierProfile.clients", {
                    count: (
                      <span className="text-foreground font-semibold">
                        {numberFormat(intlLocale(), {}).format(supplier.totalClients)}
                      </span>
                    ),
                  })}
                </span>
              </li>
              <li className="flex items-center gap-1.5">
                <Award aria-hidden="true" className="text-primary size-4" />
                {say("supplierProfile.experience", { years: supplier.yearsOfExperience })}
              </li>
              <li className="flex items-center gap-1.5">
                <Languages aria-hidden="true" className="text-primary size-4" />
                {supplier.languages.map((language) => t.supplierProfile.spokenLanguages[language]).join(", ")}
              </li>
            </ul>

            <ul className="flex flex-wrap gap-2" aria-label={t.supplierProfile.certifications}>
              {t.supplierProfile.people[supplier.texts].certifications.map((certification) => (
                <li key={certification}>
                  <Badge variant="info" className="py-1 whitespace-normal">
                    <BadgeCheck aria-hidden="true" />
                    {certification}
                  </Badge>
                </li>
              ))}
            </ul>
          </div>

          <div className="flex shrink-0 flex-col gap-3 sm:flex-row md:flex-col">
            <Link to="/services" className={cn(buttonVariants({ size: "lg" }))}>
              {t.supplierProfile.bookNow}
            </Link>
            <Link to="/contact" className={cn(buttonVariants({ variant: "outline", size: "lg" }))}>
              <MessageCircle aria-hidden="true" />
              {t.supplierProfile.contact}
            </Link>
          </div>
        </Card>
      </div>
    </div>
  );
}

/** The About section: the bio, paragraph by paragraph. */
export function SupplierAbout({ supplier }: { supplier: Supplier }) {
  const t = useT();
  return (
    <section aria-labelledby="supplier-about" className="max-w-3xl">
      <h2 id="supplier-about" className="font-display text-foreground text-2xl font-semibold">
        {t.supplierProfile.about}
      </h2>
      <div className="text-muted-foreground mt-4 space-y-4 leading-relaxed">
        {t.supplierProfile.people[supplier.texts].bio.map((paragraph) => (
          <p key={paragraph.slice(0, 32)}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
