import { afterEach, describe, expect, it, vi } from "vitest";
import { dropHandedOver, handOver, takeHandedOver } from "./handed-over";

afterEach(() => dropHandedOver());

const read = (token: string | null, body = "{}") => ({
  token,
  response: Promise.resolve(new Response(body)),
  abort: vi.fn(),
});

describe("reads handed over by signed-in.html's script", () => {
  it("are taken once, for the same path and the same token", async () => {
    const profile = read("a.b.c", '{"id":"u1"}');
    handOver("/users/profile", profile);
    expect(takeHandedOver("/users/profile", "x.y.z")).toBeUndefined();
    expect(takeHandedOver("/bookings", "a.b.c")).toBeUndefined();
    const taken = takeHandedOver("/users/profile", "a.b.c");
    expect(await (await taken?.response)?.json()).toEqual({ id: "u1" });
    expect(takeHandedOver("/users/profile", "a.b.c")).toBeUndefined();
    expect(profile.abort).not.toHaveBeenCalled();
  });

  it("without a token, by a request without one", () => {
    handOver("/config", read(null));
    expect(takeHandedOver("/config", "a.b.c")).toBeUndefined();
    expect(takeHandedOver("/config", null)).toBeDefined();
  });

  it("that nobody took are ended when dropped, and cannot be taken after", () => {
    const left = read("a.b.c");
    const taken = read("a.b.c");
    handOver("/bookings", left);
    handOver("/users/profile", taken);
    takeHandedOver("/users/profile", "a.b.c");
    dropHandedOver();
    expect(left.abort).toHaveBeenCalledOnce();
    expect(taken.abort).not.toHaveBeenCalled();
    expect(takeHandedOver("/bookings", "a.b.c")).toBeUndefined();
  });
});
