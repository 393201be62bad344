import { act, render, screen } from "@testing-library/react";
import { Component, startTransition, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it, vi } from "vitest";
import { lazyNow } from "./lazy-now";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const Greeting = ({ name }: { name: string }) => <p>Hello, {name}</p>;

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe("lazyNow", () => {
  it("starts loading when declared, shows the fallback, then the component with its props", async () => {
    const chunk = deferred<{ Greeting: typeof Greeting }>();
    let loads = 0;
    const LazyGreeting = lazyNow(
      () => {
        loads += 1;
        return chunk.promise;
      },
      (module) => module.Greeting,
      <p>Loading…</p>,
    );
    expect(loads).toBe(1);

    render(<LazyGreeting name="Aisha" />);
    expect(screen.getByText("Loading…")).toBeInTheDocument();
    await act(async () => chunk.resolve({ Greeting }));
    expect(await screen.findByText("Hello, Aisha")).toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it("does not hold back a first render made in a transition (React.lazy would)", async () => {
    const chunk = deferred<{ Greeting: typeof Greeting }>();
    const LazyGreeting = lazyNow(
      () => chunk.promise,
      (module) => module.Greeting,
      <p>Loading…</p>,
    );
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => {
      startTransition(() =>
        root.render(
          <main>
            <h1>Support</h1>
            <LazyGreeting name="Mei" />
          </main>,
        ),
      );
    });
    // The chunk is still on its way, and the page is already there.
    expect(container.textContent).toBe("SupportLoading…");
    await act(async () => chunk.resolve({ Greeting }));
    expect(container.textContent).toBe("SupportHello, Mei");
    act(() => root.unmount());
    container.remove();
  });

  it("hands a failed load to the error boundary", async () => {
    const chunk = deferred<{ Greeting: typeof Greeting }>();
    const LazyGreeting = lazyNow(
      () => chunk.promise,
      (module) => module.Greeting,
      <p>Loading…</p>,
    );
    // React reports the error it hands to the boundary; expected here.
    const reported = vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <Boundary>
        <LazyGreeting name="Aisha" />
      </Boundary>,
    );
    await act(async () => chunk.reject(new Error("chunk failed")));
    expect(await screen.findByRole("alert")).toHaveTextContent("chunk failed");
    reported.mockRestore();
  });

  it("renders at once where the chunk is already here", async () => {
    const LazyGreeting = lazyNow(
      () => Promise.resolve({ Greeting }),
      (module) => module.Greeting,
      <p>Loading…</p>,
    );
    await act(async () => undefined);
    render(<LazyGreeting name="Lim" />);
    expect(screen.getByText("Hello, Lim")).toBeInTheDocument();
  });
});
