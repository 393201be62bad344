import { describe, expect, it } from "vitest";
import { appUnderTest, freshDays } from "./app-under-test";
import { injectAs } from "./test-app";

const NOW = "2026-06-01T09:00:00+08:00";
const t = appUnderTest({ now: NOW, signUpCustomer: true, eachTest: "reset clock" });

/** What reading a field in the file's body, before beforeAll has run, throws. */
const readTooEarly = (() => {
  try {
    return t.customer;
  } catch (error) {
    return error;
  }
})();

describe("appUnderTest", () => {
  it("refuses a field read in the file's body, before beforeAll started the app", () => {
    expect(readTooEarly).toBeInstanceOf(Error);
    expect((readTooEarly as Error).message).toMatch(/t\.customer was read before beforeAll started the app/);
  });

  it("gives the running app and the customer it signed up, on the clock at now", async () => {
    expect(t.clock().toISOString()).toBe(new Date(NOW).toISOString());
    expect(t.customer.email).toMatch(/@example\.com$/);
    const profile = await injectAs(t.app, t.customer.token)({ method: "GET", url: "/api/users/profile" });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json()).toMatchObject({ id: t.customer.id, email: t.customer.email });
  });

  it("refuses a field the options did not ask for, saying which option gives it", () => {
    const unasked = t as unknown as { clinicToken: string };
    expect(() => unasked.clinicToken).toThrow(
      /t\.clinicToken was not asked for: pass signInDemoClinic: true/,
    );
  });

  it("lets a test move the clock…", () => {
    t.clock.advance(24 * 60 * 60_000);
    expect(t.clock().toISOString()).not.toBe(new Date(NOW).toISOString());
  });

  it("…and puts it back at now before the next one", () => {
    expect(t.clock().toISOString()).toBe(new Date(NOW).toISOString());
  });
});

describe("freshDays", () => {
  it("gives the first day, then one day later per call, across the end of a month", () => {
    const freshDay = freshDays("2026-07-30");
    expect([freshDay(), freshDay(), freshDay()]).toEqual(["2026-07-30", "2026-07-31", "2026-08-01"]);
  });
});
