/** @jsxRuntime automatic */ // why: render-email.tsx
import type { ReactNode } from "react";
import { Link } from "@react-email/link";
import { BRAND_COLOR } from "./email-style";

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A text with links to our own site and our contact address as anchors. Only these two: a link someone
 * typed (into a name or an address) stays text. React escapes every piece.
 */
export function LinkedText(props: { text: string; publicUrl?: string; email?: string }): ReactNode {
  const patterns: string[] = [];
  // A URL ends before whitespace, and never on the sentence's own punctuation.
  if (props.publicUrl) patterns.push(`${escapeRegExp(props.publicUrl)}(?:/[^\\s<>"]*[^\\s<>".,;:)])?`);
  if (props.email) patterns.push(escapeRegExp(props.email));
  if (patterns.length === 0) return props.text;
  const pieces: ReactNode[] = [];
  let last = 0;
  for (const match of props.text.matchAll(new RegExp(patterns.join("|"), "g"))) {
    const start = match.index;
    if (start > last) pieces.push(props.text.slice(last, start));
    const found = match[0];
    const href = found === props.email ? `mailto:${found}` : found;
    pieces.push(
      <Link key={start} href={href} style={{ color: BRAND_COLOR, textDecoration: "underline" }}>
        {found}
      </Link>,
    );
    last = start + found.length;
  }
  if (last < props.text.length) pieces.push(props.text.slice(last));
  return pieces;
}
