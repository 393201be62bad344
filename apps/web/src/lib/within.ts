/**
 * How long a page not prerendered holds its first render for the data it asked for as it started (the site's
 * configuration, who is signed in): it then paints with it rather than with a placeholder that moves or changes
 * a moment later (issues 25 and 35), and a slow API does not hold it longer.
 */
export const FIRST_PAINT_WAIT_MS = 1000;

/** Resolves once `promise` settles or `ms` have passed, whichever is first; never rejects. */
export function within(promise: Promise<unknown> | undefined, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    void Promise.resolve(promise).then(done, done);
  });
}
