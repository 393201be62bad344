import { ContactLink } from "../../features/support/components/contact-link";
import { LegalPage } from "../../features/legal/components/legal-page";
import {
  PRIVACY_POLICY_UPDATED,
  privacyPolicyIntro,
  privacyPolicySections,
} from "../../features/legal/content/privacy-policy";
import { useT } from "../../lib/i18n/use-t";
import { usePageMeta } from "../../lib/page-meta";

export function PrivacyPolicyPage() {
  const t = useT();
  usePageMeta(t.legal.policies.privacyPolicy, t.meta.privacyPolicy.description);
  return (
    <LegalPage
      policy="privacyPolicy"
      lastUpdated={PRIVACY_POLICY_UPDATED}
      intro={privacyPolicyIntro}
      sections={privacyPolicySections({
        email: <ContactLink kind="email" />,
        phone: <ContactLink kind="phone" />,
      })}
    />
  );
}
