import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { memorySource, Route, Router, Switch } from "../lib/router";
import { vi } from "vitest";
import { Toaster } from "../components/ui/toaster";
import { dismiss } from "../components/ui/use-toast";
import { AuthDialogsProvider, SessionProvider } from "../lib/session";

/** A page at an address: `path` as <Route path> takes it (none: any address), in the order given. */
export interface RouteObject {
  path?: string;
  element: ReactNode;
}

/** A query client that neither retries nor forgets during a test. */
export function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

export interface RenderAppOptions {
  /**
   * Wrap the routes in the customer session and the auth dialogs (default true). Turn it off for
   * pages that do not use them: the session would fetch /users/profile and drop a token it cannot load.
   */
  session?: boolean;
}

/** The app's real providers around a memory router: what a page or dialog sees in the browser. */
export function renderApp(
  routes: RouteObject[],
  initialPath = "/",
  { session = true }: RenderAppOptions = {},
) {
  const queryClient = testQueryClient();
  const { router, element } = memoryRouter(routes, initialPath);
  const app = (
    <>
      {element}
      <Toaster />
    </>
  );
  render(
    <QueryClientProvider client={queryClient}>
      {session ? <WithSession>{app}</WithSession> : app}
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

/**
 * `routes` in a router over a location in memory, starting at `initialPath`; `router` reads where it is
 * (`router.state.location`, `router.state.historyAction`) and moves (`router.navigate`).
 */
export function memoryRouter(routes: RouteObject[], initialPath = "/") {
  const source = memorySource(initialPath);
  const router = {
    get state() {
      const { location, action } = source.read();
      return { location, historyAction: action };
    },
    navigate: (to: string) => act(async () => source.navigate(to)),
  };
  const element = (
    <Router source={source}>
      <Switch>
        {routes.map(({ path, element }, index) => (
          <Route key={index} path={path}>
            {element}
          </Route>
        ))}
      </Switch>
    </Router>
  );
  return { router, element };
}

function WithSession({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <AuthDialogsProvider>{children}</AuthDialogsProvider>
    </SessionProvider>
  );
}

export interface ApiAnswer {
  status?: number;
  body?: unknown;
}

export type ApiHandler = (request: {
  method: string;
  /** The path without /api. */
  path: string;
  /** The whole URL, for the query string. */
  url: URL;
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
      ? await handler({ method, path, url, body, headers: new Headers(init?.headers) })
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

/** A token with these claims (sub "user-1", exp an hour from now unless given); the signature is never checked here. */
export function fakeToken(claims: Record<string, unknown> = {}): string {
  const payload = btoa(
    JSON.stringify({ sub: "user-1", exp: Math.floor(Date.now() / 1000) + 3600, ...claims }),
  );
  return `eyJhbGciOiJIUzI1NiJ9.${payload.replace(/=+$/, "")}.signature`;
}

/** The n-th request the stubbed fetch received, read back. */
export function requestAt(fetchMock: ReturnType<typeof mockApi>, index: number) {
  const call = fetchMock.mock.calls[index];
  if (!call) throw new Error(`fetch was called ${fetchMock.mock.calls.length} times, not ${index + 1}`);
  const [url, init] = call;
  return {
    url: String(url),
    method: init?.method ?? "GET",
    headers: new Headers(init?.headers),
    body: typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
  };
}

/** The nearest ancestor matching `selector`, or a failed test. */
export function closest(element: Element, selector: string): HTMLElement {
  const found = element.closest<HTMLElement>(selector);
  if (!found) throw new Error(`no ${selector} around the element`);
  return found;
}

/** list[index], or a failed test. */
export function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`only ${list.length} items, no item ${index}`);
  return item;
}
