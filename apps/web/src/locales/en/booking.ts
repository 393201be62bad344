export const booking = {};
