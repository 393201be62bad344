import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch, DEFAULT_ERROR_MESSAGE, errorMessage } from "./api-client";
import { retryDelay, shouldRetry } from "./query-client";

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(status: number, body: string) {
  const fetchMock = vi.fn(async () => new Response(body, { status }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("apiFetch", () => {
  it("sends JSON under /api with the stored customer token as a Bearer header", async () => {
    localStorage.setItem("auth_token", "a.b.c");
    const fetchMock = answer(200, JSON.stringify({ ok: true }));
    await expect(
      apiFetch("/bookings", { method: "POST", body: { x: 1 }, auth: "customer" }),
    ).resolves.toEqual({
      ok: true,
    });
    expect(fetchMock).toHaveBeenCalledWith("/api/bookings", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer a.b.c" },
      body: '{"x":1}',
    });
  });

  it("turns a non-OK answer into an ApiError with the server's message, status and code", async () => {
    answer(
      409,
      JSON.stringify({ message: "This time window is fully booked.", statusCode: 409, code: "WINDOW_FULL" }),
    );
    const error = await apiFetch("/bookings").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: "This time window is fully booked.",
      statusCode: 409,
      code: "WINDOW_FULL",
    });
  });

  it("falls back to 'An error occurred' when the body is unreadable or has no message", async () => {
    answer(502, "<html>Bad gateway</html>");
    await expect(apiFetch("/services")).rejects.toMatchObject({
      message: DEFAULT_ERROR_MESSAGE,
      statusCode: 502,
    });
    answer(500, JSON.stringify({ statusCode: 500 }));
    await expect(apiFetch("/services")).rejects.toMatchObject({ message: DEFAULT_ERROR_MESSAGE });
  });

  it("errorMessage prefers the server's words, else the caller's fallback", () => {
    expect(errorMessage(new ApiError("Invalid email or password", 401), "Try again")).toBe(
      "Invalid email or password",
    );
    expect(errorMessage(new ApiError(DEFAULT_ERROR_MESSAGE, 500), "Try again")).toBe("Try again");
    expect(errorMessage(new Error("boom"), "Try again")).toBe("Try again");
  });
});

describe("query retries (SPEC §9)", () => {
  it("retries up to 3 times, never a 4xx answer", () => {
    expect(shouldRetry(0, new ApiError("x", 500))).toBe(true);
    expect(shouldRetry(2, new ApiError("x", 503))).toBe(true);
    expect(shouldRetry(3, new ApiError("x", 503))).toBe(false);
    expect(shouldRetry(0, new ApiError("x", 404))).toBe(false);
    expect(shouldRetry(0, new TypeError("network"))).toBe(true);
  });

  it("waits 1 s, doubling, at most 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
