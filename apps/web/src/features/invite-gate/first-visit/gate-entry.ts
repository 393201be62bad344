import { startFirstVisitGate } from "./first-visit-gate";

/*
 * The script a browser without an invite pass gets in place of the app (gate.html, written by the build):
 * the app's own entry is named on the script's element, and is fetched while a code is typed.
 */
const entry = document.querySelector<HTMLScriptElement>("script[data-app-entry]")?.dataset.appEntry;
if (entry) {
  const app = entry;
  const warm = () => {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = app;
    document.head.append(link);
  };
  document.getElementById("invite-code")?.addEventListener("input", warm, { once: true });
  startFirstVisitGate(() => import(app));
}
