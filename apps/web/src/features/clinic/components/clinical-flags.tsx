import type { Contraindication } from "@ivdrips/contract/clinical";
import { TriangleAlert } from "lucide-react";
import { say } from "../../../lib/stand-ins/lingui";
import { useLanguage } from "../../../lib/i18n/use-t";
import { flagList } from "../lib/clinical-flags";

/**
 * Issue 36: on a booking card, the drip's precautions the patient's answers meet ("Check first: Diabetes,
 * Pregnancy or breastfeeding"), so the clinician sees them before opening. Plain text, read in the card's
 * order; the card's Approve button is also described by it (`id`), so a keyboard user hears it there.
 */
export function ClinicalFlags({ id, flags }: { id: string; flags: readonly Contraindication[] }) {
  const { language } = useLanguage();
  return (
    <p
      id={id}
      className="bg-warning-soft text-warning border-warning/15 flex items-start gap-2 rounded-md border px-3 py-2 text-sm font-medium"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0 break-words">
        {say("clinic.card.flags", { names: flagList(flags, language) })}
      </span>
    </p>
  );
}
