import { Component, type ReactNode } from "react";
import { useT } from "../../lib/i18n/use-t";

/** The error screen (SPEC §2: 'Unexpected Application Error!'). */
export function RouteError({ error }: { error: unknown }) {
  const t = useT();
  // The technical detail stays as thrown: it is for whoever reports the problem.
  const detail = error instanceof Error ? error.message : null;
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-semibold">{t.layout.routeError.title}</h1>
      {detail ? <p className="text-muted-foreground">{detail}</p> : null}
      <a className="text-primary font-medium underline underline-offset-4" href="/">
        {t.layout.routeError.home}
      </a>
    </main>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** When this changes (another address), the error is forgotten and the pages render again. */
  resetKey: string;
}

/** Catches what a page throws while rendering (or a page chunk that fails to load) and shows RouteError. */
export class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; resetKey: string }> {
  override state = { error: null as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteError error={this.state.error} />;
  }
}
