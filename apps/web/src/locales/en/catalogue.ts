import { icu } from "../icu";
/** The service cards, the grid's states, the /services filters and the reviews (service data stays as the API sends it). */
export const catalogue = {
  categories: { beauty: "Beauty", wellness: "Wellness" },
  imageAlt: icu("{name} IV drip"),
  duration: "Duration",
  price: "Price",
  /** A duration the API sends as "45-60 min". */
  minutes: icu("{minutes} min"),
  bookNow: "Book Now",
  viewDetailsAndBook: "View Details & Book",
  /** A card's link name: the visible words first, then which drip. */
  actionFor: icu("{action}: {name}"),
  keyBenefits: "Key Benefits",
  benefitsOf: icu("Benefits of {name}"),
  keyNutrients: "Key Nutrients",
  loadingServices: "Loading services...",
  loadFailed: "Failed to load services",
  fetchFailed: "Failed to fetch services",
  noServices: "No services available at the moment.",
  filters: {
    label: "Filter services",
    category: "Category",
    price: "Price",
    all: "All",
    allPrices: "All prices",
    priceLow: "Up to RM 700",
    priceMedium: "Over RM 700 to RM 1,500",
    priceHigh: "Over RM 1,500",
    reset: "Reset Filters",
    summary: icu("Showing {shown} of {total, plural, one {# service} other {# services}}"),
  },
  services: {
    eyebrow: "Kuala Lumpur",
    title: "Our IV Therapy Services",
    intro:
      "Premium vitamin and nutrient drips, prepared and administered by licensed medical professionals at your home, hotel, yacht or private jet. Compare benefits and key nutrients, then book the session that suits you.",
    noMatchTitle: "No services match your filters",
    noMatchText: "Try another category or price range, or reset the filters to see every drip.",
  },
  rating: {
    noReviews: "No reviews yet",
    reviews: icu("{count, plural, one {# review} other {# reviews}}"),
    /** For screen readers; {reviews} is "12 reviews". */
    rated: icu("Rated {average} out of 5 from {reviews}"),
  },
  reviews: {
    title: "Reviews",
    loading: "Loading reviews",
    loadFailed: icu("Reviews could not be loaded: {message}"),
    fetchFailed: "Failed to fetch reviews",
    empty: "No reviews yet. Reviews come from customers after a completed visit.",
  },
};
