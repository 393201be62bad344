import { ContactLink } from "../../features/support/components/contact-link";
import { LegalPage } from "../../features/legal/components/legal-page";
import {
  REFUND_POLICY_UPDATED,
  refundPolicyIntro,
  refundPolicySections,
} from "../../features/legal/content/refund-policy";
import { useT } from "../../lib/i18n/use-t";
import { usePageMeta } from "../../lib/page-meta";

export function RefundPolicyPage() {
  const t = useT();
  usePageMeta(t.legal.policies.refundPolicy, t.meta.refundPolicy.description);
  return (
    <LegalPage
      policy="refundPolicy"
      lastUpdated={REFUND_POLICY_UPDATED}
      intro={refundPolicyIntro}
      sections={refundPolicySections({
        email: <ContactLink kind="email" />,
        phone: <ContactLink kind="phone" />,
      })}
    />
  );
}
