import { apiMessagesZh } from "@ivdrips/contract/api-messages/zh";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ApiError,
  apiFetch,
  DEFAULT_ERROR_MESSAGE,
  errorMessage,
  holdUntilInvitePass,
  isInviteRequired,
  onInviteRequired,
  releaseInviteHold,
} from "./api-client";
import { apiDownload, dispositionFilename } from "./api-download";
import { dropHandedOver, handOver } from "./handed-over";
import { setLanguage } from "./i18n/language-store";
import { sayFieldMessage } from "./i18n/say-field-message";
import { retryDelay, shouldRetry } from "./query-client";
import { showServerFieldErrors } from "./server-field-errors";

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(status: number, body: string) {
  const fetchMock = vi.fn(async () => new Response(body, { status }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("apiFetch", () => {
  it("sends JSON under /api with the stored customer token and the site's own cookies", async () => {
    localStorage.setItem("auth_token", "a.b.c");
    const fetchMock = answer(200, JSON.stringify({ ok: true }));
    await expect(
      apiFetch("/bookings", { method: "POST", body: { x: 1 }, auth: "customer" }),
    ).resolves.toEqual({
      ok: true,
    });
    expect(fetchMock).toHaveBeenCalledWith("/api/bookings", {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "en", authorization: "Bearer a.b.c" },
      credentials: "same-origin",
      body: '{"x":1}',
    });
  });

  it("takes a read signed-in.html's script made for the same path and token, instead of asking again", async () => {
    localStorage.setItem("auth_token", "a.b.c");
    const fetchMock = answer(200, "[]");
    const handed = (body: string) => ({
      token: "a.b.c",
      response: Promise.resolve(new Response(body)),
      abort: vi.fn(),
    });
    handOver("/bookings", handed('[{"reference":"IVD-EARLY1"}]'));
    await expect(apiFetch("/bookings", { auth: "customer" })).resolves.toEqual([{ reference: "IVD-EARLY1" }]);
    expect(fetchMock).not.toHaveBeenCalled();
    // Once: the next read asks the server.
    await expect(apiFetch("/bookings", { auth: "customer" })).resolves.toEqual([]);
    expect(fetchMock).toHaveBeenCalledOnce();

    // Never for a change, nor for another token's read.
    handOver("/bookings", handed('{"taken":true}'));
    await apiFetch("/bookings", { method: "POST", body: {}, auth: "customer" });
    localStorage.setItem("auth_token", "x.y.z");
    await apiFetch("/bookings", { auth: "customer" });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    dropHandedOver();
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

describe("the server's messages by id", () => {
  afterEach(async () => {
    await setLanguage("en");
  });

  it("says the message in the reader's language from its id and values, never from the English", async () => {
    await setLanguage("ms");
    answer(
      409,
      JSON.stringify({
        // A different English sentence: only the id and its values may decide what a Malay reader sees.
        message: "anything at all",
        statusCode: 409,
        code: "TOO_MANY_HOLDS",
        messageId: "tooManyHolds",
        params: { count: 3 },
      }),
    );
    const error = await apiFetch("/bookings", { method: "POST" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorMessage(error, "fallback")).toBe(
      "Anda sudah mempunyai 3 tempahan yang menunggu pembayaran. Sila bayar atau batalkan salah satu terlebih dahulu.",
    );
  });

  it("shows the English of an answer without an id (a proxy's), and the fallback for others", async () => {
    await setLanguage("ms");
    answer(502, JSON.stringify({ message: "Bad gateway", statusCode: 502 }));
    const error = await apiFetch("/services").catch((caught: unknown) => caught);
    expect(errorMessage(error, "fallback")).toBe("Bad gateway");
    expect(errorMessage(new Error("boom"), "fallback")).toBe("fallback");
  });

  it("puts a field's message by id under the field, for the form to say in the reader's language", async () => {
    await setLanguage("zh");
    answer(
      400,
      JSON.stringify({
        message: "Please enter a valid email address",
        statusCode: 400,
        code: "VALIDATION_ERROR",
        messageId: "emailInvalid",
        details: { email: "Please enter a valid email address" },
        detailMessages: { email: { messageId: "emailInvalid" } },
      }),
    );
    const error = await apiFetch("/auth/register", { method: "POST" }).catch((caught: unknown) => caught);
    const setError = vi.fn();
    showServerFieldErrors(error, ["email"], setError);
    const [, fieldError] = setError.mock.calls[0] as [string, { message: string }];
    expect(sayFieldMessage(fieldError.message)).toBe(apiMessagesZh.emailInvalid);
  });
});

describe("a 403 INVITE_REQUIRED (the browser has no valid invite pass)", () => {
  const gated = JSON.stringify({
    message: "Invite code required",
    messageId: "inviteRequired",
    statusCode: 403,
    code: "INVITE_REQUIRED",
  });

  it("rejects like any error, and tells every listener until it stops listening", async () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = onInviteRequired(first);
    const stopSecond = onInviteRequired(second);
    answer(403, gated);
    const error = await apiFetch("/services").catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      message: "Invite code required",
      ref: { messageId: "inviteRequired" },
      statusCode: 403,
      code: "INVITE_REQUIRED",
    });
    expect(isInviteRequired(error)).toBe(true);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);

    stopFirst();
    await expect(apiDownload("/bookings/b1/receipt")).rejects.toMatchObject({ code: "INVITE_REQUIRED" });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
    stopSecond();
  });

  it("is not confused with other refusals", async () => {
    const listener = vi.fn();
    const stop = onInviteRequired(listener);
    answer(403, JSON.stringify({ message: "Not yours", statusCode: 403, code: "FORBIDDEN" }));
    await expect(apiFetch("/bookings/b1")).rejects.toMatchObject({ statusCode: 403 });
    answer(401, JSON.stringify({ message: "Sign in", statusCode: 401, code: "INVITE_REQUIRED" }));
    await expect(apiFetch("/bookings/b1")).rejects.toMatchObject({ statusCode: 401 });
    expect(listener).not.toHaveBeenCalled();
    expect(isInviteRequired(new Error("Invite code required"))).toBe(false);
    stop();
  });
});

describe("apiDownload", () => {
  function downloads() {
    const clicked: { href: string; download: string; inDocument: boolean }[] = [];
    URL.createObjectURL = vi.fn(() => "blob:file-1");
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download, inDocument: document.body.contains(this) });
    });
    return { clicked, restore: () => click.mockRestore() };
  }

  it("fetches with the Bearer token and saves the file under the server's name", async () => {
    localStorage.setItem("auth_token", "a.b.c");
    const fetchMock = vi.fn(
      async () =>
        new Response("%PDF-1.7", {
          status: 200,
          headers: {
            "content-type": "application/pdf",
            "content-disposition": 'attachment; filename="IV-Drips-receipt-IVD-7K3M9Q.pdf"',
          },
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const { clicked, restore } = downloads();

    await expect(apiDownload("/bookings/b1/receipt", { auth: "customer" })).resolves.toBe(
      "IV-Drips-receipt-IVD-7K3M9Q.pdf",
    );
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/bookings/b1/receipt",
      expect.objectContaining({
        method: "GET",
        headers: expect.objectContaining({ authorization: "Bearer a.b.c" }),
      }),
    );
    expect(clicked).toEqual([
      { href: "blob:file-1", download: "IV-Drips-receipt-IVD-7K3M9Q.pdf", inDocument: true },
    ]);
    expect(document.querySelector("a[download]")).toBeNull();
    restore();
  });

  it("falls back to the caller's name when the server gives none", async () => {
    answer(200, "%PDF-1.7");
    const { clicked, restore } = downloads();
    await apiDownload("/bookings/b1/certificate", { filename: "certificate.pdf" });
    expect(clicked[0]?.download).toBe("certificate.pdf");
    restore();
  });

  it("turns a JSON error body into an ApiError, as apiFetch does, and saves nothing", async () => {
    answer(
      409,
      JSON.stringify({
        message: "A receipt exists once the booking is paid",
        statusCode: 409,
        code: "CONFLICT",
      }),
    );
    const { clicked, restore } = downloads();
    await expect(apiDownload("/bookings/b1/receipt")).rejects.toMatchObject({
      name: "ApiError",
      message: "A receipt exists once the booking is paid",
      statusCode: 409,
      code: "CONFLICT",
    });
    expect(clicked).toHaveLength(0);
    restore();
  });

  it("reads plain, quoted and RFC 5987 file names", () => {
    expect(dispositionFilename('attachment; filename="receipt IV-1.pdf"')).toBe("receipt IV-1.pdf");
    expect(dispositionFilename("attachment; filename=receipt.pdf")).toBe("receipt.pdf");
    expect(
      dispositionFilename(`attachment; filename="fallback.pdf"; filename*=UTF-8''re%C3%A7u%20IV-1.pdf`),
    ).toBe("reçu IV-1.pdf");
    expect(dispositionFilename("attachment")).toBeNull();
    expect(dispositionFilename(null)).toBeNull();
  });
});

describe("query retries (SPEC §9)", () => {
  it("retries up to 3 times, never a 4xx answer", () => {
    expect(shouldRetry(0, new ApiError("x", 500))).toBe(true);
    expect(shouldRetry(2, new ApiError("x", 503))).toBe(true);
    expect(shouldRetry(3, new ApiError("x", 503))).toBe(false);
    expect(shouldRetry(0, new ApiError("x", 404))).toBe(false);
    expect(shouldRetry(0, new ApiError("Invite code required", 403, "INVITE_REQUIRED"))).toBe(false);
    expect(shouldRetry(0, new TypeError("network"))).toBe(true);
  });

  it("waits 1 s, doubling, at most 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe("calls held until the browser has an invite pass", () => {
  afterEach(() => releaseInviteHold());

  it("go out only once released; the code's verification goes out at once", async () => {
    const fetchMock = answer(200, JSON.stringify({ valid: true }));
    holdUntilInvitePass();
    const services = apiFetch("/services");
    const config = apiFetch("/config");
    await apiFetch("/invite-codes/verify", { method: "POST", body: { code: "X" }, needsInvitePass: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock.mock.calls.map((call: unknown[]) => String(call[0]))).toEqual([
      "/api/invite-codes/verify",
    ]);

    releaseInviteHold();
    await Promise.all([services, config]);
    expect(fetchMock.mock.calls.map((call: unknown[]) => String(call[0]))).toEqual([
      "/api/invite-codes/verify",
      "/api/services",
      "/api/config",
    ]);
    await apiFetch("/services");
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it("a held call that is cancelled rejects and never goes out", async () => {
    const fetchMock = answer(200, "{}");
    holdUntilInvitePass();
    const controller = new AbortController();
    const held = apiFetch("/services", { signal: controller.signal });
    controller.abort(new DOMException("Aborted", "AbortError"));
    await expect(held).rejects.toMatchObject({ name: "AbortError" });
    releaseInviteHold();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
