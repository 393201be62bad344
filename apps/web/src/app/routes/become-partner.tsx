import { Mail, Phone } from "lucide-react";
import { PartnerApply } from "../../features/partners/components/partner-apply";
import { PartnerBenefits } from "../../features/partners/components/partner-benefits";
import { PartnerRequirements } from "../../features/partners/components/partner-requirements";
import { PartnerSteps } from "../../features/partners/components/partner-steps";
import { ContactLink } from "../../features/support/components/contact-link";
import { useT } from "../../lib/i18n/use-t";
import { usePageMeta } from "../../lib/page-meta";

export function BecomePartnerPage() {
  const text = useT().partners.page;
  usePageMeta(text.metaTitle, text.metaDescription);

  return (
    <main className="pb-20">
      <section className="from-primary-soft to-background bg-gradient-to-b">
        <div className="mx-auto max-w-6xl px-4 pt-14 pb-12 sm:px-6 sm:pt-20 sm:pb-16">
          <p className="text-primary text-sm font-semibold tracking-wider uppercase">{text.eyebrow}</p>
          <h1 className="font-display mt-3 text-4xl font-semibold tracking-tight sm:text-5xl">
            {text.title}
          </h1>
          <p className="text-muted-foreground mt-5 max-w-2xl text-lg leading-relaxed">{text.intro}</p>
          <ul aria-label={text.contactsLabel} className="mt-8 flex flex-col gap-3 sm:flex-row sm:gap-8">
            <li className="flex items-center gap-3">
              <span className="bg-background text-primary shadow-soft flex size-10 items-center justify-center rounded-full">
                <Phone aria-hidden="true" className="size-4" />
              </span>
              <span className="text-sm">
                <span className="text-muted-foreground block">{text.phone}</span>
                <ContactLink kind="phone" />
              </span>
            </li>
            <li className="flex items-center gap-3">
              <span className="bg-background text-primary shadow-soft flex size-10 items-center justify-center rounded-full">
                <Mail aria-hidden="true" className="size-4" />
              </span>
              <span className="text-sm">
                <span className="text-muted-foreground block">{text.email}</span>
                <ContactLink kind="email" />
              </span>
            </li>
          </ul>
        </div>
      </section>

      <section aria-labelledby="why-partner" className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="why-partner" className="font-display text-3xl font-semibold tracking-tight">
          {text.whyTitle}
        </h2>
        <div className="mt-8">
          <PartnerBenefits />
        </div>
      </section>

      <div className="mx-auto mt-16 grid max-w-6xl gap-8 px-4 sm:px-6 lg:grid-cols-2">
        <PartnerRequirements />
        <PartnerSteps />
      </div>

      <div className="mx-auto mt-16 max-w-6xl px-4 sm:px-6">
        <PartnerApply />
      </div>
    </main>
  );
}
