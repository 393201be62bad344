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

/** Each source file's string literals, as Tailwind reads them (whatever is between quotes or backquotes). */
function literalsByFile(): string[][] {
  return sourceFiles(SOURCE).map((file) =>
    [...readFileSync(file, "utf8").matchAll(/"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`/g)].map(
      (literal) => literal[1] ?? literal[2] ?? literal[3] ?? "",
    ),
  );
}

/** A word tailwind-merge's full config knows as a class: written twice, it merges to one. */
const isKnownClass = (word: string) => twMerge(`${word} ${word}`) === word;

/**
 * Every Tailwind class the app's source names, found the way Tailwind finds them (whole words in its string
 * literals) and kept when tailwind-merge's full config knows it.
 */
export function classTokens(): string[] {
  const words = new Set<string>();
  for (const literals of literalsByFile())
    for (const literal of literals) for (const word of literal.split(/\s+/)) if (word) words.add(word);
  return [...words].filter(isKnownClass).sort();
}

/** Per source file, the class strings it writes: its literals of two classes or more, all known ones. */
export function classStrings(): string[][] {
  return literalsByFile()
    .map((literals) => [
      ...new Set(
        literals
          .map((literal) => literal.trim())
          .filter((literal) => {
            const words = literal.split(/\s+/);
            return words.length >= 2 && words.every(isKnownClass);
          }),
      ),
    ])
    .filter((strings) => strings.length > 0);
}
