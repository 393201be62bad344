/**
 * A request a page's code makes as it first runs, before its first render (issue 35: LCP), with the stored
 * token it was made with. Its first reader takes it, once, and only while that token is still the one
 * stored: after another sign-in, or for a later read, `take()` gives nothing and the reader asks afresh.
 */
export function earlyRequest<T>(readToken: () => string | null, request: () => Promise<T>) {
  let started: { token: string | null; answer: Promise<T> } | undefined;
  return {
    start(): void {
      started ??= { token: readToken(), answer: request() };
    },
    take(): Promise<T> | undefined {
      const taken = started;
      started = undefined;
      return taken?.token === readToken() ? taken.answer : undefined;
    },
  };
}
