import type { Catalogue } from "../../lib/i18n/catalogue";

export const account: Catalogue["account"] = {};
