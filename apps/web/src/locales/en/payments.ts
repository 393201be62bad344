export const payments = {};
