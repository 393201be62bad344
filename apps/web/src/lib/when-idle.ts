/** Where the browser has no idle callbacks (Safari): this long a wait instead, about a first render's. */
const NO_IDLE_CALLBACK_WAIT_MS = 250;

/**
 * Resolves when the browser next has nothing to do (the page rendered and painted), or after `timeoutMs` at
 * the latest: for work a page can start a moment later, so that it does not compete with its first paint.
 */
export function whenIdle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === "function")
      requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, Math.min(timeoutMs, NO_IDLE_CALLBACK_WAIT_MS));
  });
}
