import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge } from "tailwind-merge";
import { tailwindMergeConfig } from "./tailwind-merge-config";

const merge = createTailwindMerge(tailwindMergeConfig);

/** Class names joined, with later Tailwind utilities winning over earlier ones they conflict with. */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
