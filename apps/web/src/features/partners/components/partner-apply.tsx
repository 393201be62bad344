import { CircleCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Card, CardContent } from "../../../components/ui/card";
import { useT } from "../../../lib/i18n/use-t";
import { PartnerApplicationForm } from "./partner-application-form";

/**
 * The partner page's Apply section: what to have ready, and the application form; once the team has the
 * application, the 'Application Submitted!' screen takes the form's place (SPEC §2, review in 2-3 business
 * days as SPEC §9 says).
 */
export function PartnerApply() {
  const text = useT().partners.apply;
  const [submitted, setSubmitted] = useState(false);

  return (
    <section
      aria-labelledby="partner-apply"
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]"
    >
      <div>
        <h2 id="partner-apply" className="font-display text-3xl font-semibold tracking-tight">
          {text.title}
        </h2>
        <p className="text-muted-foreground mt-3 leading-relaxed">{text.intro}</p>
        <h3 className="text-foreground mt-6 font-semibold">{text.documentsTitle}</h3>
        <p className="text-muted-foreground mt-1 text-sm leading-relaxed">{text.documentsNote}</p>
        <ul className="mt-4 grid gap-2.5 text-sm">
          {Object.entries(text.documents).map(([id, document]) => (
            <li key={id} className="flex items-center gap-2.5">
              <span aria-hidden="true" className="bg-primary size-1.5 shrink-0 rounded-full" />
              {document}
            </li>
          ))}
        </ul>
      </div>
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          {submitted ? (
            <ApplicationSubmitted />
          ) : (
            <PartnerApplicationForm onSubmitted={() => setSubmitted(true)} />
          )}
        </CardContent>
      </Card>
    </section>
  );
}

/** Takes the focus when it appears, so keyboard and screen-reader users land on the news. */
function ApplicationSubmitted() {
  const text = useT().partners.submitted;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="flex flex-col items-center py-8 text-center">
      <span className="bg-success-soft text-success flex size-14 items-center justify-center rounded-full">
        <CircleCheck aria-hidden="true" className="size-7" />
      </span>
      <h3
        ref={heading}
        tabIndex={-1}
        className="font-display mt-5 text-2xl font-semibold tracking-tight outline-hidden"
      >
        {text.title}
      </h3>
      <p className="text-muted-foreground mt-3 max-w-md leading-relaxed">{text.text}</p>
    </div>
  );
}
