import { CalendarClock, HandHeart, ShieldCheck, Wallet, type LucideIcon } from "lucide-react";
import type { Catalogue } from "../../../locales/catalogue";
import { useT } from "../../../lib/i18n/use-t";

type BenefitId = keyof Catalogue["partners"]["benefits"]["items"];

const BENEFITS: { id: BenefitId; icon: LucideIcon }[] = [
  { id: "schedule", icon: CalendarClock },
  { id: "pay", icon: Wallet },
  { id: "support", icon: ShieldCheck },
  { id: "clients", icon: HandHeart },
];

export function PartnerBenefits() {
  const items = useT().partners.benefits.items;
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {BENEFITS.map(({ id, icon: Icon }) => (
        <li key={id} className="border-border bg-card rounded-xl border p-5">
          <span className="bg-primary-soft text-primary flex size-11 items-center justify-center rounded-full">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="font-display mt-4 text-lg font-semibold">{items[id].title}</h3>
          <p className="text-muted-foreground mt-1.5 text-sm leading-relaxed">{items[id].text}</p>
        </li>
      ))}
    </ul>
  );
}
