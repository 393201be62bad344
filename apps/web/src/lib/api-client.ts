/** SPEC §8 "General API error": the server's message and status, or 'An error occurred'. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly code?: string,
    readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const DEFAULT_ERROR_MESSAGE = "An error occurred";

/** Local-storage keys of SPEC §9. */
export const TOKEN_KEYS = { customer: "auth_token", clinic: "clinic_auth_token" } as const;
export type TokenKind = keyof typeof TOKEN_KEYS;

export interface ApiRequest {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  /** Which stored token to send as a Bearer header, when one is stored. */
  auth?: TokenKind;
  signal?: AbortSignal;
}

function storedToken(kind: TokenKind): string | null {
  try {
    return localStorage.getItem(TOKEN_KEYS[kind]);
  } catch {
    return null;
  }
}

/** The one fetch wrapper: JSON in and out under /api; any non-OK answer becomes an ApiError. */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  const token = request.auth ? storedToken(request.auth) : null;
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: request.method ?? "GET",
      headers,
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      ...(request.signal ? { signal: request.signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError("We could not reach IV Drips. Please check your connection and try again.", 0);
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const body = (typeof data === "object" && data !== null ? data : {}) as {
      message?: unknown;
      code?: unknown;
      details?: unknown;
    };
    throw new ApiError(
      typeof body.message === "string" && body.message ? body.message : DEFAULT_ERROR_MESSAGE,
      response.status,
      typeof body.code === "string" ? body.code : undefined,
      typeof body.details === "object" && body.details !== null
        ? (body.details as Record<string, string>)
        : undefined,
    );
  }
  return data as T;
}

/** The message to show for a failed call, with a fallback for errors that are not the API's. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message !== DEFAULT_ERROR_MESSAGE) return error.message;
  return fallback;
}
