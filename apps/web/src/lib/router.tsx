import {
  Children,
  createContext,
  Fragment,
  isValidElement,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from "react";

/*
 * The app's router: the part of react-router's declarative API the app uses (routes matched in order of
 * specificity, nested layouts with an outlet, links, search parameters, history state, the navigation type
 * for scroll restoration), in about 2 kB gzip where react-router took about 15 kB of the JavaScript `/` loads
 * (e2e/budget.spec.ts). Same names, props and behaviour, so the pages read as they did; docs/decisions/025.
 * Paths here are absolute ("/services") or search/hash only ("?q=1"): the app has no relative links.
 */

export type NavigationType = "POP" | "PUSH" | "REPLACE";

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export interface Location extends Path {
  /** What the navigation carried (history.state), null when nothing. */
  state: unknown;
  /** Stable for one history entry, over reloads too: "default" for an entry the app did not create. */
  key: string;
}

export type To = string | Partial<Path>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Accepted for react-router's API; the app's ScrollRestoration keeps the position when only the query changes. */
  preventScrollReset?: boolean;
}

/** Where the app is and how to move: the browser's history, one in memory (tests), or a fixed one (the server). */
export interface History {
  readonly location: Location;
  readonly action: NavigationType;
  listen(listener: () => void): () => void;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
}

/** "/a?b#c" → its parts, as react-router reads them ("?" alone is no search). */
function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  const hashAt = path.indexOf("#");
  if (hashAt >= 0) {
    parsed.hash = path.slice(hashAt);
    path = path.slice(0, hashAt);
  }
  const searchAt = path.indexOf("?");
  if (searchAt >= 0) {
    parsed.search = path.slice(searchAt);
    path = path.slice(0, searchAt);
  }
  if (path) parsed.pathname = path;
  return parsed;
}

const normal = (part: string | undefined, mark: string) =>
  !part || part === mark ? "" : part.startsWith(mark) ? part : mark + part;

/** `to` from `from`: a path replaces everything; a search alone keeps the path; a hash alone, path and search. */
export function resolvePath(to: To, from: Path): Path {
  const parts = typeof to === "string" ? parsePath(to) : to;
  if (parts.pathname)
    return { pathname: parts.pathname, search: normal(parts.search, "?"), hash: normal(parts.hash, "#") };
  const hashOnly = typeof to === "string" ? to.startsWith("#") : parts.search === undefined;
  return {
    pathname: from.pathname,
    search: hashOnly ? from.search : normal(parts.search, "?"),
    hash: normal(parts.hash, "#"),
  };
}

export const createPath = ({ pathname, search, hash }: Path) => pathname + search + hash;

const newKey = () => Math.random().toString(36).slice(2, 10);

type Listeners = Set<() => void>;

/** Subscribes to `listeners`, starting `start` (which returns its stop) with the first and stopping with the last. */
function listenWith(listeners: Listeners, start?: () => () => void) {
  let stop: (() => void) | undefined;
  return (listener: () => void) => {
    if (listeners.size === 0) stop = start?.();
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) stop?.();
    };
  };
}

/** The browser's history; entries keep react-router's shape ({ usr, key }) so a reload finds their state. */
export function createBrowserHistory(): History {
  const read = (): Location => {
    const entry = window.history.state as { usr?: unknown; key?: string } | null;
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? "default" };
  };
  const listeners: Listeners = new Set();
  const notify = () => listeners.forEach((listener) => listener());
  const history = {
    location: read(),
    action: "POP" as NavigationType,
    listen: listenWith(listeners, () => {
      const onPop = () => {
        history.location = read();
        history.action = "POP";
        notify();
      };
      window.addEventListener("popstate", onPop);
      return () => window.removeEventListener("popstate", onPop);
    }),
    push: (to: To, state?: unknown) => move("PUSH", to, state),
    replace: (to: To, state?: unknown) => move("REPLACE", to, state),
    go: (delta: number) => window.history.go(delta),
  };
  function move(action: NavigationType, to: To, state: unknown) {
    const location: Location = { ...resolvePath(to, history.location), state: state ?? null, key: newKey() };
    const entry = { usr: location.state, key: location.key };
    if (action === "PUSH") window.history.pushState(entry, "", createPath(location));
    else window.history.replaceState(entry, "", createPath(location));
    history.location = location;
    history.action = action;
    notify();
  }
  return history;
}

