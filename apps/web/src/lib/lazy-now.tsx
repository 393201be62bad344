import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { loader } from "./load-on-intent";

/**
 * A component in its own chunk that starts loading at once (when the module declaring it runs) and shows
 * `fallback` until it is here: for the heavy parts of a page (forms, with their schemas) that should not
 * hold back its first paint. Not React.lazy: the first render is a transition (main.tsx), and a transition
 * that suspends waits for the chunk before painting anything, which is what this is for avoiding. The
 * component then renders in a transition too, in slices. A failed load is thrown to the page's error
 * boundary.
 */
export function lazyNow<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  fallback: ReactNode,
  { prerendered = false }: { prerendered?: boolean } = {},
): ComponentType<P> & { preload: () => Promise<M> } {
  const get = loader(load);
  get().catch(() => undefined);
  function LazyNow(props: P) {
    const [loaded, setLoaded] = useState<{ module: M } | { error: unknown } | null>(() => {
      // A prerendered page shows the fallback, as the browser's first render mostly does: the same either way.
      // A part `prerendered` is in the page's HTML instead: its page waits for it (`preload`) on both sides.
      if (import.meta.env.SSR && !prerendered) return null;
      const module = get.current();
      return module === null ? null : { module };
    });
    useEffect(() => {
      if (loaded !== null) return;
      let current = true;
      get().then(
        (module) => current && startTransition(() => setLoaded({ module })),
        (error: unknown) => current && setLoaded({ error }),
      );
      return () => {
        current = false;
      };
    }, [loaded]);
    if (loaded === null) return fallback;
    if ("error" in loaded) throw loaded.error;
    const Component = pick(loaded.module);
    return <Component {...props} />;
  }
  return Object.assign(LazyNow, { preload: get });
}
