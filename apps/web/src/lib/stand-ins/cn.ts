import { clsx, type ClassValue } from "clsx";
import { CLASS_GROUPS, CONFLICTS, ORDER_SENSITIVE_MODIFIERS } from "./class-groups";
import { classParts } from "./class-parts";

const groups = new Map<string, number>();
const pairs = CLASS_GROUPS.split(" ");
for (let index = 0; index < pairs.length; index += 2)
  groups.set(pairs[index] as string, Number(pairs[index + 1]));

/** Per group, the groups a class of it removes: itself and its conflicts. */
const removes = new Map<number, number[]>();
for (const entry of CONFLICTS.split(" ")) {
  const [group, others] = entry.split(":");
  removes.set(Number(group), others?.split(",").map(Number) ?? []);
}

/** A class's group: its own key in the table, or the longest start of it before a "-" or "/" that has one. */
function groupOf(base: string): number | undefined {
  let key = base.replace(/^-/, "");
  for (;;) {
    const group = groups.get(key);
    if (group !== undefined) return group;
    const cut = Math.max(key.lastIndexOf("-"), key.lastIndexOf("/"));
    if (cut <= 0) return undefined;
    key = key.slice(0, cut);
  }
}

/** Variants in a comparable order, as tailwind-merge sorts them: by name, except across the order-sensitive. */
function variantKey(variants: string[], important: boolean): string {
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant.startsWith("[") || ORDER_SENSITIVE_MODIFIERS.includes(variant)) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  return `${[...sorted, ...run.sort()].join(":")}${important ? "!" : ""}|`;
}

/**
 * Class names joined, with later Tailwind utilities winning over earlier ones they conflict with: what
 * tailwind-merge decides for the app's classes (cn.equivalence.test.ts compares every pair), from a table
 * written by scripts/class-groups.ts rather than tailwind-merge itself, which weighed 5 kB of what `/` loads.
 */
export function cn(...inputs: ClassValue[]): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const names = clsx(inputs).split(/\s+/);
  for (let index = names.length - 1; index >= 0; index--) {
    const name = names[index];
    if (!name) continue;
    const { variants, important, base } = classParts(name);
    const group = groupOf(base);
    if (group !== undefined) {
      const variant = variantKey(variants, important);
      if (taken.has(variant + group)) continue;
      for (const removed of [group, ...(removes.get(group) ?? [])]) taken.add(variant + removed);
    }
    kept.push(name);
  }
  return kept.reverse().join(" ");
}
