import { BRAND_NAME } from "@ivdrips/contract/brand";
import { useEffect } from "react";

/**
 * Sets the document title ("{title} | IV Drips") and meta description for the page on screen. Both arrive
 * already in the visitor's language (from `t.meta` or the page's own namespace); the effect runs again when
 * the language changes, because the texts change with it. The brand is never translated.
 */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title === BRAND_NAME ? title : `${title} | ${BRAND_NAME}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
