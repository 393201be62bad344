/** Made with the admin CLI before the server starts (playwright.config.ts). */
export const E2E_INVITE_CODE = "E2E-INVITE-2026";
export const E2E_CLINIC_USERNAME = "e2e-clinic";
export const E2E_CLINIC_PASSWORD = "E2e-Clinic-2026";
/** The staff account playwright.config.ts creates before the server starts (admin CLI `staff create`). */
export const E2E_STAFF_EMAIL = "e2e.staff@ivdrips.my";
export const E2E_STAFF_NAME = "E2E Staff";
export const E2E_STAFF_PASSWORD = "E2e-Staff-2026";
