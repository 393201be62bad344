/** The system Chromium (Debian's package, or CHROMIUM_PATH) and the flags it needs on these machines. */
export const chromiumPath = (): string => process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
] as const;
