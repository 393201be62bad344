import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type ReactNode,
} from "react";
import { parse } from "regexparam";
import { Link, matchRoute, Router as WouterRouter, useLocation as useWouterLocation, useRoute } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { navigate as browserNavigate } from "wouter/use-browser-location";

/*
 * The app's routing is wouter's (about 2 kB gzip; docs/decisions/025): <Switch> and <Route> match in order,
 * <Link>, <Redirect>, useParams and useSearchParams are its own. What is here is only what wouter leaves to
 * the app, each for the reason given where it is: the location as one React state moved with startTransition,
 * history state with a key per entry and the kind of the last move (scroll restoration), and NavLink.
 * Paths are absolute ("/services"); the app nests no router, so a link means the same address everywhere.
 */

export { Link, Redirect, Route, Switch, useParams, useSearchParams } from "wouter";

export type NavigationType = "POP" | "PUSH" | "REPLACE";

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation carried, null when nothing. */
  state: unknown;
  /** Stable for one history entry, over reloads too ("default" only outside the browser). */
  key: string;
}

/** Where the app is and how the last move got there. */
export interface Here {
  location: Location;
  action: NavigationType;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Where the app's location comes from: the browser, memory (tests) or the request (the server's render). */
export interface LocationSource {
  read(): Here;
  listen(listener: () => void): () => void;
  navigate(to: string, options?: NavigateOptions): void;
}

/** A history entry's state: what the app carried, and a key of its own (wouter stores state as given). */
const entryOf = (state: unknown) => ({ usr: state ?? null, key: Math.random().toString(36).slice(2, 10) });

type Entry = ReturnType<typeof entryOf> | null | undefined;

const hereOf = (
  { pathname, search, hash }: URL | globalThis.Location,
  entry: unknown,
  action: NavigationType,
): Here => ({
  location: {
    pathname,
    search,
    hash,
    state: (entry as Entry)?.usr ?? null,
    key: (entry as Entry)?.key ?? "default",
  },
  action,
});

/**
 * wouter's browser navigation (history.pushState, whose calls wouter turns into events), with keyed entries.
 * An entry the app did not create (a page loaded from a link, a redirect back from the checkout) gets its own
 * key first: under one shared "default" key each such load would open where the last one was scrolled to.
 */
function browserSource(): LocationSource {
  const loaded = window.history.state as Entry;
  if (!loaded?.key) window.history.replaceState(entryOf(loaded?.usr), "");
  let action: NavigationType = "POP";
  const events = ["popstate", "pushState", "replaceState"];
  return {
    read: () => hereOf(window.location, window.history.state, action),
    listen: (listener) => {
      const onMove = (event: Event) => {
        if (event.type === "popstate") action = "POP";
        listener();
      };
      events.forEach((type) => addEventListener(type, onMove));
      return () => events.forEach((type) => removeEventListener(type, onMove));
    },
    navigate: (to, { replace = false, state } = {}) => {
      action = replace ? "REPLACE" : "PUSH";
      browserNavigate(to, { replace, state: entryOf(state) });
    },
  };
}

/** Where the browser is, as the app's router will read it on its first render. */
export const browserLocation = (): Location => hereOf(window.location, window.history.state, "POP").location;

/**
 * Before the app's first render: replaces the browser's entry with `to` (carrying `state`, as a <Redirect>
 * would), so the app starts there rather than render the address asked for and then move.
 */
export function replaceBeforeFirstRender(to: string, state?: unknown): void {
  window.history.replaceState(entryOf(state), "", to);
}

/** wouter's memory location, for tests: starts at `path`; the last entry it records is where it is. */
export function memorySource(path = "/"): LocationSource {
  const memory = memoryLocation({ path, record: true });
  const listeners = new Set<() => void>();
  let action: NavigationType = "POP";
  return {
    read: () => hereOf(new URL(memory.history?.at(-1) ?? path, "http://app"), memory.state, action),
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate: (to, { replace = false, state } = {}) => {
      action = replace ? "REPLACE" : "PUSH";
      // Cloned as the browser's history clones it: state that could not be stored fails here too.
      memory.navigate(to, { replace, state: structuredClone(entryOf(state)) });
      listeners.forEach((listener) => listener());
    },
  };
}

