import { enCore } from "./en-core";
import { enRest } from "./en-rest";

/** English: the default language, and the shape every other catalogue must match. */
export const en = { ...enCore, ...enRest };
