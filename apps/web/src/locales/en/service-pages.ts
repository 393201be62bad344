import { icu } from "../icu";
/** The /services and /service/{id} pages': filters, the detailed cards and the reviews (not on `/`). */
export const servicePages = {
  categories: { beauty: "Beauty", wellness: "Wellness" },
  viewDetailsAndBook: "View Details & Book",
  keyBenefits: "Key Benefits",
  benefitsOf: icu("Benefits of {name}"),
  keyNutrients: "Key Nutrients",
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
  reviews: {
    title: "Reviews",
    loading: "Loading reviews",
    loadFailed: icu("Reviews could not be loaded: {message}"),
    fetchFailed: "Failed to fetch reviews",
    empty: "No reviews yet. Reviews come from customers after a completed visit.",
  },
};