/** The server's render: one address (the request's path and query), and no way to move from it. */
function staticSource(url: string): LocationSource {
  const here = hereOf(new URL(url, "http://app"), null, "POP");
  return {
    read: () => here,
    listen: () => () => undefined,
    navigate: () => {
      throw new Error("the server's render cannot navigate");
    },
  };
}

const HereContext = createContext<(Here & { navigate: LocationSource["navigate"] }) | null>(null);

function useHere() {
  const here = useContext(HereContext);
  if (!here) throw new Error("a link or route outside the app's Router");
  return here;
}

/** wouter's location hooks, reading the app's one location. */
const useHerePath = (): [string, LocationSource["navigate"]] => {
  const { location, navigate } = useHere();
  return [location.pathname, navigate];
};
const useHereSearch = () => useHere().location.search;

const hrefOf = ({ pathname, search, hash }: Location) => pathname + search + hash;

/**
 * wouter at `source`'s location. The location is React state set with startTransition (wouter's own hooks use
 * useSyncExternalStore, whose updates React never defers): a move to a page still loading leaves the one
 * before on screen until it is ready, rather than the blank fallback.
 */
export function Router({ source, children }: { source: LocationSource; children?: ReactNode }) {
  const [here, setHere] = useState(source.read);
  // Whether the source has moved from the location rendered (read when listening starts, not a dependency).
  const moved = useEffectEvent(() => {
    const now = source.read().location;
    return now.key !== here.location.key || hrefOf(now) !== hrefOf(here.location);
  });
  useLayoutEffect(() => {
    const update = () => startTransition(() => setHere(source.read()));
    const stop = source.listen(update);
    // A move between the first render and now (a child's layout effect, e.g. a <Redirect>) is not missed.
    if (moved()) update();
    return stop;
  }, [source]);
  const navigate = useCallback<LocationSource["navigate"]>(
    (to, { replace, state } = {}) => {
      // "?view=week" or "#faq" from where the app is, as the browser resolves a link (memory needs it spelt out).
      const from = hrefOf(source.read().location);
      const { pathname, search, hash } = new URL(to, `http://app${from}`);
      const href = pathname + search + hash;
      // To the address shown already, a move replaces the entry rather than add one (as a link's did before).
      source.navigate(href, { replace: replace ?? href === from, state });
    },
    [source],
  );
  const value = useMemo(() => ({ ...here, navigate }), [here, navigate]);
  return (
    <HereContext.Provider value={value}>
      <WouterRouter hook={useHerePath} searchHook={useHereSearch}>
        {children}
      </WouterRouter>
    </HereContext.Provider>
  );
}

export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [source] = useState(browserSource);
  return <Router source={source}>{children}</Router>;
}

/** The server's render of one address (`location`: the request's path and query). */
export function StaticRouter({ location, children }: { location: string; children?: ReactNode }) {
  const source = useMemo(() => staticSource(location), [location]);
  return <Router source={source}>{children}</Router>;
}

/** The address with its state and entry key (wouter's useLocation gives the path alone). */
export const useLocation = (): Location => useHere().location;

/** How the app came to this entry: "POP" for Back, Forward and the first load (scroll restoration). */
export const useNavigationType = (): NavigationType => useHere().action;

export function useNavigate(): (to: string, options?: NavigateOptions) => void | Promise<void> {
  return useWouterLocation()[1];
}

/** Whether `pattern` matches `pathname`, as <Route path={pattern}> would (for code outside the render). */
export const matchPath = (pattern: string, pathname: string) => matchRoute(parse, pattern, pathname)[0];

export interface NavLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "className" | "href"> {
  to: string;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  /** Active only at this path exactly, not below it. */
  end?: boolean;
}

/** A link that knows when its page is open: aria-current="page", and `className` given { isActive }. */
export function NavLink({ to, className, end = false, ...rest }: NavLinkProps) {
  const [isActive] = useRoute(end ? to : `${to.replace(/\/$/, "")}/*?`);
  const classes =
    typeof className === "function"
      ? className({ isActive })
      : [className, isActive ? "active" : undefined].filter(Boolean).join(" ") || undefined;
  return <Link {...rest} to={to} className={classes} aria-current={isActive ? "page" : undefined} />;
}
