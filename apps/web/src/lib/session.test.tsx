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
