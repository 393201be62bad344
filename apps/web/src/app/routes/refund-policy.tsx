import { ContactLink } from "../../features/support/components/contact-link";
import { LegalPage } from "../../features/legal/components/legal-page";
import {
  REFUND_POLICY_TITLE,
  REFUND_POLICY_UPDATED,
  refundPolicyIntro,
  refundPolicySections,
} from "../../features/legal/content/refund-policy";
import { usePageMeta } from "../../lib/page-meta";

export function RefundPolicyPage() {
  usePageMeta(
    REFUND_POLICY_TITLE,
    "When IV Drips bookings are refunded: full refund up to 24 hours before your visit, 50% later, processed within 5-7 business days.",
  );
  return (
    <LegalPage
      title={REFUND_POLICY_TITLE}
      lastUpdated={REFUND_POLICY_UPDATED}
      intro={refundPolicyIntro}
      sections={refundPolicySections({
        email: <ContactLink kind="email" />,
        phone: <ContactLink kind="phone" />,
      })}
    />
  );
}
