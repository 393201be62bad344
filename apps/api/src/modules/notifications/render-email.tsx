/** @jsxRuntime automatic */
// Said in each .tsx: tsx applies apps/api/tsconfig.json's "jsx" only to files it includes as seen from the
// working directory, and the end-to-end tests start the API from the repository root.
import { plainTextSelectors } from "@react-email/render";
import { compile, type DomNode, type FormatCallback } from "html-to-text";
import { renderToStaticMarkup } from "react-dom/server";
import type { EmailContent } from "./email-content";
import { EmailLayout } from "./email-layout";

/** The doctype @react-email/render puts before every email: the one mail clients handle best. */
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" ' +
  '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

const tags = (elem: DomNode) =>
  "children" in elem ? elem.children.filter((child) => "name" in child && child.name === "td") : [];

/** "Label: value", one a line: a table's columns would not line up in a proportional font. */
const detail: FormatCallback = (elem, walk, builder) => {
  const [label, value] = tags(elem);
  builder.openBlock({ leadingLineBreaks: 1 });
  if (label && "children" in label) walk(label.children, builder);
  builder.addInline(": ");
  if (value && "children" in value) walk(value.children, builder);
  builder.closeBlock({ trailingLineBreaks: 1 });
};

/** A list's title, straight above its items: "What's next:". */
const listTitle: FormatCallback = (elem, walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 2 });
  if ("children" in elem) walk(elem.children, builder);
  builder.addInline(":");
  builder.closeBlock({ trailingLineBreaks: 1 });
};

/** The button as "View your bookings: https://…", so the link is whole and on its own. */
const action: FormatCallback = (elem, _walk, builder) => {
  const href = "attribs" in elem ? elem.attribs.href : undefined;
  const label = "attribs" in elem ? elem.attribs["data-label"] : undefined;
  builder.openBlock({ leadingLineBreaks: 2 });
  builder.addInline(`${label ?? ""}: ${href ?? ""}`, { noWordTransform: true });
  builder.closeBlock({ trailingLineBreaks: 2 });
};

/**
 * The plain text of an email's HTML: @react-email/render's toPlainText (html-to-text with its selectors),
 * compiled once, with our own formats for the details, list titles and the button.
 */
const toPlainText = compile({
  wordwrap: false,
  formatters: { detail, listTitle, action },
  selectors: [
    ...plainTextSelectors,
    { selector: "h1", options: { uppercase: false, leadingLineBreaks: 0, trailingLineBreaks: 2 } },
    { selector: "table[data-text=details]", format: "block", options: { leadingLineBreaks: 2 } },
    { selector: "tr[data-text=detail]", format: "detail" },
    { selector: "p[data-text=list-title]", format: "listTitle" },
    {
      selector: "p[data-text=quote]",
      format: "paragraph",
      options: { leadingLineBreaks: 1, trailingLineBreaks: 2 },
    },
    { selector: "ul", options: { itemPrefix: "- ", leadingLineBreaks: 1, trailingLineBreaks: 2 } },
    { selector: "a[data-text=action]", format: "action" },
  ],
});

/**
 * An email's HTML and plain text, both from the one layout. Rendered synchronously: @react-email/render's
 * `render` streams the same tree through react-dom/server only to wait for Suspense, and these components
 * never suspend. Staying synchronous keeps every email builder a plain function, called as it is inside the
 * transaction that queues its email (decision 008), and gives the same markup without Suspense's comments.
 */
export function renderEmail(content: EmailContent): { html: string; text: string } {
  const html = DOCTYPE + renderToStaticMarkup(<EmailLayout content={content} />);
  return { html, text: `${toPlainText(html).trim()}\n` };
}
