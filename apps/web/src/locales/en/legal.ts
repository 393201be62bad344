export const legal = {};
