import { ErrorBodySchema } from "@ivdrips/contract/errors";

// In a file of their own so that every admin routes file can use them without importing admin.routes.ts,
// which registers those files (and a cycle would follow).

/** The answers every staff-only route may give besides its own. */
export const staffErrors = { 401: ErrorBodySchema, 403: ErrorBodySchema } as const;
export const staffSecurity = [{ bearerAuth: [] }];
