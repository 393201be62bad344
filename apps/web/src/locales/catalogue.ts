import type { en } from "./en/en";

/**
 * Every text the app shows, by namespace. The English catalogue defines the shape; Malay and Chinese are
 * typed against it, so a missing or extra key is a compile error (and catalogues.test.ts checks it again).
 */
export type Catalogue = typeof en;
export type Namespace = keyof Catalogue;
