export const gate = {};
