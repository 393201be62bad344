import { icu } from "../icu";
import type { WindowHour } from "@ivdrips/contract/time-window-list";

/** The site's frame (skip link, logo, footer, WhatsApp button) and the shared date, time and star pickers. */
export const layout = {
  skipToContent: "Skip to content",
  logoHome: "IV Drips home",
  chatOnWhatsApp: "Chat with us on WhatsApp",
  footer: {
    tagline: "Premium IV drip therapy delivered to your home, hotel, yacht or private jet.",
    whereWeAre: "Where we are",
    availableNow: icu("{country} ({cities}) — available now"),
    comingSoon: icu("{country} — coming soon"),
    quickLinks: "Quick links",
    ivTherapyServices: "IV Therapy Services",
    dripPackages: "Drip Packages",
    giftCards: "Gift Cards",
    becomePartner: "Become a Partner",
    support: "Support",
    contact: "Contact",
    legal: "Legal",
    paymentMethods: "Payment methods",
    cryptoOnBase: "USDT / USDC on Base",
    cards: "Debit & credit cards",
    copyright: "© 2025 IV Drips. All rights reserved.",
  },
  /** The hours a window starts or ends at, as the service hours name them ("8 AM - 12 AM"). */
  clockHours: {
    8: "8 AM",
    12: "12 PM",
    16: "4 PM",
    20: "8 PM",
    24: "12 AM",
  } satisfies Record<WindowHour, string>,
  ratingStars: icu("{rating} out of {max} stars"),
  routeError: {
    title: "Unexpected Application Error!",
    home: "Return to Home",
  },
};
