export const suppliers = {};
