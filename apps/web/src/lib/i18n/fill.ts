import { Fragment, createElement, type ReactNode } from "react";

const PLACEHOLDER = /\{(\w+)\}/g;

/** "Welcome, {name}" + { name: "Aisha" } → "Welcome, Aisha". An unknown placeholder stays as written. */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * Like fill, for placeholders that are elements (a link inside a sentence): the translator keeps the word
 * order, the component supplies the element.
 */
export function fillNodes(template: string, params: Record<string, ReactNode>): ReactNode {
  const parts = template.split(PLACEHOLDER);
  return createElement(
    Fragment,
    null,
    ...parts.map((part, index) =>
      index % 2 === 1
        ? createElement(Fragment, { key: index }, part in params ? params[part] : `{${part}}`)
        : part,
    ),
  );
}

/** The placeholder names a template uses, sorted (the catalogue test compares them across languages). */
export function placeholders(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? "").sort();
}
