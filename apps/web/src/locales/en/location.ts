export const location = {};
