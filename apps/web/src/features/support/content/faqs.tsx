import type { ReactNode } from "react";
import { Link } from "react-router";

export interface Faq {
  id: string;
  question: string;
  answer: ReactNode;
}

const linkClass = "text-primary font-medium underline underline-offset-4";

/**
 * The support page's eight questions. Numbers follow the product: clinic approval in 15-30 minutes,
 * free cancellation up to 24 hours before, 50% fee later, refunds in 5-7 business days (decision 002).
 */
export const FAQS: Faq[] = [
  {
    id: "booking",
    question: "How do I book an IV drip session?",
    answer: (
      <>
        <p>
          Choose a drip on our{" "}
          <Link to="/services" className={linkClass}>
            IV Therapy services
          </Link>{" "}
          page, pick a day and a time window, then enter the address where you would like your visit. Sign in
          or create an account, choose how you would like to pay and complete your booking.
        </p>
        <p>
          Your time window is held for you while you pay. Once payment is complete, the booking goes to our
          partner clinic for approval and you receive a confirmation email.
        </p>
      </>
    ),
  },
  {
    id: "payment",
    question: "Which payment methods do you accept?",
    answer: (
      <p>
        We accept debit and credit cards, Apple Pay and Google Pay through a secure hosted checkout, as well
        as the USDT and USDC stablecoins on the Base network. Prices are shown and charged in Malaysian
        ringgit (RM); we never see or store your full card number.
      </p>
    ),
  },
  {
    id: "crypto",
    question: "How does paying with crypto work?",
    answer: (
      <>
        <p>
          Choose USDT/USDC as your payment method, connect a browser wallet such as MetaMask and switch it to
          the Base network when asked. You pay your booking total converted from RM at the rate shown before
          you confirm; a small network fee in ETH is paid by your wallet.
        </p>
        <p>
          We check every transfer on the blockchain before your booking is marked as paid, so you are never
          confirmed for a payment that did not arrive.
        </p>
      </>
    ),
  },
  {
    id: "cancellation",
    question: "Can I cancel or reschedule, and how do refunds work?",
    answer: (
      <>
        <ul className="list-disc space-y-1.5 pl-5">
          <li>
            Up to 24 hours before your time window starts, you can reschedule free of charge or cancel for a
            full refund.
          </li>
          <li>
            Cancelling later than that, but before your visit starts, carries a 50% cancellation fee; the
            other 50% is refunded.
          </li>
          <li>Once your time window has started, the booking can no longer be cancelled.</li>
          <li>If our clinic cannot accept your booking, you are always refunded in full.</li>
        </ul>
        <p>
          To cancel or move your visit, call, WhatsApp or email us. Refunds are processed within 5-7 business
          days. Read the full{" "}
          <Link to="/refund-policy" className={linkClass}>
            Refund Policy
          </Link>
          .
        </p>
      </>
    ),
  },
  {
    id: "preparation",
    question: "How should I prepare for my session?",
    answer: (
      <>
        <p>
          Eat a light meal and drink a glass or two of water beforehand, wear a top with sleeves that roll up
          easily, and have a comfortable chair or bed ready where you can relax for about an hour.
        </p>
        <p>
          Please have a valid ID ready and make sure someone is available at the address. Our team contacts
          you 15-30 minutes before arriving. Tell the nurse about any medication, allergy, pregnancy or
          medical condition before your drip starts.
        </p>
      </>
    ),
  },
  {
    id: "safety",
    question: "Is IV therapy safe?",
    answer: (
      <>
        <p>
          Every drip is given by a licensed doctor or registered nurse with a valid Annual Practising
          Certificate in Malaysia, using sterile, single-use equipment. Before each session the clinician
          reviews your health and may advise against a drip if it is not right for you; you are monitored
          throughout.
        </p>
        <p>
          IV drip therapy supports wellness and is not a treatment for illness or a substitute for your
          doctor. In a medical emergency, call 999.
        </p>
      </>
    ),
  },
  {
    id: "areas",
    question: "Which areas do you serve?",
    answer: (
      <p>
        We currently serve Kuala Lumpur and Greater KL, at private residences, luxury hotels and resorts,
        yachts and private jets. Dubai, Paris, Monaco and St. Barts are coming soon.
      </p>
    ),
  },
  {
    id: "approval",
    question: "How long does clinic approval take?",
    answer: (
      <p>
        Once your payment is complete, our partner clinic reviews your booking and usually approves it within
        15-30 minutes. You receive a confirmation email as soon as it is approved. If the clinic cannot take
        your booking, you are refunded in full.
      </p>
    ),
  },
];
