import { useLayoutEffect, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { cn } from "../../lib/stand-ins/cn";
import { DIALOG_CONTENT_CLASSES, DIALOG_OVERLAY_CLASSES } from "./dialog-parts";
import { keepTabInside, lockPage } from "./page-lock";

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

  useLayoutEffect(() => lockPage(document.getElementById("root")), []);

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
        onKeyDown={(event) => {
          if (content.current) keepTabInside(event, content.current);
        }}
      >
        {children}
      </div>
    </>
  );
  // A page prerendered under the gate has it in place: the server renders no portals, and the overlay is fixed.
  return import.meta.env.SSR ? dialog : createPortal(dialog, document.body);
}
