import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "./when-idle";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("whenIdle", () => {
  it("waits for the browser's next idle moment, with the timeout given", async () => {
    const idle: { run: () => void; timeout: number | undefined }[] = [];
    vi.stubGlobal("requestIdleCallback", (run: () => void, options?: IdleRequestOptions) =>
      idle.push({ run, timeout: options?.timeout }),
    );
    const resolved = vi.fn();
    void whenIdle(2_000).then(resolved);
    await Promise.resolve();
    expect(resolved).not.toHaveBeenCalled();
    expect(idle.map(({ timeout }) => timeout)).toEqual([2_000]);
    idle[0]?.run();
    await vi.waitFor(() => expect(resolved).toHaveBeenCalled());
  });

  it("waits a quarter of a second where the browser has no idle callbacks", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    const resolved = vi.fn();
    void whenIdle(2_000).then(resolved);
    await vi.advanceTimersByTimeAsync(249);
    expect(resolved).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toHaveBeenCalled();
  });
});
