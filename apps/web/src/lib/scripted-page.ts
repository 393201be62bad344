/*
 * What the build's scripted pages (gate.html and start.html, vite.config.ts's scriptedPages) tell their script:
 * the app's entry (`data-app-entry`) and the page's code (`data-preload`), on the script's own element.
 */

/** The scripted page's script element and the app's entry it names; null on any other page. */
export function scriptedPage(): { script: HTMLScriptElement; appEntry: string } | null {
  const script = document.querySelector<HTMLScriptElement>("script[data-app-entry]");
  const appEntry = script?.dataset.appEntry;
  return script && appEntry ? { script, appEntry } : null;
}

/** Asks the browser for a module now, to run later (`<link rel="modulepreload">`). */
export function modulepreload(href: string): void {
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.href = href;
  document.head.append(link);
}
