import { schemaMessage } from "./api-messages";
// No zod here: pages read these limits before their forms (and the schemas) have loaded.

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 10;
export const QUANTITY_MESSAGE = schemaMessage("quantityRange", { min: MIN_QUANTITY, max: MAX_QUANTITY });

export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const RATING_MESSAGE = schemaMessage("ratingRange", { min: MIN_RATING, max: MAX_RATING });
