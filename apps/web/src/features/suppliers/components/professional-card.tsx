import { say } from "../../../lib/stand-ins/lingui";
import { ArrowRight, MapPin } from "lucide-react";
import { Link } from "../../../lib/router";
import { Badge } from "../../../components/ui/badge";
import { Card } from "../../../components/ui/card";
import { useT } from "../../../lib/i18n/use-t";
import type { Supplier } from "../data/suppliers";

/** Home page "Our Medical Professionals": photo, name, specialization badges, location, link to the profile. */
export function ProfessionalCard({ supplier }: { supplier: Supplier }) {
  const t = useT();
  const texts = t.suppliers.people[supplier.texts];
  return (
    <Card className="group relative flex h-full flex-col gap-5 p-6 transition-shadow hover:shadow-lg sm:flex-row sm:items-start">
      <img
        src={supplier.image}
        alt={say("suppliers.portraitOf", { name: supplier.name })}
        width={400}
        height={400}
        loading="lazy"
        decoding="async"
        className="ring-primary-soft size-28 shrink-0 rounded-full object-cover ring-4 sm:size-32"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div>
          <h3 className="font-display text-foreground text-xl font-semibold">
            {/* The whole card is the link's target area (after:absolute); the name is its text. */}
            <Link
              to={`/supplier/${supplier.id}`}
              className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:ring-ring focus-visible:after:ring-2 focus-visible:after:ring-offset-2"
            >
              {supplier.name}
            </Link>
          </h3>
          <p className="text-muted-foreground mt-1 text-sm">{texts.title}</p>
        </div>
        <ul className="flex flex-wrap gap-1.5" aria-label={t.suppliers.specializations}>
          {texts.specializations.map((specialization) => (
            <li key={specialization}>
              <Badge variant="secondary">{specialization}</Badge>
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground flex items-center gap-1.5 text-sm">
          <MapPin aria-hidden="true" className="text-primary size-4" />
          {t.suppliers.location}
        </p>
        <p
          aria-hidden="true"
          className="text-primary mt-auto flex items-center gap-1 text-sm font-medium group-hover:underline"
        >
          {t.suppliers.viewProfile}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </p>
      </div>
    </Card>
  );
}
