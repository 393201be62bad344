import path from "node:path";
import type { Plugin } from "vite";

/**
 * lucide-react's icons made by src/lib/stand-ins/lucide-icon.ts: each icon module keeps its drawing and calls
 * that createLucideIcon instead of lucide's own (its context, class merging and alias handling stay out of `/`).
 * In the client and the server's build alike, so the server renders the markup the browser hydrates. Not in
 * the web tests: Vitest runs the packages in node_modules without Vite's plugins, so there the icons are
 * lucide-react's own (lucide-icon.equivalence.test.tsx shows both draw the same markup).
 */
export function lucideIcons(): Plugin {
  const factory = path.resolve(import.meta.dirname, "../src/lib/stand-ins/lucide-icon.ts");
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
