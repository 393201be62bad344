export const catalogue = {};
