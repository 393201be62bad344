import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { actionsAt, actionsLapsed, nextActionsChange } from "./allowed-actions";
import { useActions } from "./use-actions";

const NOW = new Date("2026-07-01T03:59:00.000Z");
const WINDOW_STARTS = "2026-07-01T04:00:00.000Z";

describe("actionsAt", () => {
  const decidable = { actions: ["approve", "reject"] as const, actionsUntil: WINDOW_STARTS };

  it("gives the server's actions until the instant they stop holding, then none", () => {
    expect([...actionsAt({ ...decidable, actions: [...decidable.actions] }, NOW)]).toEqual([
      "approve",
      "reject",
    ]);
    expect(actionsAt({ ...decidable, actions: [...decidable.actions] }, new Date(WINDOW_STARTS)).size).toBe(
      0,
    );
    expect(actionsAt({ actions: ["cancel"], actionsUntil: null }, new Date("2030-01-01")).has("cancel")).toBe(
      true,
    );
  });

  it("tells a list when one of its bookings' actions lapsed, and when the next one will", () => {
    const list = [
      { actions: [], actionsUntil: null },
      { actions: ["approve" as const], actionsUntil: WINDOW_STARTS },
      { actions: ["cancel" as const], actionsUntil: "2026-07-02T00:00:00.000Z" },
    ];
    expect(actionsLapsed(list, NOW)).toBe(false);
    expect(nextActionsChange(list, NOW)).toBe(Date.parse(WINDOW_STARTS));
    expect(actionsLapsed(list, new Date(WINDOW_STARTS))).toBe(true);
    expect(nextActionsChange(list, new Date(WINDOW_STARTS))).toBe(Date.parse("2026-07-02T00:00:00.000Z"));
  });
});

describe("useActions", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("drops Approve the moment the window starts, without the booking being read again", () => {
    const booking = { actions: ["approve" as const, "reject" as const], actionsUntil: WINDOW_STARTS };
    const { result } = renderHook(() => useActions(booking));
    expect(result.current.has("approve")).toBe(true);

    act(() => vi.advanceTimersByTime(59_000));
    expect(result.current.has("approve")).toBe(true);

    act(() => vi.advanceTimersByTime(1_000 + 50));
    expect(result.current.has("approve")).toBe(false);
    expect(result.current.size).toBe(0);
  });
});
