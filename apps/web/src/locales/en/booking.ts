import { icu } from "../icu";
/** The service page and its booking card (SPEC §2 "Service detail and booking page", §5 "Booking submit"). */
export const booking = {
  page: {
    bookBar: {
      region: "Book this treatment",
      perPerson: "per person",
      book: "Book Now",
    },
    titleFallback: "IV Drip",
    description: icu("{name}: {tagline} Book at home in Kuala Lumpur."),
    descriptionFallback: "Book a premium IV drip at home in Kuala Lumpur.",
    backNavigation: "Back",
    backToHome: "Back to Home",
    backToSupplier: "Back to Supplier Profile",
    notFoundTitle: "Service Not Found",
    notFoundText: "The treatment you are looking for does not exist or is no longer offered.",
    errorTitle: "Error Loading Service",
    fetchFailed: "Failed to fetch service",
    backToServices: "Back to Services",
    imageAlt: icu("{name} IV drip"),
    duration: "Duration",
    price: "Price",
    about: "About This Treatment",
    keyIngredients: "Key Ingredients",
    allBenefits: "All Benefits",
    popularTitle: "Most Popular Treatments",
    popularText: "What our Kuala Lumpur clients book most.",
    loading: "Loading treatment",
  },
  /** The date strip's name for a day that has no place at all (components/date-strip.tsx). */
  dateStrip: {
    previousWeek: "Previous week",
    nextWeek: "Next week",
    chooseDate: "Choose a date",
    dayClosed: icu("{date}, closed"),
    dayFull: icu("{date}, fully booked"),
  },
  card: {
    title: "Book Your Treatment",
    perPerson: icu("{price} per person · a licensed nurse comes to you"),
    location: "Location",
    city: "Kuala Lumpur",
    fixedLocation: "Kuala Lumpur, Malaysia",
    selectDate: "Select Date",
    klTime: "(Kuala Lumpur time)",
    selectTime: "Select Time Window",
    providersFailed: "Failed to fetch providers",
    noProviders: icu("No providers available in {city}..."),
    chooseDateFirst: "Choose a date to see the available time windows.",
    yourDetails: "Your Details",
    fullName: "Full Name",
    email: "Email",
    address: "Address",
    addressPlaceholder: "Home, hotel or office address in Kuala Lumpur",
    redirecting: "Redirecting to payment...",
    submit: icu("Complete Booking - {total}"),
    secureNote: "Secure payment · your time window is held while you pay",
  },
  /** The terms of the chosen visit, before paying (issue 35: no trap in the terms). */
  terms: {
    title: "Before you pay",
    freeUntil: icu(
      "Free cancellation until {when}. After that, {percent}% of the total is refunded if you cancel before the visit.",
    ),
    lateOnly: icu(
      "This visit is less than 24 hours away: if you cancel after paying, {percent}% of the total is refunded.",
    ),
    decisionSoon:
      "The clinic usually approves within 15-30 minutes of your payment. If it cannot take your booking, you are refunded in full.",
    decisionAfterOpening: icu(
      "The clinic is closed now and decides once it opens on {when}. If it cannot take your booking, or has not decided when your visit is due to begin, you are refunded in full.",
    ),
  },
  summary: {
    title: "Booking Summary",
    service: "Service",
    date: "Date",
    time: "Time",
    quantity: "Quantity",
    total: "Total",
  },
  /** How the four windows read on screen; the value sent to the API stays "Morning 8AM - 12PM" etc. */
  timeWindows: {
    morning: "Morning 8AM - 12PM",
    afternoon: "Afternoon 12PM - 4PM",
    evening: "Evening 4PM - 8PM",
    night: "Night 8PM - 12AM",
  },
  phone: {
    label: "Phone Number",
    countryCode: "Country calling code",
  },
  quantity: {
    label: "Quantity",
    decrease: "Decrease quantity",
    increase: "Increase quantity",
    limit: icu("Up to {max} per visit"),
  },
  toasts: {
    failedTitle: "Booking Failed",
    noPaymentSession: "Failed to create payment session",
    failedDescription: "Failed to create booking. Please try again.",
    holdReleasedTitle: "Payment not completed",
    holdReleasedDescription:
      "The place we held for you is free again and no payment was taken. You can book again.",
  },
};
