/*
 * The toasts' look, apart from React and Radix: the app's toasts (toast.tsx) and the first visit's gate, which
 * shows its own before the app has loaded (features/invite-gate/first-visit), are drawn with the same classes.
 */

/** SPEC §9: a toast stays 5 s unless the user hovers, focuses or swipes it. */
export const TOAST_DURATION_MS = 5000;

/** Top of the screen on phones (clear of the thumb and the WhatsApp button), bottom-right from `sm`. */
export const TOAST_VIEWPORT_CLASSES = [
  "fixed top-0 z-100 flex max-h-dvh w-full flex-col-reverse gap-2 p-4 outline-hidden",
  "sm:top-auto sm:right-0 sm:bottom-0 sm:max-w-[420px] sm:flex-col",
];

export const TOAST_CLASSES = [
  "group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-xl border p-4 pr-10 shadow-soft",
  "data-[state=open]:animate-in data-[state=closed]:animate-out [--enter-y:-100%] sm:[--enter-y:100%] [--exit-x:100%]",
  "data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-[translate] data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)",
];

export const TOAST_VARIANT_CLASSES = {
  default: "bg-card text-card-foreground border-border",
  destructive: "bg-danger-soft text-destructive border-destructive/25",
};

export type ToastVariant = keyof typeof TOAST_VARIANT_CLASSES;

export const TOAST_CLOSE_CLASSES = [
  "text-muted-foreground hover:text-foreground absolute top-2.5 right-2.5 inline-flex size-7 items-center justify-center rounded-md transition-colors",
  "focus-visible:ring-ring focus-visible:ring-2 focus-visible:outline-hidden",
  "group-data-[variant=destructive]:text-destructive/70 group-data-[variant=destructive]:hover:text-destructive",
];

export const TOAST_TITLE_CLASSES = "text-sm font-semibold";
export const TOAST_DESCRIPTION_CLASSES = "text-sm leading-relaxed opacity-90";
/** The title and description's column. */
export const TOAST_TEXT_CLASSES = "grid min-w-0 gap-1";
