import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";

const SOURCE = path.resolve(import.meta.dirname, "../src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "locales" ? [] : sourceFiles(file);
    // Not the tests, nor the config made from these classes.
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|class-groups\.ts$/.test(entry.name) ? [file] : [];
  });
}

/**
 * Every Tailwind class the app's source names, found the way Tailwind finds them (whole words in its string
 * literals) and kept when tailwind-merge's full config knows it (a class it knows, written twice, merges to
 * one).
 */
export function classTokens(): string[] {
  const words = new Set<string>();
  for (const file of sourceFiles(SOURCE)) {
    const source = readFileSync(file, "utf8");
    for (const literal of source.matchAll(/"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`/g)) {
      for (const word of (literal[1] ?? literal[2] ?? literal[3] ?? "").split(/\s+/))
        if (word) words.add(word);
    }
  }
  return [...words].filter((word) => twMerge(`${word} ${word}`) === word).sort();
}
