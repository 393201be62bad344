/**
 * A request a page's code makes as it first runs, before its first render (issue 35: LCP), with the stored
 * token it was made with. Its first reader takes it, once, and only while that token is still the one
 * stored: after another sign-in, or for a later read, `take()` gives nothing and the reader asks afresh.
 * `discard` is given what a changed token left untaken (a stream to close); `peek()` looks without taking,
 * and `answered()` gives what it answered once it has.
 */
export function earlyRequest<T>(
  readToken: () => string | null,
  request: () => T,
  discard?: (answer: T) => void,
) {
  interface Started {
    token: string | null;
    answer: T;
    answered?: Awaited<T>;
  }
  let started: Started | undefined;
  const current = () => (started && started.token === readToken() ? started.answer : undefined);
  return {
    start(): void {
      if (started) return;
      const entry: Started = { token: readToken(), answer: request() };
      started = entry;
      Promise.resolve(entry.answer).then(
        (value) => (entry.answered = value),
        () => undefined,
      );
    },
    take(): T | undefined {
      const answer = current();
      if (started && answer === undefined) discard?.(started.answer);
      started = undefined;
      return answer;
    },
    peek: current,
    /** What it answered, once it has (while its token is stored): for a first render to show at once. */
    answered: (): Awaited<T> | undefined => (current() === undefined ? undefined : started?.answered),
  };
}
