import { icu } from "../icu";
import { homeMeta } from "./meta-home";

/**
 * Page titles and meta descriptions ("{title} | IV Drips") of the home, catalogue, supplier, legal and 404
 * pages: loaded with the rest of the texts, but the home page's, which `/` paints with (meta-home.ts).
 */
export const meta = {
  home: homeMeta,
  services: {
    title: "IV Therapy Services",
    description:
      "Compare every IV Drips treatment: benefits, key nutrients, duration and price in RM. " +
      "Delivered by licensed professionals in Kuala Lumpur.",
  },
  supplier: {
    title: icu("{name}, {title}"),
    description: icu("{name}, {title} in {location}. Book an IV drip at home with IV Drips."),
  },
  supplierNotFound: {
    title: "Supplier Not Found",
    description: "We could not find this medical professional.",
  },
  notFound: {
    title: "Page not found",
    description: "The page you are looking for does not exist or has moved.",
  },
  privacyPolicy: {
    description:
      "How IV Drips collects, uses, shares and protects your personal information: name, email, phone and payment details.",
  },
  refundPolicy: {
    description:
      "When IV Drips bookings are refunded: full refund up to 24 hours before your visit, 50% later, processed within 5-7 business days.",
  },
  termsConditions: {
    description:
      "The terms for booking IV drip therapy with IV Drips: medical disclaimer, booking and cancellation, payment terms and liability.",
  },
};
