export const apiMessages = {};
