import { sayNodes } from "../../../lib/stand-ins/say-nodes";
import type { ComponentType } from "react";
import { Link } from "../../../lib/router";
import type { Catalogue } from "../../../locales/catalogue";

type FaqTexts = Catalogue["support"]["faq"]["items"];
export type FaqId = keyof FaqTexts;

export interface Faq {
  id: FaqId;
  /** The answer, written with the current language's texts (the question is `text[id].question`). */
  Answer: ComponentType<{ text: FaqTexts }>;
}

const linkClass = "text-primary font-medium underline underline-offset-4";

/**
 * The support page's eight questions. Numbers follow the product: clinic approval in 15-30 minutes,
 * free cancellation up to 24 hours before, 50% fee later, refunds in 5-7 business days (decision 002).
 */
export const FAQS: Faq[] = [
  {
    id: "booking",
    Answer: ({ text: { booking } }) => (
      <>
        <p>
          {sayNodes("support.faq.items.booking.answer1", {
            servicesLink: (
              <Link to="/services" className={linkClass}>
                {booking.servicesLink}
              </Link>
            ),
          })}
        </p>
        <p>{booking.answer2}</p>
      </>
    ),
  },
  {
    id: "payment",
    Answer: ({ text: { payment } }) => <p>{payment.answer}</p>,
  },
  {
    id: "crypto",
    Answer: ({ text: { crypto } }) => (
      <>
        <p>{crypto.answer1}</p>
        <p>{crypto.answer2}</p>
      </>
    ),
  },
  {
    id: "cancellation",
    Answer: ({ text: { cancellation } }) => (
      <>
        <ul className="list-disc space-y-1.5 pl-5">
          <li>{cancellation.rule1}</li>
          <li>{cancellation.rule2}</li>
          <li>{cancellation.rule3}</li>
          <li>{cancellation.rule4}</li>
        </ul>
        <p>
          {sayNodes("support.faq.items.cancellation.answer", {
            refundLink: (
              <Link to="/refund-policy" className={linkClass}>
                {cancellation.refundLink}
              </Link>
            ),
          })}
        </p>
      </>
    ),
  },
  {
    id: "preparation",
    Answer: ({ text: { preparation } }) => (
      <>
        <p>{preparation.answer1}</p>
        <p>{preparation.answer2}</p>
      </>
    ),
  },
  {
    id: "safety",
    Answer: ({ text: { safety } }) => (
      <>
        <p>{safety.answer1}</p>
        <p>{safety.answer2}</p>
      </>
    ),
  },
  {
    id: "areas",
    Answer: ({ text: { areas } }) => <p>{areas.answer}</p>,
  },
  {
    id: "approval",
    Answer: ({ text: { approval } }) => <p>{approval.answer}</p>,
  },
];
