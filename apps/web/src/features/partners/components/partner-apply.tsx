import { Mail } from "lucide-react";
import { Button } from "../../../components/ui/button";

/** The documents an application needs; the online application form comes with a later issue. */
export const APPLICATION_DOCUMENTS = [
  "Your CV",
  "MMC or MNC registration certificate",
  "Current Annual Practising Certificate (APC)",
  "BLS certificate",
];

const SUBJECT = "Partner application";
const BODY = [
  "Hello IV Drips team,",
  "",
  "I would like to apply to become a partner.",
  "",
  "Full name:",
  "Profession (doctor or nurse):",
  "MMC / MNC registration number:",
  "APC valid until:",
  "Years of IV cannulation experience:",
  "Phone number:",
  "Areas of Greater KL I can cover:",
  "",
  `Attached: ${APPLICATION_DOCUMENTS.join(", ")}.`,
].join("\r\n");

export function partnerApplicationMailto(email: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(SUBJECT)}&body=${encodeURIComponent(BODY)}`;
}

interface PartnerApplyProps {
  /** The support address from the public configuration; undefined while it loads. */
  email: string | undefined;
}

export function PartnerApply({ email }: PartnerApplyProps) {
  return (
    <section
      aria-labelledby="partner-apply"
      className="bg-primary text-primary-foreground rounded-2xl px-6 py-10 sm:px-10 sm:py-12"
    >
      <div className="grid gap-8 lg:grid-cols-[1fr_auto] lg:items-center">
        <div>
          <h2 id="partner-apply" className="font-display text-3xl font-semibold tracking-tight">
            Apply
          </h2>
          <p className="mt-3 max-w-2xl leading-relaxed text-primary-foreground/90">
            Email us your application with the documents below. Our medical team reviews every application
            within 2-3 business days and will contact you to arrange a short interview.
          </p>
          <ul className="mt-5 grid gap-2 text-sm sm:grid-cols-2">
            {APPLICATION_DOCUMENTS.map((document) => (
              <li key={document} className="flex items-center gap-2.5">
                <span aria-hidden="true" className="bg-accent size-1.5 shrink-0 rounded-full" />
                {document}
              </li>
            ))}
          </ul>
        </div>
        {email ? (
          <Button asChild variant="secondary" size="lg" className="w-full lg:w-auto">
            <a href={partnerApplicationMailto(email)}>
              <Mail aria-hidden="true" />
              Email your application
            </a>
          </Button>
        ) : (
          <Button variant="secondary" size="lg" className="w-full lg:w-auto" disabled>
            <Mail aria-hidden="true" />
            Email your application
          </Button>
        )}
      </div>
    </section>
  );
}
