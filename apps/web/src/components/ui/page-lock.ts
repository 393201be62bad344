/*
 * What a dialog that must be answered does to the page around it, in plain DOM: BlockingDialog (React) and the
 * first visit's gate, which works before the app has loaded (features/invite-gate/first-visit), do the same.
 */

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Takes the page out of reach (inert: no focus, hidden from assistive technology) and stops it scrolling,
 * keeping the scrollbar's room so nothing moves. Returns what puts it back.
 */
export function lockPage(page: HTMLElement | null): () => void {
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
}

/** On Tab in `dialog`: from its last control back to its first, and the other way with Shift. */
export function keepTabInside(
  event: Pick<KeyboardEvent, "key" | "shiftKey" | "preventDefault">,
  dialog: HTMLElement,
): void {
  if (event.key !== "Tab") return;
  const tabbable = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)];
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
}
