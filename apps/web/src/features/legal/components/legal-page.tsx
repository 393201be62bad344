import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "../../../lib/cn";

export interface LegalSection {
  id: string;
  title: string;
  content: ReactNode;
}

interface LegalPageProps {
  title: string;
  lastUpdated: string;
  intro: ReactNode;
  sections: LegalSection[];
}

const RELATED = [
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/terms-conditions", label: "Terms & Conditions" },
  { to: "/refund-policy", label: "Refund Policy" },
];

/** Body text of a policy: readable measure, spaced paragraphs, real lists. */
const proseClasses = cn(
  "text-foreground/90 space-y-4 leading-relaxed",
  "[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-5",
  "[&_li]:pl-1 [&_strong]:text-foreground [&_strong]:font-semibold",
  "[&_a]:text-primary [&_a]:font-medium [&_a]:underline [&_a]:underline-offset-4",
);

/** One layout for the three policies: title, date, a contents list, numbered sections, the other policies. */
export function LegalPage({ title, lastUpdated, intro, sections }: LegalPageProps) {
  return (
    <main className="pb-20">
      <header className="from-primary-soft to-background border-border border-b bg-gradient-to-b">
        <div className="mx-auto max-w-3xl px-4 pt-14 pb-10 sm:px-6 sm:pt-20">
          <p className="text-primary text-sm font-semibold tracking-wider uppercase">Legal</p>
          <h1 className="font-display mt-3 text-4xl font-semibold tracking-tight sm:text-5xl">{title}</h1>
          <p className="text-muted-foreground mt-4 text-sm">Last updated: {lastUpdated}</p>
        </div>
      </header>

      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <div className={cn(proseClasses, "mt-10 text-lg")}>{intro}</div>

        <nav
          aria-labelledby="legal-contents"
          className="border-border bg-muted/60 mt-10 rounded-xl border p-5 sm:p-6"
        >
          <h2 id="legal-contents" className="text-sm font-semibold tracking-wider uppercase">
            Contents
          </h2>
          <ol className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-primary underline-offset-4 hover:underline">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {sections.map((section, index) => (
          <section key={section.id} aria-labelledby={section.id} className="mt-12 scroll-mt-24">
            <h2 id={section.id} className="font-display scroll-mt-24 text-2xl font-semibold tracking-tight">
              <span className="text-muted-foreground mr-2">{index + 1}.</span>
              {section.title}
            </h2>
            <div className={cn(proseClasses, "mt-4")}>{section.content}</div>
          </section>
        ))}

        <nav aria-label="Other policies" className="border-border mt-16 border-t pt-8">
          <p className="text-muted-foreground text-sm">Other policies</p>
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
            {RELATED.filter((policy) => policy.label !== title).map((policy) => (
              <li key={policy.to}>
                <Link to={policy.to} className="text-primary font-medium underline-offset-4 hover:underline">
                  {policy.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </main>
  );
}