/** A history in memory, for tests: starts at the last of `initialEntries`. */
export function createMemoryHistory(initialEntries: To[] = ["/"]): History {
  const root: Path = { pathname: "/", search: "", hash: "" };
  const entries: Location[] = initialEntries.map((to, index) => ({
    ...resolvePath(to, root),
    state: null,
    key: index === 0 ? "default" : newKey(),
  }));
  let index = entries.length - 1;
  const listeners: Listeners = new Set();
  const history = {
    location: entries[index] as Location,
    action: "POP" as NavigationType,
    listen: listenWith(listeners),
    push: (to: To, state?: unknown) => {
      entries.splice(index + 1, Infinity, make(to, state));
      index += 1;
      update("PUSH");
    },
    replace: (to: To, state?: unknown) => {
      entries[index] = make(to, state);
      update("REPLACE");
    },
    go: (delta: number) => {
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      update("POP");
    },
  };
  function make(to: To, state: unknown): Location {
    return { ...resolvePath(to, history.location), state: state ?? null, key: newKey() };
  }
  function update(action: NavigationType) {
    history.location = entries[index] as Location;
    history.action = action;
    listeners.forEach((listener) => listener());
  }
  return history;
}

/** The server's: one address, and no way to move from it. */
function createStaticHistory(url: To): History {
  const refuse = () => {
    throw new Error("the server's render cannot navigate");
  };
  return {
    location: { ...resolvePath(url, { pathname: "/", search: "", hash: "" }), state: null, key: "default" },
    action: "POP",
    listen: () => () => undefined,
    push: refuse,
    replace: refuse,
    go: refuse,
  };
}

interface RouterState {
  history: History;
  location: Location;
  action: NavigationType;
}

const RouterContext = createContext<RouterState | null>(null);

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error("a link or route outside the app's Router");
  return router;
}

/**
 * Renders `children` at the history's location. A move is a transition, as with react-router's routers: a
 * page that is still loading leaves the one before on screen until it is ready, rather than a blank fallback.
 */
export function Router({ history, children }: { history: History; children?: ReactNode }) {
  const [state, setState] = useState(() => ({ location: history.location, action: history.action }));
  useLayoutEffect(() => {
    const update = () =>
      startTransition(() => setState({ location: history.location, action: history.action }));
    const stop = history.listen(update);
    // A move between the first render and now (an effect of a child) is not missed.
    if (history.location !== state.location) update();
    return stop;
  }, [history]);
  const value = useMemo(() => ({ history, ...state }), [history, state]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return <Router history={history}>{children}</Router>;
}

export function MemoryRouter({ initialEntries, children }: { initialEntries?: To[]; children?: ReactNode }) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

/** The server's render of one address (`location`: the request's path and query). */
export function StaticRouter({ location, children }: { location: To; children?: ReactNode }) {
  const history = useMemo(() => createStaticHistory(location), [location]);
  return <Router history={history}>{children}</Router>;
}

export const useLocation = (): Location => useRouter().location;

export const useNavigationType = (): NavigationType => useRouter().action;

function go(history: History, to: To, options: NavigateOptions = {}) {
  if (options.replace) history.replace(to, options.state);
  else history.push(to, options.state);
}

export type NavigateFunction = {
  (to: To, options?: NavigateOptions): void | Promise<void>;
  (delta: number): void | Promise<void>;
};

export function useNavigate(): NavigateFunction {
  const { history } = useRouter();
  return useCallback(
    (to: To | number, options?: NavigateOptions) => {
      if (typeof to === "number") history.go(to);
      else go(history, to, options);
    },
    [history],
  );
}

/** Moves to `to` once rendered (in an effect, as react-router's <Navigate> does). */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace, state });
  }, []);
  return null;
}

