// No zod here: the web app's first load reads it.

/**
 * The id of the `<script type="application/json">` element in which the server hands a prerendered page's data
 * to the web app (apps/api/src/plugins/web-app.ts writes it, apps/web/src/lib/page-data.ts reads it).
 */
export const PAGE_DATA_ELEMENT_ID = "page-data";
