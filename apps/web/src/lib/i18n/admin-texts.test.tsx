import { startTransition, useState, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAdminT } from "./admin-texts";

/** A console component as most are: its texts first, then hooks of its own. */
function Title() {
  const t = useAdminT();
  const [mark] = useState("!");
  return (
    <h1>
      {t.loading}
      {mark}
    </h1>
  );
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.restoreAllMocks();
});

/** Rendered as main.tsx renders the app: a transition on a concurrent root, scheduled by React, not `act`. */
function renderAsTheApp(element: ReactNode) {
  const globals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = globals.IS_REACT_ACT_ENVIRONMENT;
  globals.IS_REACT_ACT_ENVIRONMENT = false;
  const problems: unknown[] = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => problems.push(args));
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container, {
    onRecoverableError: (error) => problems.push(error),
    onUncaughtError: (error) => problems.push(error),
  });
  cleanups.push(() => {
    root.unmount();
    container.remove();
    globals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });
  startTransition(() => root.render(element));
  return { container, problems };
}

describe("the console's texts", () => {
  it("suspend a component until they are here, then render it with no error or warning", async () => {
    const { container, problems } = renderAsTheApp(<Title />);
    await expect.poll(() => container.textContent).toBe("Loading...!");
    expect(problems).toEqual([]);
  });
});
