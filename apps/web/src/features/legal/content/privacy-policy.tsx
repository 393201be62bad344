import type { LegalSection } from "../components/legal-page";
import type { LegalContact } from "./legal-contact";

/** The month of the last change (YYYY-MM), shown in the reader's language. */
export const PRIVACY_POLICY_UPDATED = "2025-01";

export const privacyPolicyIntro = (
  <p>
    IV Drips arranges intravenous (IV) drip therapy delivered by licensed medical professionals at your home,
    hotel, yacht or private jet in Kuala Lumpur. This policy explains what personal information we collect,
    why we collect it, who we share it with and how we protect it, in line with Malaysia&apos;s Personal Data
    Protection Act 2010 (PDPA). By using our website or booking a session, you agree to the practices
    described here.
  </p>
);

export function privacyPolicySections(contact: LegalContact): LegalSection[] {
  return [
    {
      id: "information-we-collect",
      title: "Information we collect",
      content: (
        <>
          <p>We collect only what we need to arrange and deliver your session safely:</p>
          <ul>
            <li>
              <strong>Your name, email address and phone number</strong>, when you create an account, book a
              session or write to us.
            </li>
            <li>
              <strong>Booking details</strong>: the service you choose, the date and time window, the address
              of your visit and the number of guests receiving a drip.
            </li>
            <li>
              <strong>Payment information</strong>. Card, Apple Pay and Google Pay payments are handled by our
              payment provider on its secure checkout page: we receive the payment status and amount, never
              your full card number or security code. For USDT or USDC payments we record your wallet address,
              the token, the amount and the transaction hash, which are public on the blockchain.
            </li>
            <li>
              <strong>Health information</strong> you share with our clinicians before or during your visit,
              such as medical history, medication and allergies. It is used only for your care and kept as a
              medical record by the treating clinic.
            </li>
            <li>
              <strong>Messages</strong> you send us by phone, WhatsApp, email or our forms.
            </li>
            <li>
              <strong>Technical information</strong>: your browser stores a sign-in token and your invite-code
              status so you stay signed in, and our servers keep short-lived logs (such as IP address and
              browser type) to keep the service secure. We do not use advertising trackers.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "how-we-use-information",
      title: "How we use your information",
      content: (
        <>
          <p>We use your information to:</p>
          <ul>
            <li>create and manage your account and your bookings;</li>
            <li>take payments and send refunds;</li>
            <li>
              send booking emails, such as your confirmation, the clinic&apos;s approval and changes to your
              visit;
            </li>
            <li>contact you about your visit, including the call 15-30 minutes before our team arrives;</li>
            <li>answer your questions and complaints;</li>
            <li>keep our service safe, prevent fraud and meet our legal obligations;</li>
            <li>understand how our service is used so that we can improve it.</li>
          </ul>
          <p>
            We will only send you marketing messages if you have agreed to receive them, and you can opt out
            at any time. <strong>We never sell your personal information.</strong>
          </p>
        </>
      ),
    },
    {
      id: "sharing",
      title: "How we share your information",
      content: (
        <>
          <p>We share personal information only where it is needed to serve you:</p>
          <ul>
            <li>
              <strong>Our partner clinic and the clinician visiting you</strong> receive your name, phone
              number, email, address and booking details, so they can approve and deliver your session.
            </li>
            <li>
              <strong>Payment providers</strong> process card, Apple Pay and Google Pay payments and refunds.
            </li>
            <li>
              <strong>Service providers</strong> that host our systems and deliver our emails, under contracts
              that require them to protect your data and use it only on our instructions.
            </li>
            <li>
              <strong>Authorities</strong>, when the law requires it or to protect the safety of a patient or
              our team.
            </li>
          </ul>
          <p>
            Some of these providers may store data outside Malaysia. When they do, we make sure your
            information receives a level of protection comparable to the PDPA.
          </p>
        </>
      ),
    },
    {
      id: "security",
      title: "Security",
      content: (
        <>
          <p>We protect your information with measures suited to health and payment data:</p>
          <ul>
            <li>all traffic to and from our website is encrypted (HTTPS);</li>
            <li>passwords are stored only as strong one-way hashes, never in readable form;</li>
            <li>
              sign-in sessions expire, and access to customer data is limited to the people who need it;
            </li>
            <li>card details are handled only by our PCI DSS-compliant payment provider;</li>
            <li>every crypto payment is verified on the blockchain before a booking is confirmed.</li>
          </ul>
          <p>
            No system is perfectly secure. If a breach ever affects your personal information, we will tell
            you and the relevant authorities promptly, as the law requires.
          </p>
        </>
      ),
    },
    {
      id: "retention",
      title: "How long we keep your information",
      content: (
        <p>
          We keep your account information for as long as your account is open. Booking, payment and medical
          records are kept for as long as Malaysian law requires; after that they are deleted or anonymised.
        </p>
      ),
    },
    {
      id: "your-rights",
      title: "Your rights",
      content: (
        <>
          <p>Under the PDPA you may:</p>
          <ul>
            <li>ask for a copy of the personal information we hold about you;</li>
            <li>ask us to correct information that is inaccurate or out of date;</li>
            <li>withdraw your consent to marketing, or ask us to limit how we use your information;</li>
            <li>ask us to close your account and delete what we are not required to keep.</li>
          </ul>
          <p>We reply to every request within 21 days.</p>
        </>
      ),
    },
    {
      id: "children",
      title: "Children",
      content: (
        <p>
          Our services are for adults aged 18 and over. We do not knowingly collect information from children.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to this policy",
      content: (
        <p>
          We may update this policy from time to time. The date at the top shows when it last changed; if a
          change is significant, we will tell you by email before it takes effect.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact us",
      content: (
        <p>
          For any question or request about your personal information, email us at {contact.email} or call{" "}
          {contact.phone}.
        </p>
      ),
    },
  ];
}
