/** The product's name as it appears on every page, email and document (never translated). */
export const BRAND_NAME = "IV Drips";
