/**
 * A Tailwind class's parts as tailwind-merge reads them: its variants (`md:`, `hover:`, `[&_a]:`; a ":" inside
 * brackets or parentheses belongs to the value), whether it is important (`!` at the end, or at the start as
 * Tailwind 3 wrote it) and its base (`px-4`, `bg-primary/90`).
 */
export function classParts(name: string): { variants: string[]; important: boolean; base: string } {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < name.length; index++) {
    const character = name[index];
    if (character === "[" || character === "(") depth++;
    else if (character === "]" || character === ")") depth--;
    else if (character === ":" && depth === 0) {
      variants.push(name.slice(start, index));
      start = index + 1;
    }
  }
  const base = name.slice(start);
  if (base.endsWith("!")) return { variants, important: true, base: base.slice(0, -1) };
  if (base.startsWith("!")) return { variants, important: true, base: base.slice(1) };
  return { variants, important: false, base };
}
