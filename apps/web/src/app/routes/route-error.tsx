import { isRouteErrorResponse, useRouteError } from "react-router";
import { useT } from "../../lib/i18n/use-t";

/** The router's error screen (SPEC §2: 'Unexpected Application Error!'). */
export function RouteError() {
  const error = useRouteError();
  const t = useT();
  // The technical detail stays as thrown: it is for whoever reports the problem.
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
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
