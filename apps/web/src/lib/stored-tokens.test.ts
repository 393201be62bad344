import { afterEach, describe, expect, it } from "vitest";
import { fakeToken } from "../test/render-app";
import { isTokenUsable, storedToken, storeToken, usableToken } from "./stored-tokens";

afterEach(() => localStorage.clear());

describe("stored tokens", () => {
  it("keeps each kind under its own SPEC §9 key, and forgets it", () => {
    storeToken("clinic", "a.b.c");
    expect(localStorage.getItem("clinic_auth_token")).toBe("a.b.c");
    expect(storedToken("clinic")).toBe("a.b.c");
    expect(storedToken("customer")).toBeNull();
    storeToken("clinic", null);
    expect(storedToken("clinic")).toBeNull();
  });

  it("finds a token usable with three parts, an exp ahead and, for clinics and staff, their type", () => {
    const now = Date.now();
    expect(isTokenUsable(fakeToken(), "customer", now)).toBe(true);
    expect(isTokenUsable(fakeToken({ type: "clinic" }), "clinic", now)).toBe(true);
    expect(isTokenUsable(fakeToken({ type: "staff" }), "staff", now)).toBe(true);
    expect(isTokenUsable(fakeToken({ type: "clinic" }), "staff", now)).toBe(false);
    expect(isTokenUsable(fakeToken({ type: "customer" }), "clinic", now)).toBe(false);
    expect(isTokenUsable(fakeToken({ exp: Math.floor(now / 1000) - 1 }), "customer", now)).toBe(false);
    expect(isTokenUsable("not-a-token", "customer", now)).toBe(false);
    expect(isTokenUsable("a.%%%.c", "customer", now)).toBe(false);
    expect(isTokenUsable(null, "customer", now)).toBe(false);
  });

  it("gives the stored token only while it is usable", () => {
    storeToken("clinic", fakeToken({ type: "customer" }));
    expect(usableToken("clinic")).toBeNull();
    const clinic = fakeToken({ type: "clinic" });
    storeToken("clinic", clinic);
    expect(usableToken("clinic")).toBe(clinic);
  });
});