export type SearchParamsInit = ConstructorParameters<typeof URLSearchParams>[0];
export type SetSearchParams = (
  next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void;

/** The query of the address, and a setter that moves to the same path with another query (and no hash). */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { history, location } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback<SetSearchParams>(
    (next, options) => {
      const value = typeof next === "function" ? next(new URLSearchParams(history.location.search)) : next;
      go(history, `?${new URLSearchParams(value).toString()}`, options);
    },
    [history],
  );
  return [params, set];
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link that moves within the app: a plain click navigates without a reload (to the address shown already,
 * it replaces the entry rather than add one, as react-router's does); a click with a modifier, another
 * button or another target is the browser's.
 */
export function Link({ to, replace, state, preventScrollReset: _keep, onClick, target, ...rest }: LinkProps) {
  const { history, location } = useRouter();
  const href = createPath(resolvePath(to, location));
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== "_self") ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    ) {
      return;
    }
    event.preventDefault();
    go(history, to, { replace: replace ?? createPath(history.location) === href, state });
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkProps extends Omit<LinkProps, "className"> {
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  /** Active only at this path exactly, not below it. */
  end?: boolean;
}

/** A link that knows when its page is open: aria-current="page", and `className` given { isActive }. */
export function NavLink({ className, end = false, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = resolvePath(rest.to, { pathname, search: "", hash: "" }).pathname.toLowerCase();
  const here = pathname.toLowerCase();
  const slashAt = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  const isActive = here === target || (!end && here.startsWith(target) && here.charAt(slashAt) === "/");
  const classes =
    typeof className === "function"
      ? className({ isActive })
      : [className, isActive ? "active" : undefined].filter(Boolean).join(" ") || undefined;
  return <Link {...rest} className={classes} aria-current={isActive ? "page" : undefined} />;
}

export interface PathMatch {
  params: Record<string, string>;
  /** The part of the path the pattern matched, without what its "*" took. */
  pathnameBase: string;
}

/**
 * `pattern` ("/service/:id", "admin/*", "*") against `pathname`, case-insensitively as react-router matches.
 * `end`: the pattern must take the whole path (a trailing slash aside); else a prefix ending at a "/".
 */
export function matchPath(pattern: string, pathname: string, end = true): PathMatch | null {
  const names: string[] = [];
  const splat = pattern.endsWith("*");
  let source =
    "^" +
    `/${pattern}`
      .replace(/\/*\*?$/, "")
      .replace(/^\/*/, "/")
      .replace(/[\\.*+^$?{}|()[\]]/g, "\\$&")
      .replace(/\/:([\w-]+)/g, (_whole, name: string) => {
        names.push(name);
        return "/([^\\/]+)";
      });
  if (splat) {
    names.push("*");
    source += source === "^/" || source === "^" ? "(.*)$" : "(?:\\/(.+)|\\/*)$";
  } else if (end) {
    source += "\\/*$";
  } else if (source !== "^/") {
    source += "(?=\\/|$)";
  }
  const found = new RegExp(source, "i").exec(pathname);
  if (!found) return null;
  const params: Record<string, string> = {};
  names.forEach((name, index) => {
    const value = found[index + 1] ?? "";
    try {
      params[name] = decodeURIComponent(value);
    } catch {
      params[name] = value;
    }
  });
  const matched = found[0];
  const rest = splat ? (found[names.length] ?? "") : "";
  const base = matched.slice(0, matched.length - rest.length).replace(/(.)\/+$/, "$1");
  return { params, pathnameBase: base || "/" };
}

export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
}

/** Declares a route for <Routes>; it renders nothing itself. */
export function Route(_props: Omit<RouteObject, "children"> & { children?: ReactNode }): null {
  return null;
}

/** <Route> elements (in fragments too) as route objects. */
function routesOf(children: ReactNode): RouteObject[] {
  const routes: RouteObject[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<Omit<RouteObject, "children"> & { children?: ReactNode }>(child)) return;
    if (child.type === Fragment) {
      routes.push(...routesOf(child.props.children));
      return;
    }
    const { path, index, element, children: nested } = child.props;
    routes.push({ path, index, element, children: nested ? routesOf(nested) : undefined });
  });
  return routes;
}

