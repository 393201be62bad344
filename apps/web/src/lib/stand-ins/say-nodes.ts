import { Fragment, createElement, type ReactNode } from "react";
import { say, type MessageId } from "./lingui";

/** Marks an element's place in the formatted text; private-use characters no translation contains. */
const mark = (index: number) => `\uE000${index}\uE001`;
const MARKS = /\uE000(\d+)\uE001/;

/**
 * A message whose values include elements (a link inside a sentence): Lingui formats it with a mark in each
 * element's place, then the marks become the elements, so the translator keeps the word order.
 */
export function sayNodes(id: MessageId, values: Readonly<Record<string, ReactNode>>): ReactNode {
  const nodes: ReactNode[] = [];
  const marked: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === "string" || typeof value === "number") marked[name] = value;
    else marked[name] = mark(nodes.push(value) - 1);
  }
  const parts = say(id, marked).split(MARKS);
  return createElement(
    Fragment,
    null,
    ...parts.map((part, index) =>
      index % 2 === 1 ? createElement(Fragment, { key: index }, nodes[Number(part)]) : part,
    ),
  );
}
