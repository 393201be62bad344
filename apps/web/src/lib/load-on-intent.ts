import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";

/** A chunk fetched at most once; `current()` is its module once it has arrived (so remounts need no wait). */
export interface Loader<M> {
  (): Promise<M>;
  current(): M | null;
}

export function loader<M>(load: () => Promise<M>): Loader<M> {
  let loaded: M | null = null;
  let pending: Promise<M> | null = null;
  const get = () => {
    pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // Offline for a moment: the next hover or press tries again.
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return Object.assign(get, { current: () => loaded });
}

/** How the real widget opens: menus and selects on press (or arrow keys), dialogs on click. */
export type OpensOn = "press" | "click";

const PRESS_KEYS = new Set(["Enter", " ", "ArrowDown", "ArrowUp"]);

export interface IntentTriggerProps {
  onPointerEnter(): void;
  onFocus(): void;
  onPointerDown(event: PointerEvent): void;
  onKeyDown?(event: KeyboardEvent): void;
  onClick?(): void;
}

/**
 * A light trigger that looks exactly like the real one stands in until the visitor shows intent: hovering or
 * focusing it fetches the widget's chunk, pressing it also asks the widget to open as soon as it arrives, and
 * focus moves to the real trigger if the light one had it. So `/` paints without the widget libraries.
 */
export function useLoadOnIntent<M>(load: Loader<M>, opensOn: OpensOn) {
  const [loaded, setLoaded] = useState<M | null>(load.current);
  const [openRequested, setOpenRequested] = useState(false);
  const hadFocus = useRef(false);

  const start = useCallback(() => {
    load().then(
      (module) => setLoaded(() => module),
      () => undefined,
    );
  }, [load]);

  const requestOpen = useCallback(() => {
    setOpenRequested(true);
    start();
  }, [start]);

  const triggerProps: IntentTriggerProps = {
    onPointerEnter: start,
    onFocus: () => {
      hadFocus.current = true;
      start();
    },
    // A press asks at once, also for dialogs that open on click: were the chunk to arrive between the press
    // and the click, the swapped trigger would not receive the click.
    onPointerDown: (event: PointerEvent) => {
      if (event.button === 0 && !event.ctrlKey) requestOpen();
    },
    ...(opensOn === "press"
      ? {
          onKeyDown: (event: KeyboardEvent) => {
            if (!PRESS_KEYS.has(event.key)) return;
            event.preventDefault();
            requestOpen();
          },
        }
      : { onClick: requestOpen }),
  };

  /** For the real trigger's ref: takes over the focus the light trigger had. */
  const focusRef = useCallback((element: HTMLElement | null) => {
    if (!element || !hadFocus.current) return;
    hadFocus.current = false;
    if (document.activeElement === document.body || document.activeElement === null) element.focus();
  }, []);

  return { loaded, openRequested, triggerProps, focusRef };
}
