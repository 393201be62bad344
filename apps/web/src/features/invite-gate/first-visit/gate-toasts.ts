import { common } from "../../../locales/en/common";
import {
  TOAST_CLASSES,
  TOAST_CLOSE_CLASSES,
  TOAST_DESCRIPTION_CLASSES,
  TOAST_DURATION_MS,
  TOAST_TEXT_CLASSES,
  TOAST_TITLE_CLASSES,
  TOAST_VARIANT_CLASSES,
  TOAST_VIEWPORT_CLASSES,
  type ToastVariant,
} from "../../../components/ui/toast-classes";
import { CLOSE_SVG } from "./gate-icons";

/** As the app's Toaster: at most three at once, and a closing toast stays this long for its exit animation. */
const TOAST_LIMIT = 3;
const CLOSING_MS = 200;

const joined = (classes: string | string[]) => (Array.isArray(classes) ? classes.join(" ") : classes);

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  classes: string | string[],
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = joined(classes);
  if (text !== undefined) node.textContent = text;
  return node;
}

let viewport: HTMLOListElement | null = null;

function openViewport(): HTMLOListElement {
  if (viewport?.isConnected) return viewport;
  const region = document.createElement("section");
  region.setAttribute("aria-label", "Notifications");
  viewport = element("ol", TOAST_VIEWPORT_CLASSES);
  viewport.dataset.slot = "toast-viewport";
  region.append(viewport);
  document.body.append(region);
  return viewport;
}

/** Closes a toast as its close button does (a closed one stays closed). */
export function closeToast(toast: HTMLLIElement): void {
  if (toast.dataset.state === "closed") return;
  toast.dataset.state = "closed";
  setTimeout(() => {
    const list = toast.parentElement;
    toast.remove();
    if (list && !list.children.length) list.parentElement?.remove();
  }, CLOSING_MS);
}

/**
 * The app's toast (components/ui/toast.tsx) drawn without React or Radix, for the gate of a first visit: the
 * same classes, place and 5 seconds, paused while pointed at or focused; errors are announced assertively.
 */
export function showToast({
  title,
  description,
  variant = "default",
}: {
  title: string;
  description: string;
  variant?: ToastVariant;
}): HTMLLIElement {
  const list = openViewport();
  const toast = element("li", [...TOAST_CLASSES, TOAST_VARIANT_CLASSES[variant]]);
  toast.setAttribute("role", variant === "destructive" ? "alert" : "status");
  toast.setAttribute("aria-atomic", "true");
  toast.dataset.slot = "toast";
  toast.dataset.state = "open";
  toast.dataset.variant = variant;
  const texts = element("div", TOAST_TEXT_CLASSES);
  texts.append(
    element("div", TOAST_TITLE_CLASSES, title),
    element("div", TOAST_DESCRIPTION_CLASSES, description),
  );
  const closeButton = element("button", TOAST_CLOSE_CLASSES);
  closeButton.type = "button";
  closeButton.setAttribute("aria-label", common.close);
  closeButton.innerHTML = CLOSE_SVG;
  closeButton.addEventListener("click", () => closeToast(toast));
  toast.append(texts, closeButton);

  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    clearTimeout(timer);
    timer = setTimeout(() => closeToast(toast), TOAST_DURATION_MS);
  };
  const pause = () => clearTimeout(timer);
  toast.addEventListener("pointerenter", pause);
  toast.addEventListener("focusin", pause);
  toast.addEventListener("pointerleave", start);
  toast.addEventListener("focusout", start);

  list.append(toast);
  const open = [...list.children].filter((item) => (item as HTMLElement).dataset.state === "open");
  for (const old of open.slice(0, Math.max(0, open.length - TOAST_LIMIT))) closeToast(old as HTMLLIElement);
  start();
  return toast;
}
