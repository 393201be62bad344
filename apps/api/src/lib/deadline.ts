/** A dependency did not answer in the time it was given: the caller answers without it (503, stale, local). */
export class DeadlineError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not answer within ${ms} ms`);
    this.name = "DeadlineError";
  }
}

/**
 * `work`, or a DeadlineError once `ms` have passed without it settling. The work itself goes on (its own
 * timeouts end it); a late failure of it is not an unhandled rejection.
 */
export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  work.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(what, ms)), ms);
    timer.unref();
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}
