import type { MessageRef } from "@ivdrips/contract/api-messages";
import { DEFAULT_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from "./api-error-texts";
import { currentLanguage } from "./i18n/language-store";
import { sayMessage } from "./i18n/say-message";
import { serverFetch } from "./ssr-fetch";
import { takeHandedOver } from "./handed-over";
import { storedToken, type TokenKind } from "./stored-tokens";

/**
 * SPEC §8 "General API error": the server's message and status, or 'An error occurred'. `message` and
 * `details` are the server's English; `ref` and `detailRefs` say the same by id, for the reader's language.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly code?: string,
    readonly details?: Record<string, string>,
    readonly ref?: MessageRef,
    readonly detailRefs?: Record<string, MessageRef>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export { DEFAULT_ERROR_MESSAGE };

/** The error code of a 403 from a browser that has not passed the invite gate (or whose pass ran out). */
export const INVITE_REQUIRED_CODE = "INVITE_REQUIRED";

const inviteRequiredListeners = new Set<() => void>();

/**
 * Calls `listener` whenever the API answers 403 INVITE_REQUIRED: the invite gate listens, forgets the stored
 * flag and shows itself again. Returns the function that stops listening.
 */
export function onInviteRequired(listener: () => void): () => void {
  inviteRequiredListeners.add(listener);
  return () => {
    inviteRequiredListeners.delete(listener);
  };
}

let heldUntilPass: { released: Promise<void>; release: () => void } | null = null;

/**
 * From now on, calls that need the invite pass wait instead of going out: this browser has none (the server
 * said so when it sent the page, or refused a call), and asking would only earn a 403 the console reports.
 * They go out once releaseInviteHold is called (a code was accepted and the pass cookie set).
 */
export function holdUntilInvitePass(): void {
  if (heldUntilPass) return;
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  heldUntilPass = { released, release };
}

/** The pass is here: what holdUntilInvitePass held goes out, and new calls go out at once. */
export function releaseInviteHold(): void {
  heldUntilPass?.release();
  heldUntilPass = null;
}

/** Resolves when calls that need the invite pass may go out (at once when none is held); rejects on abort. */
export function invitePassReady(signal?: AbortSignal): Promise<void> {
  const held = heldUntilPass;
  if (!held) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal?.reason ?? new DOMException("Aborted", "AbortError"));
    if (signal?.aborted) return abort();
    signal?.addEventListener("abort", abort, { once: true });
    void held.released.then(() => {
      signal?.removeEventListener("abort", abort);
      resolve();
    });
  });
}

/** Whether an error is the API refusing a browser that has not passed the invite gate. */
export function isInviteRequired(error: unknown): boolean {
  return error instanceof ApiError && error.statusCode === 403 && error.code === INVITE_REQUIRED_CODE;
}

export interface ApiRequest {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** Which stored token to send as a Bearer header, when one is stored. */
  auth?: TokenKind;
  /** False for the one call a browser without the invite pass may make (the code's verification). */
  needsInvitePass?: false;
  signal?: AbortSignal;
}

/**
 * Sends a request under /api with the JSON content type, the stored token and the site's cookies (the invite
 * gate's pass is an httpOnly cookie of this origin); a network failure or any non-OK answer becomes an
 * ApiError, and a 403 INVITE_REQUIRED also tells the invite gate. Shared by apiFetch (JSON) and apiDownload
 * (api-download.ts: kept apart, as downloads are not part of `/`'s first load).
 */
export async function send(path: string, request: ApiRequest): Promise<Response> {
  // The server writes emails in the language the customer reads the site in.
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "accept-language": currentLanguage(),
  };
  const token = request.auth ? storedToken(request.auth) : null;
  if (token) headers.authorization = `Bearer ${token}`;
  // A read signed-in.html's script already made (decision 044), taken before anything waits.
  const handed = request.method ? undefined : takeHandedOver(path, token);
  if (request.needsInvitePass !== false) await invitePassReady(request.signal);
  let response: Response;
  try {
    // While the server prerenders a page its calls are answered in-process (entry-server.tsx).
    response = await (handed?.response ??
      (import.meta.env.SSR ? serverFetch : fetch)(`/api${path}`, {
        method: request.method ?? "GET",
        headers,
        credentials: "same-origin",
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        ...(request.signal ? { signal: request.signal } : {}),
      }));
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0, undefined, undefined, { messageId: "networkError" });
  }
  if (!response.ok) {
    const error = errorFrom(response.status, parseJson(await response.text()));
    if (isInviteRequired(error)) for (const listener of [...inviteRequiredListeners]) listener();
    throw error;
  }
  return response;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `{ messageId, params? }` as the server sent it, if it did (a proxy's own error page has none). */
function refFrom(value: unknown): MessageRef | undefined {
  if (!isRecord(value) || typeof value.messageId !== "string") return undefined;
  const params = isRecord(value.params) ? (value.params as Record<string, string | number>) : undefined;
  return { messageId: value.messageId as MessageRef["messageId"], ...(params ? { params } : {}) };
}

/** The error body `{ message, statusCode, code, messageId, params?, details?, detailMessages? }`, read as far as it can be. */
function errorFrom(status: number, data: unknown): ApiError {
  const body = isRecord(data) ? data : {};
  const detailRefs: Record<string, MessageRef> = {};
  if (isRecord(body.detailMessages)) {
    for (const [field, value] of Object.entries(body.detailMessages)) {
      const ref = refFrom(value);
      if (ref) detailRefs[field] = ref;
    }
  }
  return new ApiError(
    typeof body.message === "string" && body.message ? body.message : DEFAULT_ERROR_MESSAGE,
    status,
    typeof body.code === "string" ? body.code : undefined,
    isRecord(body.details) ? (body.details as Record<string, string>) : undefined,
    refFrom(body),
    Object.keys(detailRefs).length > 0 ? detailRefs : undefined,
  );
}

/** The one fetch wrapper: JSON in and out under /api; any non-OK answer becomes an ApiError. */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const response = await send(path, request);
  return parseJson(await response.text()) as T;
}

/**
 * The message to show for a failed call, in the current language: the server's by id, else its English (an
 * answer without an id), else `fallback` (already in the current language) for errors that are not the API's.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.ref) return sayMessage(error.ref, error.message);
  return error.message !== DEFAULT_ERROR_MESSAGE ? error.message : fallback;
}
