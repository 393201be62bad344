import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { RouteObject } from "react-router";
import { vi } from "vitest";
import { Toaster } from "../../../components/ui/toaster";
import { TooltipProvider } from "../../../components/ui/tooltip";
import { dismiss } from "../../../components/ui/use-toast";

/** The app's query client, toaster and a memory router around the routes under test. */
export function renderApp(routes: RouteObject[], initialPath = "/") {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <RouterProvider router={router} />
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

export interface ApiAnswer {
  status?: number;
  body?: unknown;
}

export type ApiHandler = (request: {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}) => ApiAnswer | Promise<ApiAnswer>;

/** Stubs `fetch` with one handler per "METHOD /path" (path without /api); anything else answers 404. */
export function mockApi(handlers: Record<string, ApiHandler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    const path = url.pathname.replace(/^\/api/, "");
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    const handler = handlers[`${method} ${path}`];
    const result = handler
      ? await handler({ method, path, body, headers: new Headers(init?.headers) })
      : { status: 404, body: { message: "Not found", statusCode: 404, code: "NOT_FOUND" } };
    return new Response(result.body === undefined ? null : JSON.stringify(result.body), {
      status: result.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The toast on screen with this title (the notifications region, not Radix's screen-reader copy). */
export async function findToast(title: string) {
  const region = await screen.findByRole("region", { name: /notifications/i, hidden: true });
  const text = await within(region).findByText(title);
  return text.closest("[data-slot=toast]") as HTMLElement;
}

export function clearToasts() {
  act(() => dismiss());
}

/** A token with these claims (exp an hour from now unless given); the signature is never checked here. */
export function fakeToken(claims: Record<string, unknown> = {}): string {
  const payload = btoa(JSON.stringify({ sub: "x", exp: Math.floor(Date.now() / 1000) + 3600, ...claims }));
  return `eyJhbGciOiJIUzI1NiJ9.${payload.replace(/=+$/, "")}.signature`;
}
