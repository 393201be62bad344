/** The home page's title and meta description: part of `/`'s first paint (en-core.ts). */
export const homeMeta = {
  title: "Premium IV Therapy at Home in Kuala Lumpur",
  description:
    "Doctor-led IV drip therapy delivered to your home, hotel, yacht or private jet in Kuala Lumpur. " +
    "Book online and pay by card, Apple Pay, Google Pay or USDT/USDC.",
};
