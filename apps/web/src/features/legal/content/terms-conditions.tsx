import { Link } from "../../../lib/router";
import type { LegalSection } from "../components/legal-page";
import type { LegalContact } from "./legal-contact";

/** The month of the last change (YYYY-MM), shown in the reader's language. */
export const TERMS_UPDATED = "2024-12";

export const termsIntro = (
  <p>
    These terms govern your use of the IV Drips website and every session you book with us. IV Drips arranges
    IV drip therapy in Kuala Lumpur, delivered by licensed doctors and registered nurses of our partner
    clinics. Please read these terms carefully: by creating an account or making a booking, you accept them.
  </p>
);

export function termsSections(contact: LegalContact): LegalSection[] {
  return [
    {
      id: "medical-disclaimer",
      title: "Medical disclaimer",
      content: (
        <>
          <p>
            IV drip therapy is a wellness service. It does not diagnose, treat or cure any disease and is not
            a substitute for care from your own doctor. Information on our website is general and is not
            medical advice.
          </p>
          <ul>
            <li>
              Before every session a licensed clinician assesses whether a drip is suitable for you, and may
              decline or stop a treatment at their professional discretion.
            </li>
            <li>
              You must tell us and the clinician about your medical history, medication, allergies and any
              pregnancy. IV therapy may not be suitable for people with some conditions, such as heart or
              kidney disease.
            </li>
            <li>
              As with any infusion, side effects can occur, such as bruising or discomfort where the needle is
              placed and, rarely, vein irritation, infection or an allergic reaction. Your clinician will
              explain them before you consent.
            </li>
            <li>
              Our service is not for emergencies. <strong>In a medical emergency, call 999.</strong>
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "eligibility",
      title: "Eligibility and your account",
      content: (
        <ul>
          <li>You must be 18 or older to create an account, book or receive a session.</li>
          <li>
            The information you give us must be accurate and complete, including for anyone you book for.
          </li>
          <li>
            Keep your password private: you are responsible for what is done with your account. Tell us at
            once if you think someone else has used it.
          </li>
        </ul>
      ),
    },
    {
      id: "booking-and-cancellation",
      title: "Booking and cancellation",
      content: (
        <>
          <ul>
            <li>
              You book a day and a time window. Your window is held while you pay; a booking that is not paid
              in time is released and nothing is charged.
            </li>
            <li>
              Once paid, your booking is reviewed by our partner clinic, usually within 15-30 minutes. It is
              confirmed when the clinic approves it, and we email you when it does.
            </li>
            <li>
              Our team contacts you 15-30 minutes before arriving. An adult must be available at the address,
              with a valid ID and a clean, safe place for the treatment.
            </li>
            <li>
              You may cancel or reschedule free of charge up to 24 hours before your time window starts. If
              you cancel later, before your visit starts, a cancellation fee of 50% of the booking total
              applies. Once the time window has started, a booking can no longer be cancelled or refunded.
            </li>
            <li>
              If the clinic cannot accept your booking, or if we have to cancel it, you are refunded in full.
            </li>
          </ul>
          <p>
            Refunds are explained in full in our <Link to="/refund-policy">Refund Policy</Link>.
          </p>
        </>
      ),
    },
    {
      id: "payment-terms",
      title: "Payment terms",
      content: (
        <>
          <ul>
            <li>
              Prices are shown in Malaysian ringgit (RM). Your total is the price of the service multiplied by
              the number of guests, and is paid in full when you book.
            </li>
            <li>
              <strong>Cards, Apple Pay and Google Pay</strong> are paid on our payment provider&apos;s secure
              checkout page.
            </li>
            <li>
              <strong>Cryptocurrency</strong>: we accept the USDT and USDC stablecoins on the Base network,
              where network fees are paid in ETH by the sender. The amount due is your RM total converted at
              the rate shown before you confirm. Blockchain payments cannot be reversed, so please check the
              amount and network before you send. A booking is marked paid only once the transfer has been
              verified on chain.
            </li>
            <li>
              If a payment reaches us after your booking&apos;s hold has expired, we will contact you to
              rebook or refund it.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "liability",
      title: "Liability",
      content: (
        <>
          <ul>
            <li>
              Treatments are given by independent licensed professionals, who are responsible for the clinical
              care they provide.
            </li>
            <li>
              We are not liable for delays or cancellations caused by events beyond our reasonable control,
              such as severe weather, traffic incidents or public emergencies; in that case we will offer you
              a new time or a full refund.
            </li>
            <li>
              To the extent the law allows, our total liability for any booking is limited to the amount you
              paid for it, and we are not liable for indirect or consequential loss.
            </li>
            <li>
              Nothing in these terms limits liability for death or personal injury caused by negligence, or
              any right you have under the Consumer Protection Act 1999 or other Malaysian law that cannot be
              excluded.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "conduct",
      title: "Safety and conduct",
      content: (
        <p>
          Please treat our team with respect. Clinicians may end a visit if they are threatened or harassed,
          or if the person to be treated is unfit to receive a drip, for example under the influence of
          alcohol or drugs.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes and governing law",
      content: (
        <p>
          We may update these terms; the version in force when you book applies to that booking. These terms
          are governed by the laws of Malaysia, and the courts of Kuala Lumpur have jurisdiction over any
          dispute.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact us",
      content: (
        <p>
          Questions about these terms? Email us at {contact.email} or call {contact.phone}.
        </p>
      ),
    },
  ];
}
