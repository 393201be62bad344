/**
 * How the app's API calls are answered while the server prerenders a page (src/entry-server.tsx): set once by
 * the server entry, read only in the server build (api-client.ts checks import.meta.env.SSR, so the browser
 * build carries none of this).
 */
type Fetch = (input: string, init: RequestInit) => Promise<Response>;

let current: (() => Fetch | undefined) | null = null;

export function setServerFetch(get: () => Fetch | undefined): void {
  current = get;
}

export function serverFetch(input: string, init: RequestInit): Promise<Response> {
  const fetchApi = current?.();
  if (!fetchApi) return Promise.reject(new Error("API call outside a server prerender"));
  return fetchApi(input, init);
}
