export const confirmation = {};
