import { icu } from "../icu";
import { placeNamesEn } from "@ivdrips/contract/place-names/en";

/** The country and city pickers, the country names, and the Notify Me dialog (SPEC §2, §4). */
export const location = {
  country: "Country",
  city: "City",
  comingSoon: "Coming soon",
  /** The names shown (one source with the server's emails and documents); the values sent stay English. */
  countries: placeNamesEn.countries,
  cities: placeNamesEn.cities,
  notify: {
    title: icu("Coming soon to {country}"),
    description: icu(
      "IV Drips is live in Kuala Lumpur today. Leave your email and we'll tell you when we arrive in {country}.",
    ),
    email: "Email",
    submit: "Notify Me",
    sending: "Sending...",
    thanksTitle: "Thank you!",
    thanksDescription: icu("We'll let you know as soon as IV Drips launches in {country}."),
    errorTitle: "We could not add you to the list",
    errorFallback: "Something went wrong. Please try again in a moment.",
    /** The honeypot's label, read by no one but bots. */
    honeypot: "Leave this field empty",
  },
};
