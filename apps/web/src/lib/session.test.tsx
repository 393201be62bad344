import { INVITE_GATE_ATTRIBUTE } from "@ivdrips/contract/prerender";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeToken, mockApi } from "../test/render-app";
import { SessionProvider, useSession } from "./session";

function Status() {
  const { status, user } = useSession();
  return <p role="status">{user ? `${status}: ${user.fullName}` : status}</p>;
}

const renderSession = () =>
  render(
    <SessionProvider>
      <Status />
    </SessionProvider>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the customer session at start", () => {
  it("loads the profile with a stored, unexpired token", async () => {
    localStorage.setItem("auth_token", fakeToken());
    mockApi({
      "GET /users/profile": () => ({
        body: {
          id: "user-1",
          fullName: "Aisha",
          email: "a@example.com",
          phone: null,
          createdAt: "2026-01-01T00:00:00.000Z",
        },
      }),
    });
    renderSession();
    expect(await screen.findByText("authenticated: Aisha")).toBeInTheDocument();
    expect(localStorage.getItem("auth_token")).not.toBeNull();
  });

  it("removes the token when the server refuses it", async () => {
    localStorage.setItem("auth_token", fakeToken());
    mockApi({
      "GET /users/profile": () => ({
        status: 401,
        body: { message: "Invalid or expired token", statusCode: 401, code: "UNAUTHORIZED" },
      }),
    });
    renderSession();
    expect(await screen.findByText("unauthenticated")).toBeInTheDocument();
    expect(localStorage.getItem("auth_token")).toBeNull();
  });

  it("keeps the token when the server never answers (offline, or the page being left)", async () => {
    const token = fakeToken();
    localStorage.setItem("auth_token", token);
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
    renderSession();
    expect(await screen.findByText("unauthenticated")).toBeInTheDocument();
    expect(localStorage.getItem("auth_token")).toBe(token);
  });

  it("removes an expired token without asking the server", async () => {
    localStorage.setItem("auth_token", fakeToken({ exp: Math.floor(Date.now() / 1000) - 60 }));
    const fetchMock = mockApi({});
    renderSession();
    expect(await screen.findByText("unauthenticated")).toBeInTheDocument();
    expect(localStorage.getItem("auth_token")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("the profile asked for as the app starts (issue 35: LCP)", () => {
  const PROFILE = {
    id: "user-1",
    fullName: "Aisha",
    email: "a@example.com",
    phone: null,
    createdAt: "2026-01-01T00:00:00.000Z",
  };

  afterEach(() => {
    document.getElementById("root")?.remove();
  });

  /** This module as a page load evaluates it: after the token is stored. */
  async function freshSession() {
    vi.resetModules();
    return import("./session");
  }

  it("is asked for as the code loads, before any render, and the session takes that one answer", async () => {
    localStorage.setItem("auth_token", fakeToken());
    const fetchMock = mockApi({ "GET /users/profile": () => ({ body: PROFILE }) });
    const session = await freshSession();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/users/profile");

    function FreshStatus() {
      const { status, user } = session.useSession();
      return <p role="status">{user ? `${status}: ${user.fullName}` : status}</p>;
    }
    render(
      <session.SessionProvider>
        <FreshStatus />
      </session.SessionProvider>,
    );
    expect(await screen.findByText("authenticated: Aisha")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("is not asked for by a browser the server shut the invite gate on (it waits for a code)", async () => {
    localStorage.setItem("auth_token", fakeToken());
    const root = document.createElement("div");
    root.id = "root";
    root.setAttribute(INVITE_GATE_ATTRIBUTE, "closed");
    document.body.append(root);
    const fetchMock = mockApi({ "GET /users/profile": () => ({ body: PROFILE }) });
    await freshSession();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("is not asked for without a usable token", async () => {
    localStorage.setItem("auth_token", fakeToken({ exp: Math.floor(Date.now() / 1000) - 60 }));
    const fetchMock = mockApi({});
    await freshSession();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
