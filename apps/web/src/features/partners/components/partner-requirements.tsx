import { BadgeCheck } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card";

/** Who can join: what Malaysian law and our clinical standards ask of anyone giving an IV drip at home. */
export const PARTNER_REQUIREMENTS = [
  "Licensed doctor registered with the Malaysian Medical Council (MMC), or registered nurse with the Malaysian Nursing Board (MNC)",
  "A valid Annual Practising Certificate (APC) for the current year",
  "Hands-on experience in IV cannulation and infusion therapy, with at least 2 years of clinical practice",
  "Current Basic Life Support (BLS) certification; ACLS is an advantage",
  "Professional indemnity insurance",
  "Able to travel across Greater KL, including evenings and weekends",
  "A calm, discreet and caring manner with private clients",
];

export function PartnerRequirements() {
  return (
    <Card className="h-full">
      <CardHeader>
        <h2 className="font-display text-xl leading-snug font-semibold tracking-tight">Requirements</h2>
        <CardDescription>What we ask of every doctor and nurse who joins our network.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3.5">
          {PARTNER_REQUIREMENTS.map((requirement) => (
            <li key={requirement} className="flex gap-3">
              <BadgeCheck aria-hidden="true" className="text-primary mt-0.5 size-5 shrink-0" />
              <span className="leading-relaxed">{requirement}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
