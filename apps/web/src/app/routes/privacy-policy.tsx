import { ContactLink } from "../../features/support/components/contact-link";
import { LegalPage } from "../../features/legal/components/legal-page";
import {
  PRIVACY_POLICY_TITLE,
  PRIVACY_POLICY_UPDATED,
  privacyPolicyIntro,
  privacyPolicySections,
} from "../../features/legal/content/privacy-policy";
import { usePageMeta } from "../../lib/page-meta";

export function PrivacyPolicyPage() {
  usePageMeta(
    PRIVACY_POLICY_TITLE,
    "How IV Drips collects, uses, shares and protects your personal information: name, email, phone and payment details.",
  );
  return (
    <LegalPage
      title={PRIVACY_POLICY_TITLE}
      lastUpdated={PRIVACY_POLICY_UPDATED}
      intro={privacyPolicyIntro}
      sections={privacyPolicySections({
        email: <ContactLink kind="email" />,
        phone: <ContactLink kind="phone" />,
      })}
    />
  );
}
