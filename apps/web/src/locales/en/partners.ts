export const partners = {};
