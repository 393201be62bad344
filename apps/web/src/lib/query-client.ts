import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";

const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * SPEC §9: 3 retries, 1 s doubling up to 30 s; a 4xx is an answer, not a hiccup, so it is not retried (a 403
 * INVITE_REQUIRED included: the invite gate shows instead, and refetches once a code is accepted).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) return false;
  return failureCount < 3;
}

export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: FIVE_MINUTES, gcTime: FIVE_MINUTES, retry: shouldRetry, retryDelay },
      mutations: { retry: false },
    },
  });
}
