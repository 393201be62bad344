import { afterEach, describe, expect, it, vi } from "vitest";
import { createSweepTally, startSweeper } from "./sweeper";

afterEach(() => {
  vi.useRealTimers();
});

const silentLog = () => ({ info: vi.fn(), error: vi.fn() });

describe("startSweeper", () => {
  it("sweeps at once and then every interval, never two sweeps at a time, and stops cleanly", async () => {
    vi.useFakeTimers();
    let active = 0;
    let mostActive = 0;
    let calls = 0;
    let finish: () => void = () => undefined;
    const sweep = vi.fn(async () => {
      calls += 1;
      active += 1;
      mostActive = Math.max(mostActive, active);
      await new Promise<void>((resolve) => (finish = resolve));
      active -= 1;
      return { released: 1, completed: 0 };
    });
    const log = silentLog();
    const sweeper = startSweeper("bookings", sweep, log, 1000);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(3000); // the first sweep is still running: no second one starts
    expect(calls).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    expect(log.info).toHaveBeenCalledWith({ released: 1, completed: 0 }, "bookings swept");

    const stopped = sweeper.stop();
    finish();
    await stopped;
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toBe(2);
    expect(mostActive).toBe(1);
  });

  it("logs a failed sweep and keeps going", async () => {
    vi.useFakeTimers();
    const sweep = vi
      .fn()
      .mockRejectedValueOnce(new Error("database unavailable"))
      .mockResolvedValue({ released: 0, completed: 0 });
    const log = silentLog();
    const sweeper = startSweeper("bookings", sweep, log, 1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      "bookings sweep failed",
    );
    expect(sweep).toHaveBeenCalledTimes(2);
    await sweeper.stop();
  });

  it("tallies each sweep's last success and its failures", async () => {
    vi.useFakeTimers({ now: new Date("2026-06-01T01:00:00Z") });
    const sweep = vi
      .fn()
      .mockResolvedValueOnce({ released: 0 })
      .mockRejectedValueOnce(new Error("database unavailable"))
      .mockResolvedValue({ released: 0 });
    const tally = createSweepTally();
    const sweeper = startSweeper("bookings", sweep, silentLog(), 1000, tally);
    await vi.advanceTimersByTimeAsync(0);
    expect(tally.records()).toEqual([
      { name: "bookings", lastSuccessAt: new Date("2026-06-01T01:00:00Z"), failures: 0 },
    ]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(tally.records()).toEqual([
      { name: "bookings", lastSuccessAt: new Date("2026-06-01T01:00:00Z"), failures: 1 },
    ]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(tally.records()).toEqual([
      { name: "bookings", lastSuccessAt: new Date("2026-06-01T01:00:02Z"), failures: 1 },
    ]);
    await sweeper.stop();
  });
});
