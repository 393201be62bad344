import { clsx, type ClassValue } from "clsx";

/*
 * class-variance-authority's cva in a few lines (decision 025): a component's base classes, then the classes
 * of each variant chosen (or its default; null chooses none), then `class`/`className`, joined as given.
 */

type Variants = Record<string, Record<string, ClassValue>>;

type Choice<Names> = Names extends "true" | "false" ? boolean | Names : Names;

export type VariantOptions<V extends Variants> = { [K in keyof V]?: Choice<keyof V[K]> | null } & {
  class?: ClassValue;
  className?: ClassValue;
};

/** The variant props of a cva(…) function, as class-variance-authority's VariantProps. */
export type VariantProps<F> = F extends (options?: infer Options) => string
  ? Omit<NonNullable<Options>, "class" | "className">
  : never;

export function cva<V extends Variants>(
  base: ClassValue,
  config: { variants: V; defaultVariants?: NoInfer<{ [K in keyof V]?: Choice<keyof V[K]> }> },
): (options?: VariantOptions<V>) => string {
  return (options = {}) =>
    clsx(
      base,
      Object.keys(config.variants).map((name) => {
        const chosen = options[name];
        if (chosen === null) return undefined;
        const value = chosen ?? config.defaultVariants?.[name];
        return value === undefined ? undefined : config.variants[name]?.[String(value)];
      }),
      options.class,
      options.className,
    );
}
