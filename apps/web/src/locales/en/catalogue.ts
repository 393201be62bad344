import { icu } from "../icu";
/** The service cards and the grid's states, as `/` shows them (service data stays as the API sends it). */
export const catalogue = {
  imageAlt: icu("{name} IV drip"),
  duration: "Duration",
  price: "Price",
  /** A duration the API sends as "45-60 min". */
  minutes: icu("{minutes} min"),
  bookNow: "Book Now",
  /** A card's link name: the visible words first, then which drip. */
  actionFor: icu("{action}: {name}"),
  loadingServices: "Loading services...",
  loadFailed: "Failed to load services",
  fetchFailed: "Failed to fetch services",
  noServices: "No services available at the moment.",
  rating: {
    noReviews: "No reviews yet",
    reviews: icu("{count, plural, one {# review} other {# reviews}}"),
    /** For screen readers; {reviews} is "12 reviews". */
    rated: icu("Rated {average} out of 5 from {reviews}"),
  },
};
