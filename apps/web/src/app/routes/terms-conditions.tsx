import { ContactLink } from "../../features/support/components/contact-link";
import { LegalPage } from "../../features/legal/components/legal-page";
import {
  TERMS_TITLE,
  TERMS_UPDATED,
  termsIntro,
  termsSections,
} from "../../features/legal/content/terms-conditions";
import { usePageMeta } from "../../lib/page-meta";

export function TermsConditionsPage() {
  usePageMeta(
    TERMS_TITLE,
    "The terms for booking IV drip therapy with IV Drips: medical disclaimer, booking and cancellation, payment terms and liability.",
  );
  return (
    <LegalPage
      title={TERMS_TITLE}
      lastUpdated={TERMS_UPDATED}
      intro={termsIntro}
      sections={termsSections({ email: <ContactLink kind="email" />, phone: <ContactLink kind="phone" /> })}
    />
  );
}
