/**
 * Answers to the same question kept for a moment (decision 029): a read asked again within `keepForMs` of the
 * one before it shares that one's answer, in flight or done, instead of asking the database again. forget()
 * drops them all, for a write that may have changed them; a read already asked by then is not kept. A failed
 * read is not kept either. With `keepForMs` 0 every read is asked.
 */
export function createRecentReads<T>({
  keepForMs,
  maxKept = 1000,
  now = () => performance.now(),
}: {
  keepForMs: number;
  /** Questions kept at most; past it the oldest go first. */
  maxKept?: number;
  /** A monotonic clock in milliseconds (performance.now), not the business clock, which tests move. */
  now?: () => number;
}) {
  const kept = new Map<string, { answer: Promise<T>; until: number }>();

  function keep(key: string, answer: Promise<T>, until: number) {
    if (kept.size >= maxKept) {
      const at = now();
      for (const [old, entry] of kept) if (entry.until <= at) kept.delete(old);
      for (const old of kept.keys()) {
        if (kept.size < maxKept) break;
        kept.delete(old);
      }
    }
    kept.set(key, { answer, until });
  }

  return {
    read(key: string, ask: () => Promise<T>): Promise<T> {
      if (keepForMs <= 0) return ask();
      const at = now();
      const hit = kept.get(key);
      if (hit && hit.until > at) return hit.answer;
      const answer = ask();
      keep(key, answer, at + keepForMs);
      answer.catch(() => {
        if (kept.get(key)?.answer === answer) kept.delete(key);
      });
      return answer;
    },
    forget(): void {
      kept.clear();
    },
  };
}
