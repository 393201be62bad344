import type { LegalSection } from "../components/legal-page";
import type { LegalContact } from "./legal-contact";

/** The month of the last change (YYYY-MM), shown in the reader's language. */
export const REFUND_POLICY_UPDATED = "2025-01";

/** The product's numbers (decision 002): the server refunds exactly this. */
const AT_A_GLANCE = [
  { when: "You cancel at least 24 hours before your time window starts", refund: "Full refund" },
  { when: "You cancel less than 24 hours before, and before your visit starts", refund: "50% refund" },
  { when: "The clinic cannot accept your booking, or we cancel it", refund: "Full refund" },
  { when: "Your time window has started, or nobody is at the address", refund: "No refund" },
];

export const refundPolicyIntro = (
  <>
    <p>
      We want booking with IV Drips to feel safe and simple, including when plans change. This policy explains
      when you are refunded, how to cancel and how long a refund takes.
    </p>
    <div className="border-border overflow-hidden rounded-xl border text-base">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">Refunds at a glance</caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="px-4 py-3 text-sm font-semibold">
              When
            </th>
            <th scope="col" className="px-4 py-3 text-sm font-semibold whitespace-nowrap">
              Refund
            </th>
          </tr>
        </thead>
        <tbody>
          {AT_A_GLANCE.map((row) => (
            <tr key={row.when} className="border-border border-t">
              <td className="px-4 py-3 align-top">{row.when}</td>
              <td className="px-4 py-3 align-top font-semibold whitespace-nowrap">{row.refund}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  </>
);

export function refundPolicySections(contact: LegalContact): LegalSection[] {
  return [
    {
      id: "eligibility",
      title: "Eligibility",
      content: (
        <>
          <ul>
            <li>
              <strong>Full refund</strong> when you cancel at least 24 hours before your time window starts.
            </li>
            <li>
              <strong>50% refund</strong> when you cancel less than 24 hours before your time window starts,
              as long as your visit has not started. The other 50% is kept as a cancellation fee, because a
              clinician and their time have been reserved for you.
            </li>
            <li>
              <strong>Full refund, always,</strong> when our partner clinic cannot accept your booking, or
              when we have to cancel it ourselves.
            </li>
            <li>
              <strong>No refund</strong> once your time window has started, including when nobody is available
              at the address or the clinician cannot safely reach you because of details you gave us.
            </li>
          </ul>
          <p>
            A booking that is not paid in time is released automatically and nothing is charged. If your
            payment reaches us after your booking was released, it is never lost: we contact you to book a new
            time or to refund it in full.
          </p>
        </>
      ),
    },
    {
      id: "cancellation",
      title: "How to cancel or reschedule",
      content: (
        <>
          <p>
            Call, WhatsApp or email us with your booking reference, shown on your confirmation page and in
            your confirmation email. The time we receive your request is the time that counts for the 24-hour
            rule.
          </p>
          <p>
            You can reschedule free of charge up to 24 hours before your time window starts, subject to
            availability. Later changes depend on our clinicians&apos; availability, and the cancellation fee
            may apply.
          </p>
        </>
      ),
    },
    {
      id: "processing-time",
      title: "Processing time",
      content: (
        <>
          <p>
            Refunds are processed within <strong>5-7 business days</strong> and always go back to the way you
            paid:
          </p>
          <ul>
            <li>
              <strong>Card, Apple Pay and Google Pay</strong>: to the same card. Your bank may take a few more
              days to show it on your statement.
            </li>
            <li>
              <strong>USDT and USDC</strong>: in the same token, to the wallet that made the payment, for the
              refunded share of what you sent. Blockchain network fees cannot be refunded.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "contact",
      title: "Contact",
      content: (
        <p>
          Questions about a refund? Email us at {contact.email} or call {contact.phone}, with your booking
          reference. We reply to every email within 24 hours.
        </p>
      ),
    },
  ];
}
