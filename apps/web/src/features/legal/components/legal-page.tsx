import { say } from "../../../lib/stand-ins/lingui";
import { Languages } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "../../../lib/router";
import { cn } from "../../../lib/stand-ins/cn";
import { intlLocale, KL_TIME_ZONE } from "../../../lib/format";
import type { Catalogue } from "../../../locales/catalogue";
import { useLanguage, useT } from "../../../lib/i18n/use-t";
import { dateTimeFormat } from "@ivdrips/contract/intl-formatters";

export interface LegalSection {
  id: string;
  title: string;
  content: ReactNode;
}

export type Policy = keyof Catalogue["legal"]["policies"];

interface LegalPageProps {
  /** Which policy: its name comes from the legal texts, in the current language. */
  policy: Policy;
  /** The month of the last change, YYYY-MM. */
  lastUpdated: string;
  /** The policy's own text, in English (it is the governing version). */
  intro: ReactNode;
  sections: LegalSection[];
}

const RELATED: { to: string; policy: Policy }[] = [
  { to: "/privacy-policy", policy: "privacyPolicy" },
  { to: "/terms-conditions", policy: "termsConditions" },
  { to: "/refund-policy", policy: "refundPolicy" },
];

/** "January 2025" / "Januari 2025" / "2025年1月" for "2025-01". */
function formatMonth(month: string): string {
  return dateTimeFormat(intlLocale(), {
    timeZone: KL_TIME_ZONE,
    month: "long",
    year: "numeric",
  }).format(new Date(`${month}-15T12:00:00+08:00`));
}

/** Body text of a policy: readable measure, spaced paragraphs, real lists. */
const proseClasses = cn(
  "text-foreground/90 space-y-4 leading-relaxed",
  "[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-5",
  "[&_li]:pl-1 [&_strong]:text-foreground [&_strong]:font-semibold",
  "[&_a]:text-primary [&_a]:font-medium [&_a]:underline [&_a]:underline-offset-4",
);

/**
 * One layout for the three policies: title, date, a contents list, numbered sections, the other policies.
 * The frame follows the visitor's language; the policy text stays English (marked lang="en"), and in another
 * language a note says so.
 */
export function LegalPage({ policy, lastUpdated, intro, sections }: LegalPageProps) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <main className="pb-20">
      <header className="from-primary-soft to-background border-border border-b bg-gradient-to-b">
        <div className="mx-auto max-w-3xl px-4 pt-14 pb-10 sm:px-6 sm:pt-20">
          <p className="text-primary text-sm font-semibold tracking-wider uppercase">{t.legalPage.eyebrow}</p>
          <h1 className="font-display mt-3 text-4xl font-semibold tracking-tight sm:text-5xl">
            {t.legal.policies[policy]}
          </h1>
          <p className="text-muted-foreground mt-4 text-sm">
            {say("legalPage.lastUpdated", { date: formatMonth(lastUpdated) })}
          </p>
          {language === "en" ? null : (
            <p
              role="note"
              className="border-primary/20 bg-background/80 text-foreground mt-6 flex items-start gap-3 rounded-lg border px-4 py-3 text-sm leading-relaxed"
            >
              <Languages aria-hidden="true" className="text-primary mt-0.5 size-4 shrink-0" />
              {t.legalPage.englishOnly}
            </p>
          )}
        </div>
      </header>

      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <div lang="en" className={cn(proseClasses, "mt-10 text-lg")}>
          {intro}
        </div>

        <nav
          aria-labelledby="legal-contents"
          className="border-border bg-muted/60 mt-10 rounded-xl border p-5 sm:p-6"
        >
          <h2 id="legal-contents" className="text-sm font-semibold tracking-wider uppercase">
            {t.legalPage.contents}
          </h2>
          <ol lang="en" className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-primary underline-offset-4 hover:underline">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div lang="en">
          {sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id} className="mt-12 scroll-mt-24">
              <h2 id={section.id} className="font-display scroll-mt-24 text-2xl font-semibold tracking-tight">
                <span className="text-muted-foreground mr-2">{index + 1}.</span>
                {section.title}
              </h2>
              <div className={cn(proseClasses, "mt-4")}>{section.content}</div>
            </section>
          ))}
        </div>

        <nav aria-label={t.legalPage.otherPolicies} className="border-border mt-16 border-t pt-8">
          <p className="text-muted-foreground text-sm">{t.legalPage.otherPolicies}</p>
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
            {RELATED.filter((related) => related.policy !== policy).map((related) => (
              <li key={related.to}>
                <Link to={related.to} className="text-primary font-medium underline-offset-4 hover:underline">
                  {t.legal.policies[related.policy]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </main>
  );
}
