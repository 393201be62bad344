import { describe, expect, it, vi } from "vitest";
import { createRecentReads } from "./recent-reads";

/** A monotonic clock the test moves. */
function clock() {
  let at = 1000;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

/** A read whose answer the test gives when it likes. */
function pendingRead<T>() {
  let give: (value: T) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const answer = new Promise<T>((resolve, reject) => {
    give = resolve;
    fail = reject;
  });
  return { ask: vi.fn(() => answer), give, fail };
}

describe("createRecentReads", () => {
  it("answers the same question from the last read for keepForMs, then asks again", async () => {
    const time = clock();
    const reads = createRecentReads<number>({ keepForMs: 250, now: time.now });
    let asked = 0;
    const ask = () => Promise.resolve((asked += 1));
    expect(await reads.read("a", ask)).toBe(1);
    time.advance(249);
    expect(await reads.read("a", ask)).toBe(1);
    expect(await reads.read("b", ask)).toBe(2);
    time.advance(1);
    expect(await reads.read("a", ask)).toBe(3);
  });

  it("shares a read still in flight with the same question asked meanwhile", async () => {
    const reads = createRecentReads<string>({ keepForMs: 250, now: clock().now });
    const first = pendingRead<string>();
    const one = reads.read("a", first.ask);
    const two = reads.read("a", () => Promise.resolve("second"));
    first.give("first");
    expect(await Promise.all([one, two])).toEqual(["first", "first"]);
    expect(first.ask).toHaveBeenCalledTimes(1);
  });

  it("after forget, asks again, and never keeps a read that was asked before it", async () => {
    const reads = createRecentReads<string>({ keepForMs: 250, now: clock().now });
    const before = pendingRead<string>();
    const stale = reads.read("a", before.ask);
    reads.forget();
    const after = reads.read("a", () => Promise.resolve("after the write"));
    before.give("before the write");
    expect(await stale).toBe("before the write");
    expect(await after).toBe("after the write");
    expect(await reads.read("a", () => Promise.resolve("asked again"))).toBe("after the write");
  });

  it("keeps no failed read", async () => {
    const reads = createRecentReads<string>({ keepForMs: 250, now: clock().now });
    const failing = pendingRead<string>();
    const failed = reads.read("a", failing.ask);
    failing.fail(new Error("connection lost"));
    await expect(failed).rejects.toThrow("connection lost");
    expect(await reads.read("a", () => Promise.resolve("asked again"))).toBe("asked again");
  });

  it("keeps at most maxKept questions, dropping those past their time, else the oldest", async () => {
    const time = clock();
    const reads = createRecentReads<string>({ keepForMs: 250, maxKept: 2, now: time.now });
    await reads.read("a", () => Promise.resolve("a1"));
    await reads.read("b", () => Promise.resolve("b1"));
    await reads.read("c", () => Promise.resolve("c1"));
    // Full, none past its time: "a", the oldest, went.
    expect(await reads.read("b", () => Promise.resolve("b2"))).toBe("b1");
    expect(await reads.read("c", () => Promise.resolve("c2"))).toBe("c1");
    time.advance(200);
    expect(await reads.read("a", () => Promise.resolve("a2"))).toBe("a2");
    time.advance(100);
    // "c" is past its time (kept at 1000) and goes; "a" (kept at 1200) stays.
    await reads.read("d", () => Promise.resolve("d1"));
    expect(await reads.read("a", () => Promise.resolve("a3"))).toBe("a2");
    expect(await reads.read("d", () => Promise.resolve("d2"))).toBe("d1");
  });

  it("asks every time with keepForMs 0", async () => {
    const reads = createRecentReads<number>({ keepForMs: 0 });
    let asked = 0;
    const ask = () => Promise.resolve((asked += 1));
    expect([await reads.read("a", ask), await reads.read("a", ask)]).toEqual([1, 2]);
  });
});
