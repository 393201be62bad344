import { describe, expect, it } from "vitest";

describe("zod-jitless", () => {
  it("turns zod's JIT (and its `new Function` probe, which our CSP reports) off for every schema", async () => {
    await import("./zod-jitless");
    const { config } = await import("zod");
    expect(config().jitless).toBe(true);
  });
});
