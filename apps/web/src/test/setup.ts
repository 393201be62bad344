import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { ensureCatalogue } from "../lib/i18n/language-store";

// Components are rendered directly, not through the lazy routes that load the English texts beyond `/`'s.
await ensureCatalogue();

// jsdom lays nothing out and has no scrollIntoView; pages call it (the service page's Book, Book Again).
if (typeof Element !== "undefined" && typeof Element.prototype.scrollIntoView !== "function") {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}

afterEach(() => {
  cleanup();
  // Absent where a file runs in Node, as the server's prerender does (entry-server.test.tsx).
  if (typeof localStorage !== "undefined") localStorage.clear();
  if (typeof sessionStorage !== "undefined") sessionStorage.clear();
});
