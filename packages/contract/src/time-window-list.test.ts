import { describe, expect, it } from "vitest";
import { SERVICE_HOURS } from "./time-window-list";

describe("the service hours", () => {
  it("run from the Morning window's start to the Night window's end: 8 AM to midnight", () => {
    expect(SERVICE_HOURS).toEqual({ opens: 8, closes: 24 });
  });
});
