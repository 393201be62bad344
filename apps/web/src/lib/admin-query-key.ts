/**
 * The first part of every query key of the operations console (features/admin-*): signing out drops them
 * all at once, and no customer or clinic query shares it.
 */
export const ADMIN_QUERY_ROOT = "admin";
