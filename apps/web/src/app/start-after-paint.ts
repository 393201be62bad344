import { modulepreload, scriptedPage } from "../lib/scripted-page";

/*
 * What a page the server prerendered runs in place of the app's script (start.html, written by the build;
 * decision 028): the page is already in the HTML, so the app and the page's code are asked for only once it
 * is on screen, and do not compete with the stylesheet the first paint waits for.
 */
export function startAfterPaint(load: (entry: string) => Promise<unknown>): void {
  const page = scriptedPage();
  if (!page) return;
  const start = () => {
    for (const href of page.script.dataset.preload?.split(" ").filter(Boolean) ?? []) modulepreload(href);
    void load(page.appEntry);
  };
  // A frame's callbacks run just before it is drawn, so the next frame's run once the first is on screen. A
  // tab opened in the background draws nothing until it is shown, so there the app starts at once.
  if (document.visibilityState === "hidden") start();
  else requestAnimationFrame(() => requestAnimationFrame(start));
}
