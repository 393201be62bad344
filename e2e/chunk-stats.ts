import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Written by the build (apps/web/vite.config.ts): each chunk's source modules. */
export const STATS_FILE = path.join(
  import.meta.dirname,
  "..",
  "apps",
  "web",
  "dist-stats",
  "chunk-modules.json",
);

interface ChunkStats {
  modules: Record<string, number>;
}

export function readChunkStats(): Record<string, ChunkStats> {
  expect(existsSync(STATS_FILE), `${STATS_FILE} (written by the web build)`).toBe(true);
  return JSON.parse(readFileSync(STATS_FILE, "utf8")) as Record<string, ChunkStats>;
}

/**
 * Starts recording every .js and .css the page requests (scripts, stylesheets, module preloads, lazy chunks);
 * returns the list it fills with their paths. Another origin's file would fail the test: there is none.
 */
export function recordAssets(page: Page): string[] {
  const assets: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!/\.(?:js|css)$/.test(url.pathname) || assets.includes(url.pathname)) return;
    assets.push(url.pathname);
  });
  return assets;
}

/** The source modules matching `pattern` in the scripts among `assets`, each as "file: module". */
export function modulesLoaded(assets: string[], pattern: RegExp): string[] {
  const stats = readChunkStats();
  return assets
    .filter((file) => file.endsWith(".js"))
    .flatMap((file) =>
      Object.keys(stats[file.replace(/^\//, "")]?.modules ?? {})
        .filter((id) => pattern.test(id))
        .map((id) => `${file}: ${id}`),
    );
}
