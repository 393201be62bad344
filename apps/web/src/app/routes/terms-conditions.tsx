import { ContactLink } from "../../features/support/components/contact-link";
import { LegalPage } from "../../features/legal/components/legal-page";
import { TERMS_UPDATED, termsIntro, termsSections } from "../../features/legal/content/terms-conditions";
import { useT } from "../../lib/i18n/use-t";
import { usePageMeta } from "../../lib/page-meta";

export function TermsConditionsPage() {
  const t = useT();
  usePageMeta(t.legal.policies.termsConditions, t.meta.termsConditions.description);
  return (
    <LegalPage
      policy="termsConditions"
      lastUpdated={TERMS_UPDATED}
      intro={termsIntro}
      sections={termsSections({
        email: <ContactLink kind="email" />,
        phone: <ContactLink kind="phone" />,
      })}
    />
  );
}
