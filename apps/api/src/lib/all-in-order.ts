/**
 * `Promise.all` whose refusal does not depend on timing: the reads run side by side, and when several fail
 * the caller gets the first failure in the order given, not whichever settled first. A request that breaks
 * two rules is told the same one every time.
 */
export async function allInOrder<T extends readonly unknown[]>(
  reads: readonly [...{ [K in keyof T]: Promise<T[K]> }],
): Promise<T> {
  const settled = await Promise.allSettled(reads);
  const values: unknown[] = [];
  for (const outcome of settled) {
    if (outcome.status === "rejected") throw outcome.reason;
    values.push(outcome.value);
  }
  return values as unknown as T;
}