interface RouteState {
  params: Record<string, string>;
  pathnameBase: string;
  outlet: ReactNode;
}

const RouteContext = createContext<RouteState>({ params: {}, pathnameBase: "/", outlet: null });

export const useParams = <
  T extends Record<string, string | undefined> = Record<string, string | undefined>,
>() => useContext(RouteContext).params as T;

/** Where a layout route puts the page matched below it. */
export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}

interface Branch {
  chain: RouteObject[];
  /** The pattern of each route of the chain, joined with its parents'. */
  patterns: string[];
  score: number;
}

const join = (...parts: (string | undefined)[]) =>
  parts
    .filter(Boolean)
    .join("/")
    .replace(/\/\/+/g, "/")
    .replace(/^\/|\/$/g, "");

/** react-router's ranking: static segments over dynamic ones over "*"; an index over its layout. */
function scoreOf(pattern: string, index: boolean) {
  const segments = pattern.split("/");
  let score = segments.length + (segments.includes("*") ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments.filter((part) => part !== "*")) {
    score += segment.startsWith(":") ? 3 : segment === "" ? 1 : 10;
  }
  return score;
}

function branchesOf(
  routes: RouteObject[],
  parents: RouteObject[] = [],
  parentPatterns: string[] = [],
): Branch[] {
  return routes.flatMap((route) => {
    const chain = [...parents, route];
    const pattern = join(parentPatterns.at(-1), route.path);
    const patterns = [...parentPatterns, pattern];
    const own =
      route.path !== undefined || route.index
        ? [{ chain, patterns, score: scoreOf(pattern, !!route.index) }]
        : [];
    return [...(route.children ? branchesOf(route.children, chain, patterns) : []), ...own];
  });
}

/** The element of the first route matching the rest of the path below the enclosing route, with its layouts. */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const parent = useContext(RouteContext);
  const branches = useMemo(
    () =>
      branchesOf(routes)
        .map((branch, order) => ({ branch, order }))
        .sort((a, b) => b.branch.score - a.branch.score || a.order - b.order),
    [routes],
  );
  const base = parent.pathnameBase === "/" ? "" : parent.pathnameBase;
  const rest = pathname.toLowerCase().startsWith(base.toLowerCase())
    ? pathname.slice(base.length) || "/"
    : null;
  if (rest === null) return null;
  for (const { branch } of branches) {
    const leaf = matchPath(branch.patterns.at(-1) ?? "", rest);
    if (!leaf) continue;
    const params = { ...parent.params, ...leaf.params };
    return branch.chain.reduceRight<ReactNode>((outlet, route, level) => {
      const last = level === branch.chain.length - 1;
      const match = last ? leaf : matchPath(branch.patterns[level] ?? "", rest, false);
      const pathnameBase = join(base, match?.pathnameBase);
      return (
        <RouteContext.Provider value={{ params, pathnameBase: `/${pathnameBase}`, outlet }}>
          {route.element === undefined ? <Outlet /> : route.element}
        </RouteContext.Provider>
      );
    }, null);
  }
  return null;
}

export function Routes({ children }: { children?: ReactNode }) {
  const routes = useMemo(() => routesOf(children), [children]);
  return <>{useRoutes(routes)}</>;
}
