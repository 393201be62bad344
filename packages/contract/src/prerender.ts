// No zod here: the web app's first load reads it.

/**
 * The id of the `<script type="application/json">` element in which the server hands a prerendered page's data
 * to the web app (apps/api/src/plugins/web-app.ts writes it, apps/web/src/lib/page-data.ts reads it).
 */
export const PAGE_DATA_ELEMENT_ID = "page-data";

/**
 * The attribute the server sets on `<div id="root">` when the browser asking for a page has no valid invite pass
 * (value "closed"): the web app then shows the gate and asks the API nothing that needs the pass until a code is
 * accepted. Absent, the server either saw a pass or did not say (the dev server): the stored flag decides.
 */
export const INVITE_GATE_ATTRIBUTE = "data-invite-gate";
