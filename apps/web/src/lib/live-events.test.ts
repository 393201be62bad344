import { afterEach, describe, expect, it, vi } from "vitest";
import type { BookingEvent } from "@ivdrips/contract/clinic-calendar";
import { eventStreamBody, stubFetch } from "../test/event-stream";
import { backoffMs, earlyLiveEvents, followLiveEvents } from "./live-events";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const headerOf = (init: RequestInit | undefined, name: string) => new Headers(init?.headers).get(name);

describe("followLiveEvents", () => {
  it("reads events with the stored token, and reconnects after a drop with Last-Event-ID", async () => {
    localStorage.setItem("clinic_auth_token", "clinic-token");
    const first = eventStreamBody();
    const second = eventStreamBody();
    const fetchMock = stubFetch((call) => (call === 0 ? first.response() : second.response()));
    const events: BookingEvent[] = [];
    const connections: boolean[] = [];
    const stop = followLiveEvents({
      path: "/clinics/events",
      auth: "clinic",
      onEvent: (event) => events.push(event),
      onConnection: (open) => connections.push(open),
    });

    first.write("retry: 3000\n: connected\n\n");
    first.event(7, "booking_paid", "IVD-AAA111");
    await vi.waitFor(() => expect(events.map((e) => e.reference)).toEqual(["IVD-AAA111"]));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/clinics/events");
    expect(headerOf(init, "authorization")).toBe("Bearer clinic-token");
    expect(headerOf(init, "last-event-id")).toBeNull();

    first.end();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2), { timeout: 3_000 });
    expect(headerOf(fetchMock.mock.calls[1]?.[1], "last-event-id")).toBe("7");
    second.event(8, "booking_cancelled", "IVD-BBB222");
    await vi.waitFor(() => expect(events.map((e) => e.type)).toEqual(["booking_paid", "booking_cancelled"]));
    expect(connections).toEqual([true, false, true]);
    stop();
  });

  it("stops for good when the server refuses the token", async () => {
    localStorage.setItem("auth_token", "ended");
    const fetchMock = stubFetch(() => new Response("{}", { status: 401 }));
    const connections: boolean[] = [];
    followLiveEvents({
      path: "/bookings/events",
      auth: "customer",
      onEvent: () => undefined,
      onConnection: (open) => connections.push(open),
    });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(connections).toEqual([]);
  });

  it("after the server ends a stream whose session ended, is refused once and says the session ended", async () => {
    localStorage.setItem("auth_token", "signed-out-elsewhere");
    const stream = eventStreamBody();
    const fetchMock = stubFetch((call) =>
      call === 0 ? stream.response() : new Response('{"code":"INVALID_TOKEN"}', { status: 401 }),
    );
    const ended = vi.fn();
    followLiveEvents({
      path: "/bookings/events",
      auth: "customer",
      onEvent: () => undefined,
      onSessionEnded: ended,
    });
    stream.write("retry: 3000\n: connected\n\n");
    // The server ends the stream (signed out everywhere): one reconnection, refused, and no more.
    stream.end();
    await vi.waitFor(() => expect(ended).toHaveBeenCalledTimes(1), { timeout: 3_000 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("stops without asking when the token was forgotten (signed out in this browser)", async () => {
    localStorage.removeItem("auth_token");
    const fetchMock = stubFetch(() => new Response("{}", { status: 500 }));
    const ended = vi.fn();
    followLiveEvents({
      path: "/bookings/events",
      auth: "customer",
      onEvent: () => undefined,
      onSessionEnded: ended,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(ended).not.toHaveBeenCalled();
  });

  it("reads a connection asked for early, asking nothing more, and reconnects as usual", async () => {
    localStorage.setItem("clinic_auth_token", "clinic-token");
    const first = eventStreamBody();
    const second = eventStreamBody();
    const fetchMock = stubFetch((call) => (call === 0 ? first.response() : second.response()));
    const early = earlyLiveEvents("/clinics/events", "clinic");
    expect(early.isOpen()).toBe(false);
    early.start();
    early.start();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(early.isOpen()).toBe(true));
    expect(headerOf(fetchMock.mock.calls[0]?.[1], "authorization")).toBe("Bearer clinic-token");

    const events: string[] = [];
    const stop = followLiveEvents({
      path: "/clinics/events",
      auth: "clinic",
      onEvent: (event) => events.push(event.reference),
      first: early.take(),
    });
    first.event(3, "booking_paid", "IVD-EARLY1");
    await vi.waitFor(() => expect(events).toEqual(["IVD-EARLY1"]));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(early.take()).toBeUndefined();

    first.end();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2), { timeout: 3_000 });
    expect(headerOf(fetchMock.mock.calls[1]?.[1], "last-event-id")).toBe("3");
    stop();
    expect((fetchMock.mock.calls[1]?.[1]?.signal as AbortSignal).aborted).toBe(true);
  });

  it("closes a connection asked for early that a changed token left untaken", () => {
    localStorage.setItem("clinic_auth_token", "before");
    const fetchMock = stubFetch(() => eventStreamBody().response());
    const early = earlyLiveEvents("/clinics/events", "clinic");
    early.start();
    const signal = fetchMock.mock.calls[0]?.[1]?.signal as AbortSignal;
    localStorage.setItem("clinic_auth_token", "after");
    expect(early.isOpen()).toBe(false);
    expect(early.take()).toBeUndefined();
    expect(signal.aborted).toBe(true);
  });

  it("says an early connection the server refused is not open", async () => {
    localStorage.setItem("clinic_auth_token", "refused");
    const fetchMock = stubFetch(() => new Response("{}", { status: 401 }));
    const early = earlyLiveEvents("/clinics/events", "clinic");
    early.start();
    await fetchMock.mock.results[0]?.value;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(early.isOpen()).toBe(false);
  });

  it("backs off from about a second to at most 30 seconds", () => {
    expect(backoffMs(0, () => 0)).toBe(500);
    expect(backoffMs(0, () => 1)).toBe(1_000);
    expect(backoffMs(3, () => 1)).toBe(8_000);
    expect(backoffMs(10, () => 1)).toBe(30_000);
  });
});
