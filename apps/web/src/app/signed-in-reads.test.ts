import { afterEach, describe, expect, it, vi } from "vitest";
import { dropHandedOver, takeHandedOver } from "../lib/handed-over";
import { fakeToken } from "../test/render-app";
import { SIGNED_IN_PAGES } from "./page-modules";
import { SIGNED_IN_READS, startSignedInReads } from "./signed-in-reads";

/** What the page's script asked the network for: each path under /api with the headers it sent. */
function recordFetches() {
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(new Response("{}")),
  );
  vi.stubGlobal("fetch", fetchMock);
  return () =>
    fetchMock.mock.calls.map(([input, init]) => ({
      path: String(input),
      headers: Object.fromEntries(new Headers(init?.headers)),
      credentials: init?.credentials,
    }));
}

afterEach(() => {
  dropHandedOver();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("signed-in.html's reads", () => {
  it("are listed for every page the server answers with signed-in.html, and only those", () => {
    expect(Object.keys(SIGNED_IN_READS).sort()).toEqual([...SIGNED_IN_PAGES].sort());
  });

  it("on /account: the configuration, the customer's profile and bookings, with the token and cookies", () => {
    const customer = fakeToken();
    localStorage.setItem("auth_token", customer);
    localStorage.setItem("invite_code_verified", "true");
    const fetches = recordFetches();
    startSignedInReads("/account");
    expect(fetches()).toEqual([
      { path: "/api/config", headers: {}, credentials: "same-origin" },
      {
        path: "/api/users/profile",
        headers: { authorization: `Bearer ${customer}` },
        credentials: "same-origin",
      },
      { path: "/api/bookings", headers: { authorization: `Bearer ${customer}` }, credentials: "same-origin" },
    ]);
    // Handed to the app, each for the token it was sent with.
    expect(takeHandedOver("/config", null)).toBeDefined();
    expect(takeHandedOver("/users/profile", customer)).toBeDefined();
    expect(takeHandedOver("/bookings", customer)).toBeDefined();
  });

  it("on /clinic: the clinic, its bookings and its live stream, asked for as the app asks", () => {
    const clinic = fakeToken({ type: "clinic" });
    localStorage.setItem("clinic_auth_token", clinic);
    const fetches = recordFetches();
    startSignedInReads("/clinic");
    const bearer = { authorization: `Bearer ${clinic}` };
    expect(fetches()).toEqual([
      { path: "/api/clinics/profile", headers: bearer, credentials: "same-origin" },
      { path: "/api/clinics/bookings", headers: bearer, credentials: "same-origin" },
      {
        path: "/api/clinics/events",
        headers: { ...bearer, accept: "text/event-stream" },
        credentials: "same-origin",
      },
    ]);
    expect(takeHandedOver("/clinics/events", clinic)).toBeDefined();
  });

  it("asks for nothing the app would not: no token, one it cannot use, another kind, another page", () => {
    const fetches = recordFetches();
    startSignedInReads("/account");
    localStorage.setItem("auth_token", fakeToken({ exp: Math.floor(Date.now() / 1000) - 60 }));
    startSignedInReads("/account");
    localStorage.setItem("clinic_auth_token", fakeToken({ type: "customer" }));
    startSignedInReads("/clinic");
    localStorage.setItem("auth_token", fakeToken());
    localStorage.setItem("invite_code_verified", "true");
    startSignedInReads("/services");
    expect(fetches()).toEqual([]);
  });

  it("are ended when dropped untaken: the stream no longer stays open", () => {
    localStorage.setItem("clinic_auth_token", fakeToken({ type: "clinic" }));
    const fetchMock = vi.fn(
      (_input: RequestInfo | URL, _init?: RequestInit) => new Promise<Response>(() => {}),
    );
    vi.stubGlobal("fetch", fetchMock);
    startSignedInReads("/clinic");
    const signals = fetchMock.mock.calls.map(([, init]) => init?.signal);
    expect(signals.map((signal) => signal?.aborted)).toEqual([false, false, false]);
    dropHandedOver();
    expect(signals.map((signal) => signal?.aborted)).toEqual([true, true, true]);
  });
});
