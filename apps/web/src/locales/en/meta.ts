export const meta = {};
