import { icu } from "../icu";
/** The support page, the contact page and their forms (SPEC §2 "Support page", "Contact page"; §5). */
export const support = {
  page: {
    metaTitle: "Support",
    metaDescription:
      "Help with your IV Drips booking: call us 24/7, WhatsApp us for a reply within 30 minutes, email us, or read the answers to common questions.",
    eyebrow: "Support",
    title: "How can we help you today?",
    intro:
      "Our care team is here for every step, from choosing a drip to the moment your nurse arrives. Reach us the way that suits you, or find a quick answer below.",
    channelsHeading: "Contact our team",
    formHeading: "Send us a message",
    formDescription: "Tell us what you need and we will reply by email within 24 hours.",
    emergencyTitle: "In a medical emergency",
    emergencyText:
      "Call 999 immediately. Our team can help with your booking, but cannot replace emergency services.",
  },
  channels: {
    phone: {
      title: "Call Us",
      badge: "24/7",
      description: "Speak to our care team any time, day or night, about a booking or a visit under way.",
      action: "Call now",
    },
    whatsapp: {
      title: "WhatsApp",
      badge: "Reply within 30 minutes",
      description: "Message us for quick questions, booking help or directions for your nurse.",
      action: "Chat on WhatsApp",
    },
    email: {
      title: "Email",
      badge: "Reply within 24 hours",
      description: "Best for receipts, invoices, feedback and anything that needs documents.",
      action: "Send an email",
    },
  },
  opensInNewTab: "(opens in a new tab)",
  contactLink: {
    unavailable: "Unavailable right now",
    loading: "Loading",
    onWhatsapp: "on WhatsApp (opens in a new tab)",
  },
  faq: {
    heading: "Frequently Asked Questions",
    intro: "Answers to what our clients ask most often.",
    items: {
      booking: {
        question: "How do I book an IV drip session?",
        answer1: icu(
          "Choose a drip on our {servicesLink} page, pick a day and a time window, then enter the address where you would like your visit. Sign in or create an account, choose how you would like to pay and complete your booking.",
        ),
        servicesLink: "IV Therapy services",
        answer2:
          "Your time window is held for you while you pay. Once payment is complete, the booking goes to our partner clinic for approval and you receive a confirmation email.",
      },
      payment: {
        question: "Which payment methods do you accept?",
        answer:
          "We accept debit and credit cards, Apple Pay and Google Pay through a secure hosted checkout, as well as the USDT and USDC stablecoins on the Base network. Prices are shown and charged in Malaysian ringgit (RM); we never see or store your full card number.",
      },
      crypto: {
        question: "How does paying with crypto work?",
        answer1:
          "Choose USDT/USDC as your payment method, connect a browser wallet such as MetaMask and switch it to the Base network when asked. You pay your booking total converted from RM at the rate shown before you confirm; a small network fee in ETH is paid by your wallet.",
        answer2:
          "We check every transfer on the blockchain before your booking is marked as paid, so you are never confirmed for a payment that did not arrive.",
      },
      cancellation: {
        question: "Can I cancel or reschedule, and how do refunds work?",
        rule1:
          "Up to 24 hours before your time window starts, you can reschedule free of charge or cancel for a full refund.",
        rule2:
          "Cancelling later than that, but before your visit starts, carries a 50% cancellation fee; the other 50% is refunded.",
        rule3: "Once your time window has started, the booking can no longer be cancelled.",
        rule4: "If our clinic cannot accept your booking, you are always refunded in full.",
        answer: icu(
          "To cancel or move your visit, call, WhatsApp or email us. Refunds are processed within 5-7 business days. Read the full {refundLink}.",
        ),
        refundLink: "Refund Policy",
      },
      preparation: {
        question: "How should I prepare for my session?",
        answer1:
          "Eat a light meal and drink a glass or two of water beforehand, wear a top with sleeves that roll up easily, and have a comfortable chair or bed ready where you can relax for about an hour.",
        answer2:
          "Please have a valid ID ready and make sure someone is available at the address. Our team contacts you 15-30 minutes before arriving. Tell the nurse about any medication, allergy, pregnancy or medical condition before your drip starts.",
      },
      safety: {
        question: "Is IV therapy safe?",
        answer1:
          "Every drip is given by a licensed doctor or registered nurse with a valid Annual Practising Certificate in Malaysia, using sterile, single-use equipment. Before each session the clinician reviews your health and may advise against a drip if it is not right for you; you are monitored throughout.",
        answer2:
          "IV drip therapy supports wellness and is not a treatment for illness or a substitute for your doctor. In a medical emergency, call 999.",
      },
      areas: {
        question: "Which areas do you serve?",
        answer:
          "We currently serve Kuala Lumpur and Greater KL, at private residences, luxury hotels and resorts, yachts and private jets. Dubai, Paris, Monaco and St. Barts are coming soon.",
      },
      approval: {
        question: "How long does clinic approval take?",
        answer:
          "Once your payment is complete, our partner clinic reviews your booking and usually approves it within 15-30 minutes. You receive a confirmation email as soon as it is approved. If the clinic cannot take your booking, you are refunded in full.",
      },
    },
  },
  serviceHours: {
    title: "Service Hours",
    /** From the first window's start to the last one's end (layout.clockHours). */
    hours: icu("{opens} - {closes}"),
    everyDay: "Every day, Kuala Lumpur time",
    phoneSupport: "Phone support",
    allDay: "24/7",
    whatsappReplies: "WhatsApp replies",
    within30Minutes: "Within 30 minutes",
    emailReplies: "Email replies",
    within24Hours: "Within 24 hours",
  },
  /** SPEC §3 "Support form" categories. */
  categories: {
    booking: "Booking",
    medical: "Medical question",
    payment: "Payment",
    complaint: "Complaint",
    compliment: "Compliment",
    other: "Other",
  },
  supportForm: {
    name: "Name",
    email: "Email",
    subject: "Subject",
    category: "Category",
    chooseCategory: "Choose a category",
    message: "Message",
    confirmation: "Thank you, we have your message and will reply within 24 hours.",
  },
  contactPage: {
    metaTitle: "Contact Us",
    metaDescription:
      "Contact IV Drips in Kuala Lumpur: phone, email and opening hours (Monday to Sunday 9:00 AM to 7:00 PM, emergency services 24/7), or send us a message.",
    eyebrow: "Contact",
    title: "Contact Us",
    intro:
      "Questions about a treatment, a booking or a partnership? Our team in Kuala Lumpur is happy to help.",
    detailsHeading: "Contact details",
    formHeading: "Send us a message",
    formDescription: "Fill in the form and we will get back to you within 24 hours.",
  },
  /** SPEC §2 "Contact page": the hours are SPEC's, word for word. */
  contactDetails: {
    location: "Location",
    locationValue: "Kuala Lumpur, Malaysia",
    serviceArea: "Service area: Greater KL",
    phone: "Phone",
    phoneNote: "Call us for bookings and visits",
    email: "Email",
    emailNote: "We reply within 24 hours",
    hours: "Hours",
    hoursValue: "Monday to Sunday 9:00 AM to 7:00 PM",
    emergency: "Emergency services 24/7",
  },
  contactForm: {
    firstName: "First Name",
    lastName: "Last Name",
    email: "Email",
    phone: "Phone Number",
    subject: "Subject",
    message: "Message",
    confirmation: "Thank you for getting in touch, we have your message and will reply within 24 hours.",
  },
  allFieldsRequired: "All fields are required. We reply within 24 hours.",
  sendMessage: "Send Message",
  sending: "Sending...",
  /** The honeypot's label: only bots read it. */
  honeypotLabel: "Website",
  sendFailedTitle: "Message not sent",
  sendFailed: "We could not send your message. Please try again.",
};
