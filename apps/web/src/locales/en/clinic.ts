export const clinic = {};
