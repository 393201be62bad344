import { icu } from "../icu";
/** The home page (SPEC §2 "Home page"). */
export const home = {
  hero: {
    badge: "Now serving Kuala Lumpur",
    title: "Premium IV Therapy, Delivered to Your Door",
    intro:
      "Revitalising IV drips administered by licensed medical professionals in the comfort of your home, hotel, yacht or private jet.",
    explore: "Explore IV Therapy",
    compare: "Compare All Drips",
    imageAlt: "An IV drip bag in front of the Kuala Lumpur skyline at sunrise",
    points: {
      licensed: "Licensed doctors and nurses",
      approval: "Clinic approval within 15-30 minutes",
      hours: icu("Sessions from {opens} to {closes}"),
    },
  },
  professionals: {
    title: "Our Medical Professionals",
    intro: "Every drip is prepared and administered by registered doctors and nurses based in Kuala Lumpur.",
  },
  services: {
    title: "Our IV Therapy Services",
    intro:
      "Carefully formulated drips for energy, immunity, recovery, beauty and healthy ageing, priced in ringgit with nothing hidden.",
    compareLink: "Compare benefits and nutrients of every drip",
  },
  places: {
    title: "Where We Serve",
    intro: "Our medical team comes to you, anywhere in Kuala Lumpur.",
    residence: {
      title: "Private Residences",
      text: "Relax at home or in your condominium while your drip is administered.",
      alt: "Illustration of a private house with a garden",
    },
    hotel: {
      title: "Luxury Hotels & Resorts",
      text: "Recover from travel or prepare for the evening in your suite.",
      alt: "Illustration of a luxury hotel tower",
    },
    yacht: {
      title: "Yachts",
      text: "Hydration and recovery on board, wherever you are moored.",
      alt: "Illustration of a yacht on calm water",
    },
    jet: {
      title: "Private Jets",
      text: "Arrive refreshed: a session before take-off or on arrival.",
      alt: "Illustration of a private jet in flight",
    },
  },
  payments: {
    title: "Payment Options",
    intro:
      "Pay the way you prefer. Prices are shown in ringgit (RM) and charged only once your booking is made.",
    cryptoText: "Pay with stablecoins from your browser wallet on the Base network.",
    cardTitle: "Debit / Credit Card",
    cardText: "Visa, Mastercard and more through secure checkout.",
    applePayText: "One touch on your iPhone, iPad or Mac.",
    googlePayText: "Fast checkout from your Android phone or Chrome.",
  },
  partner: {
    title: "Become a Partner",
    text: "Are you a licensed doctor, nurse or clinic in Kuala Lumpur? Join our network and bring premium IV therapy to clients at home, in hotels, on yachts and on private jets.",
    action: "Become a Partner",
  },
};
