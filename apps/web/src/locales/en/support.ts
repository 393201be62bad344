export const support = {};
