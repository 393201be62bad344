import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { cn } from "../../lib/cn";
import { DIALOG_CONTENT_CLASSES, DIALOG_OVERLAY_CLASSES } from "./dialog-parts";

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A dialog the visitor must answer and cannot dismiss (the invite gate), looking exactly like DialogContent
 * without Radix Dialog's 15 kB: it shows on a first visit to `/`, which has a size budget. Like Radix's modal
 * it takes the rest of the page out of reach (inert: no focus, hidden from assistive technology), stops the
 * page scrolling (keeping the scrollbar's room), and keeps Tab inside. Escape and clicks outside do nothing.
 */
export function BlockingDialog({
  titleId,
  descriptionId,
  className,
  children,
}: {
  titleId: string;
  descriptionId: string;
  className?: string;
  children: ReactNode;
}) {
  const content = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const page = document.getElementById("root");
    const body = document.body;
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    const before = { overflow: body.style.overflow, marginRight: body.style.marginRight };
    if (page) page.inert = true;
    body.style.overflow = "hidden";
    if (scrollbar > 0) body.style.marginRight = `${scrollbar}px`;
    return () => {
      if (page) page.inert = false;
      body.style.overflow = before.overflow;
      body.style.marginRight = before.marginRight;
    };
  }, []);

  const keepTabInside = (event: KeyboardEvent) => {
    if (event.key !== "Tab" || !content.current) return;
    const tabbable = [...content.current.querySelectorAll<HTMLElement>(TABBABLE)];
    const first = tabbable[0];
    const last = tabbable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const dialog = (
    <>
      <div data-state="open" data-slot="dialog-overlay" className={DIALOG_OVERLAY_CLASSES} />
      <div
        ref={content}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        data-state="open"
        data-slot="dialog-content"
        tabIndex={-1}
        className={cn(DIALOG_CONTENT_CLASSES, className)}
        onKeyDown={keepTabInside}
      >
        {children}
      </div>
    </>
  );
  // A page prerendered under the gate has it in place: the server renders no portals, and the overlay is fixed.
  return import.meta.env.SSR ? dialog : createPortal(dialog, document.body);
}
