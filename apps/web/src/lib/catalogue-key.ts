/**
 * The root of every catalogue query (the list, one service, its reviews). Shared so that a change made
 * elsewhere, such as a review left from My Account, can refresh ratings without knowing the catalogue feature.
 */
export const CATALOGUE_KEY = ["services"] as const;
