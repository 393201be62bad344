import { BadgeCheck } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card";
import { useT } from "../../../lib/i18n/use-t";

/** Who can join: what Malaysian law and our clinical standards ask of anyone giving an IV drip at home. */
export function PartnerRequirements() {
  const text = useT().partners.requirements;
  return (
    <Card className="h-full">
      <CardHeader>
        <h2 className="font-display text-xl leading-snug font-semibold tracking-tight">{text.title}</h2>
        <CardDescription>{text.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3.5">
          {Object.entries(text.items).map(([id, requirement]) => (
            <li key={id} className="flex gap-3">
              <BadgeCheck aria-hidden="true" className="text-primary mt-0.5 size-5 shrink-0" />
              <span className="leading-relaxed">{requirement}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
