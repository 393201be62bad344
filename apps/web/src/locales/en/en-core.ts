import { common } from "./common";
import { header } from "./header";
import { layout } from "./layout";
import { home } from "./home";
import { catalogue } from "./catalogue";
import { location } from "./location";
import { suppliers } from "./suppliers";
import { legal } from "./legal";
import { meta } from "./meta";

/** The English texts `/` paints with (layout, header, home): they ship with the app; en-rest.ts loads later. */
export const enCore = { common, header, layout, home, catalogue, location, suppliers, legal, meta };
