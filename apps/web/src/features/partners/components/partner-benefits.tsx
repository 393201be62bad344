import { CalendarClock, HandHeart, ShieldCheck, Wallet, type LucideIcon } from "lucide-react";

const BENEFITS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: CalendarClock,
    title: "Flexible schedule",
    text: "Choose the days and time windows you work; visits run from morning to late evening.",
  },
  {
    icon: Wallet,
    title: "Premium, reliable pay",
    text: "Competitive rates for every visit, paid on time, with no client chasing.",
  },
  {
    icon: ShieldCheck,
    title: "Clinical support",
    text: "Standard protocols, quality-assured drips and a partner clinic behind every visit.",
  },
  {
    icon: HandHeart,
    title: "Clients who value care",
    text: "Private homes, luxury hotels, yachts and private jets across Greater KL.",
  },
];

export function PartnerBenefits() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {BENEFITS.map(({ icon: Icon, title, text }) => (
        <li key={title} className="border-border bg-card rounded-xl border p-5">
          <span className="bg-primary-soft text-primary flex size-11 items-center justify-center rounded-full">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="font-display mt-4 text-lg font-semibold">{title}</h3>
          <p className="text-muted-foreground mt-1.5 text-sm leading-relaxed">{text}</p>
        </li>
      ))}
    </ul>
  );
}
