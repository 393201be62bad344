// No zod here: pages read these limits before their forms (and the schemas) have loaded.

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 10;
export const QUANTITY_MESSAGE = `Quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}`;

export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const RATING_MESSAGE = `Please choose a rating from ${MIN_RATING} to ${MAX_RATING} stars`;
