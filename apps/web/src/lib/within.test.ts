import { afterEach, describe, expect, it, vi } from "vitest";
import { within } from "./within";

afterEach(() => vi.useRealTimers());

describe("within", () => {
  it("resolves when the promise settles, answered or failed, before the time is up", async () => {
    await expect(within(Promise.resolve("answer"), 60_000)).resolves.toBeUndefined();
    await expect(within(Promise.reject(new Error("refused")), 60_000)).resolves.toBeUndefined();
    await expect(within(undefined, 60_000)).resolves.toBeUndefined();
  });

  it("resolves when the time is up, whatever the promise does later", async () => {
    vi.useFakeTimers();
    let done = false;
    void within(new Promise(() => undefined), 1000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
