/** Made with the admin CLI before the server starts (playwright.config.ts). */
export const E2E_INVITE_CODE = "E2E-INVITE-2026";
export const E2E_CLINIC_USERNAME = "e2e-clinic";
export const E2E_CLINIC_PASSWORD = "E2e-Clinic-2026";
