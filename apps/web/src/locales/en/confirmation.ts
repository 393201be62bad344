import { icu } from "../icu";
/** The booking confirmation page (SPEC §2 "Booking confirmation"). */
export const confirmation = {
  pageTitle: "Booking Confirmation",
  pageDescription: "Your IV Drips booking details and what happens next.",
  loading: "Loading Booking Details...",
  notFoundTitle: "Booking Not Found",
  notFoundText:
    "We couldn't find your booking details. Please check your email for confirmation or contact support.",
  backToServices: "Back to Services",
  title: "Booking Confirmed!",
  approved: "Your IV therapy appointment has been booked and approved by the clinic.",
  pending: "Your IV therapy appointment has been booked and is pending clinic approval.",
  nextStepsLabel: "Next Steps:",
  nextSteps: icu(
    "{label} The clinic will review and approve your booking within 15-30 minutes. You'll receive a confirmation email once it's approved.",
  ),
  nextStepsAfterOpening: icu(
    "{label} The clinic is closed now and will review your booking once it opens on {when}. You'll receive a confirmation email once it's approved.",
  ),
  details: {
    title: "Booking Details",
    reference: "Reference",
    service: "Service",
    name: "Name",
    email: "Email",
    phone: "Phone",
    date: "Date",
    time: "Time",
    location: "Location",
    transaction: "Transaction",
    total: "Total",
  },
  whatsNext: {
    title: "What's Next?",
    email: "A confirmation email is on its way to you.",
    contact: "Our team will contact you 15-30 minutes before your appointment.",
    available: "Please make sure someone is available at the location.",
    id: "Have a valid ID ready for verification.",
  },
  contactUs: "Contact Us",
  contactUsWhatsApp: "on WhatsApp (opens in a new tab)",
  viewBookings: "View My Bookings",
  help: icu("Need help? Email {email} or call {phone}"),
  viewOnBaseScan: "(view on BaseScan, opens in a new tab)",
  notSpecified: "Not specified",
  defaultService: "IV Therapy Service",
  defaultTime: "10:00 AM",
  signIn: {
    title: "Sign in to see your booking",
    text: "Your booking details are only shown to the account that made it. Sign in with that account to see them.",
    button: "Sign In",
  },
  completed: {
    title: "Visit Completed",
    text: "This visit has taken place. Thank you for choosing IV Drips.",
  },
  rejected: {
    title: "Booking Not Accepted",
    clinic: "The clinic could not accept this booking, so it has been cancelled.",
    noResponse: "The clinic did not confirm this booking in time, so it has been cancelled.",
    refund: icu("Your payment of {amount} is refunded in full. Refunds reach you within 5-7 business days."),
  },
  cancelled: {
    title: "Booking Cancelled",
    text: "This booking has been cancelled.",
    refund: icu("{amount} is refunded to you. Refunds reach you within 5-7 business days."),
  },
  awaitingPayment: {
    title: "Payment Not Completed",
    text: icu(
      "We are holding your place for {count, plural, one {# more minute} other {# more minutes}}. Complete the payment to confirm your booking.",
    ),
    button: "Complete Payment",
    opening: "Opening checkout...",
    failed: "The payment page could not be opened",
  },
  processing: {
    title: "Waiting for Your Bank",
    text: icu(
      "Your bank or e-wallet is confirming the payment. We are holding your place until {until} and will email you as soon as it is through. There is no need to pay again.",
    ),
  },
  expired: {
    title: "Booking Not Paid",
    text: "The payment was not completed, so the place we held has been released. No money was taken.",
  },
  needsAttention: {
    title: "We Are Checking Your Payment",
    text: "We received a payment we could not apply to this booking. Our support team will contact you to put it right: there is no need to pay again.",
  },
  bookAgain: "Book Again",
  refund: {
    amount: "Refund",
    fee: "Cancellation fee",
    status: "Refund status",
    statuses: {
      pending: "Processing",
      succeeded: "Refunded",
      failed: "Failed: support will contact you",
    },
  },
};
