import { useSyncExternalStore, type ReactNode } from "react";
import type { ToastActionElement, ToastProps } from "./toast";

/** At most this many toasts on screen; a new one pushes the oldest out. */
const TOAST_LIMIT = 3;
/** How long a dismissed toast stays mounted so its exit animation can play. */
const TOAST_REMOVE_DELAY_MS = 1000;

export type ToasterToast = Omit<ToastProps, "title"> & {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ToastActionElement;
};

export type ToastInput = Omit<ToasterToast, "id">;

/*
 * A module-level store, so `toast()` can be called from anywhere (an event handler, a mutation's onError)
 * and the one <Toaster /> renders what it holds.
 */
let toasts: ToasterToast[] = [];
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function setToasts(next: ToasterToast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      setToasts(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast, or all of them when no id is given. */
export function dismiss(id?: string) {
  setToasts(
    toasts.map((t) => {
      if (id !== undefined && t.id !== id) return t;
      scheduleRemoval(t.id);
      return { ...t, open: false };
    }),
  );
}

export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);

  const update = (patch: Partial<ToastInput>) =>
    setToasts(toasts.map((t) => (t.id === id ? { ...t, ...patch } : t)));

  const created: ToasterToast = {
    ...input,
    id,
    open: true,
    onOpenChange: (open) => {
      input.onOpenChange?.(open);
      if (!open) dismiss(id);
    },
  };
  // Newest first; those beyond the limit leave at once.
  const all = [created, ...toasts];
  for (const t of all.slice(TOAST_LIMIT)) {
    clearTimeout(removeTimers.get(t.id));
    removeTimers.delete(t.id);
  }
  setToasts(all.slice(0, TOAST_LIMIT));

  return { id, dismiss: () => dismiss(id), update };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => toasts;

export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss };
}
