import { common } from "./common";
import { header } from "./header";
import { layout } from "./layout";
import { home } from "./home";
import { catalogue } from "./catalogue";
import { location } from "./location";
import { suppliers } from "./suppliers";
import { legal } from "./legal";
import { homeMeta } from "./meta-home";
import { gate } from "./gate";

/** The English texts `/` paints with (layout, header, home): they ship with the app; en-rest.ts loads later. */
export const enCore = {
  common,
  header,
  layout,
  home,
  catalogue,
  location,
  suppliers,
  legal,
  // A first visit paints the invite gate over the home page.
  gate,
  // Only the home page's: the other pages load the rest of the texts first (withCatalogue), page titles too.
  meta: { home: homeMeta },
};
