import { icu } from "../icu";
/**
 * Drip packages (issue 39): the packages on sale and their purchase, its confirmation, the credits in My
 * Account and paying a booking with one. With the other pages' texts (en-rest.ts), never in `/`'s.
 */
export const packages = {
  /** What a package is, wherever one is shown. */
  drips: icu("{count, plural, one {# drip} other {# drips}}"),
  perDrip: icu("{price} per drip"),
  validMonths: icu("Valid {count, plural, one {# month} other {# months}} from purchase"),
  covers: "Covers",
  /** A package's credits: what is left of them, and until when they pay for a visit. */
  left: icu("{left} of {total} drips left"),
  validUntil: icu("Valid until {date}"),
  page: {
    title: "Drip Packages",
    description:
      "Pay ahead for several IV drips at a lower price per drip, then book each visit at home in Kuala Lumpur with a credit.",
    eyebrow: "Pay ahead, save per drip",
    intro:
      "Buy several drips at once at a package price. Each drip is a credit: book a visit of a drip the package covers and pay with it.",
    loading: "Loading packages...",
    loadFailed: "We could not load the packages.",
    tryAgain: "Try Again",
    none: "No packages are on sale at the moment.",
    noneHint: "You can still book any of our drips on its own.",
    browseServices: "Browse IV Drips",
    listLabel: "Packages on sale",
    buy: "Buy Package",
    howTitle: "How packages work",
    how: {
      buy: "Buy a package online by card, Apple Pay, Google Pay, FPX online banking, GrabPay or, when offered, USDT/USDC.",
      book: "Book each visit as usual and choose “Pay with a package credit” at the payment step.",
      surcharge: "A Night or same-day surcharge is the only thing you pay on top, by card.",
    },
  },
  /** The dialog a Buy button opens: how to pay, then the checkout. */
  buy: {
    title: icu("Buy {name}"),
    description: icu("{drips} for {price}. You pay on our secure checkout page."),
    paidByGiftCard: icu("{drips} for {price}, paid in full by your gift card: no checkout page."),
    inCrypto: icu("{drips} for {price}. You pay in USDT or USDC from your wallet on the Base network."),
    pay: icu("Pay {price}"),
    redirecting: "Redirecting to payment...",
    failedTitle: "Purchase Failed",
    failed: "We could not start the purchase. Please try again.",
    payWithGiftCard: "Buy with Gift Card",
    buying: "Buying...",
    cancel: "Cancel",
  },
  /** /packages/confirmation: back from the checkout. */
  confirmation: {
    pageTitle: "Package Purchase",
    pageDescription: "Your drip package's payment and credits.",
    loading: "Checking your payment...",
    paidTitle: "Package Purchased",
    paidText: "Your drips are ready. Book a drip the package covers and choose “Pay with a package credit”.",
    pendingTitle: "Waiting for Your Bank",
    pendingText:
      "Your bank is confirming the payment. This page updates by itself as soon as it answers: there is no need to pay again.",
    notPaidTitle: "Package Not Paid",
    notPaidText: "The payment was not completed, so nothing was charged. You can choose a package again.",
    failedTitle: "We Could Not Check Your Payment",
    failedText: "Please try again in a moment. If you paid, your package will appear in My Account.",
    missingTitle: "No Purchase Found",
    missingText: "This address names no package purchase. See the packages on sale below.",
    tryAgain: "Try Again",
    book: "Book a Drip",
    bookService: icu("Book {name}"),
    backToPackages: "Back to Packages",
    viewAccount: "View My Account",
  },
  /** My Account's list of the customer's packages. */
  account: {
    title: "Your packages",
    usedUp: "Used up",
    expired: "Expired",
    expiredOn: icu("Expired on {date}"),
    seePackages: "See Drip Packages",
  },
  /** Paying a booking with a package credit (the booking card). */
  booking: {
    option: "Pay with a package credit",
    optionDetail: icu("{name}: {left} of {total} drips left"),
    notEnough: icu("{name}: {left} of {total} drips left, not enough for {quantity}"),
    coversAll: "Your package credit pays for this visit: nothing more to pay.",
    surcharge: icu("Your package credit pays the drip; the surcharge of {amount} is paid by card."),
    credit: "Package credit",
    toPay: "To pay",
    submit: "Book with Package Credit",
    consent: "Agree and Book with Credit",
    refusedTitle: "Package Credit Not Used",
  },
  /** The services page's pointer to the packages. */
  promo: {
    title: "Drip packages",
    text: "Several drips paid ahead, at a lower price per drip.",
    link: "See Drip Packages",
  },
};
