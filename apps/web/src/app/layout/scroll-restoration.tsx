import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "../../lib/router";

const STORAGE_KEY = "scroll-positions";

function readSaved(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, number>;
  } catch {
    return {};
  }
}

/** Where each history entry was scrolled to, by location key (kept over a reload in sessionStorage). */
const positions = readSaved();

/**
 * What react-router's <ScrollRestoration> does for its data router, for the declarative one: a new page starts
 * at the top (or at its #hash), Back and Forward return to where that page was left, and a change of the query
 * alone (the services filters) keeps the scroll position.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<typeof location | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Without storage, positions last for this page only.
      }
    };
    window.addEventListener("pagehide", save);
    return () => {
      window.removeEventListener("pagehide", save);
      window.history.scrollRestoration = "auto";
    };
  }, []);

  useEffect(() => {
    const remember = () => {
      positions[location.key] = window.scrollY;
    };
    window.addEventListener("scroll", remember, { passive: true });
    return () => window.removeEventListener("scroll", remember);
  }, [location.key]);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = location;
    const saved = positions[location.key];
    if (navigationType === "POP" && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (before === null || before.pathname !== location.pathname) window.scrollTo(0, 0);
  }, [location, navigationType]);

  return null;
}
