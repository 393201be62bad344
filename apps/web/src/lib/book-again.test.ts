import { describe, expect, it } from "vitest";
import { bookAgainState, readBookAgain } from "./book-again";

describe("readBookAgain", () => {
  it("reads back what bookAgainState wrote", () => {
    const prefill = { quantity: 3, address: "Level 12, Menara KL, Jalan Sultan Ismail" };
    expect(readBookAgain(bookAgainState(prefill))).toEqual(prefill);
  });

  it("keeps only the two fields it knows", () => {
    expect(readBookAgain({ bookAgain: { quantity: 1, address: "", extra: "x" }, other: 1 })).toEqual({
      quantity: 1,
      address: "",
    });
  });

  it.each([
    ["no state", null],
    ["a string", "bookAgain"],
    ["another page's state", { returnTo: "/account" }],
    ["bookAgain not an object", { bookAgain: "3" }],
    ["a quantity below 1", { bookAgain: { quantity: 0, address: "KL" } }],
    ["a quantity above 10", { bookAgain: { quantity: 11, address: "KL" } }],
    ["a fractional quantity", { bookAgain: { quantity: 1.5, address: "KL" } }],
    ["a quantity as text", { bookAgain: { quantity: "2", address: "KL" } }],
    ["no address", { bookAgain: { quantity: 2 } }],
    ["an address over 500 characters", { bookAgain: { quantity: 2, address: "a".repeat(501) } }],
  ])("ignores %s", (_case, state) => {
    expect(readBookAgain(state)).toBeNull();
  });
});
