import path from "node:path";
import type { Plugin } from "vite";

/**
 * lucide-react's icons made by src/lib/lucide-icon.ts: each icon module keeps its drawing and calls that
 * createLucideIcon instead of lucide's own (its context, class merging and alias handling stay out of `/`).
 * In the client and the server's build alike, so the server renders the markup the browser hydrates, and in
 * the web tests, which then see that markup too.
 */
export function lucideIcons(): Plugin {
  const factory = path.resolve(import.meta.dirname, "../src/lib/lucide-icon.ts");
  return {
    name: "ivdrips:lucide-icons",
    enforce: "pre",
    resolveId(source, importer) {
      return source === "../createLucideIcon.mjs" &&
        /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(importer ?? "")
        ? factory
        : null;
    },
  };
}
