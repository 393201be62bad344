import { describe, expect, it } from "vitest";
import { allInOrder } from "./all-in-order";

const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
const failLater = (ms: number, reason: string) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error(reason)), ms));

describe("allInOrder", () => {
  it("answers every value in the order given", async () => {
    await expect(allInOrder([later(5, 1), Promise.resolve("two"), later(1, true)])).resolves.toEqual([
      1,
      "two",
      true,
    ]);
  });

  it("throws the first failure in the order given, even when a later one settles sooner", async () => {
    await expect(allInOrder([failLater(10, "first"), failLater(0, "second")])).rejects.toThrow("first");
    await expect(allInOrder([later(0, 1), failLater(10, "slow"), failLater(0, "fast")])).rejects.toThrow(
      "slow",
    );
  });
});
