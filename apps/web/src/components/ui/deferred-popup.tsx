import { cloneElement, type ReactElement, type ReactNode } from "react";
import { useLoadOnIntent, type Loader } from "../../lib/load-on-intent";

export interface DeferredPopupParts {
  /** The trigger to put inside the real widget's Trigger (asChild); it takes over the light one's focus. */
  trigger: ReactElement;
  /** The visitor pressed the light trigger before the widget arrived: open at once. */
  defaultOpen: boolean;
}

/** What the real Radix triggers add to their closed button, so the light one reads and looks the same. */
const CLOSED_TRIGGER = {
  menu: { "data-slot": "dropdown-menu-trigger", "aria-haspopup": "menu" },
  sheet: { "data-slot": "sheet-trigger", "aria-haspopup": "dialog" },
  dialog: { "data-slot": "dialog-trigger", "aria-haspopup": "dialog" },
} as const;

/**
 * A dropdown menu, a sheet or a dialog whose Radix code loads on first intent (see useLoadOnIntent): until then the
 * trigger renders alone, with the attributes of the real closed trigger; `children` renders the real widget.
 */
export function DeferredPopup<M>({
  load,
  kind,
  trigger,
  children,
}: {
  load: Loader<M>;
  kind: keyof typeof CLOSED_TRIGGER;
  trigger: ReactElement<Record<string, unknown>>;
  children: (module: M, parts: DeferredPopupParts) => ReactNode;
}) {
  const { loaded, openRequested, triggerProps, focusRef } = useLoadOnIntent(
    load,
    kind === "menu" ? "press" : "click",
  );
  if (loaded) {
    return children(loaded, {
      trigger: cloneElement(trigger, { ref: focusRef }),
      defaultOpen: openRequested,
    });
  }
  return cloneElement(trigger, {
    type: "button",
    ...CLOSED_TRIGGER[kind],
    "aria-expanded": false,
    "data-state": "closed",
    ...triggerProps,
  });
}
