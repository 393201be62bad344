import type { Catalogue } from "../../lib/i18n/catalogue";

export const gate: Catalogue["gate"] = {};
