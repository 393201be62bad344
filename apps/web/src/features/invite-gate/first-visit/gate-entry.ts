import { modulepreload, scriptedPage } from "../../../lib/scripted-page";
import { startFirstVisitGate } from "./first-visit-gate";

/*
 * The script a browser without an invite pass gets in place of the app (gate.html, written by the build): the
 * app's entry, which it names, is fetched once a code is being typed, and started once one is accepted.
 */
const page = scriptedPage();
if (page) {
  const { appEntry } = page;
  document
    .getElementById("invite-code")
    ?.addEventListener("input", () => modulepreload(appEntry), { once: true });
  startFirstVisitGate(() => import(appEntry));
}
