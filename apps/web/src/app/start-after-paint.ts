/*
 * What a page the server prerendered runs in place of the app's script (start.html, written by the build;
 * decision 028): the page is already in the HTML, so the app and the page's code are asked for only once it
 * is on screen, and do not compete with the stylesheet the first paint waits for. The script's element names
 * the app's entry (`data-app-entry`) and the page's code (`data-preload`).
 */
export function startAfterPaint(load: (entry: string) => Promise<unknown>): void {
  const script = document.querySelector<HTMLScriptElement>("script[data-app-entry]");
  const entry = script?.dataset.appEntry;
  if (!script || !entry) return;
  const start = () => {
    for (const href of script.dataset.preload?.split(" ").filter(Boolean) ?? []) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    void load(entry);
  };
  // A frame's callbacks run just before it is drawn, so the next frame's run once the first is on screen. A
  // tab opened in the background draws nothing until it is shown, so there the app starts at once.
  if (document.visibilityState === "hidden") start();
  else requestAnimationFrame(() => requestAnimationFrame(start));
}
