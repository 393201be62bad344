import type { admin } from "./en/admin";

/**
 * The operations console's texts (lib/i18n/admin-texts.ts). English defines the shape; Malay and Chinese are
 * typed against it, and catalogues.test.ts checks every key in every language.
 */
export type AdminCatalogue = typeof admin;
