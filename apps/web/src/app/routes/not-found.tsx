import { useEffect } from "react";
import { Link, useLocation } from "../../lib/router";
import { Button } from "../../components/ui/button";
import { useT } from "../../lib/i18n/use-t";
import { usePageMeta } from "../../lib/page-meta";

export function NotFoundPage() {
  const { pathname } = useLocation();
  const t = useT();
  usePageMeta(t.meta.notFound.title, t.meta.notFound.description);

  // SPEC: the path is logged. A warning, not an error: a missing page is the visitor's typo, not our fault.
  useEffect(() => {
    console.warn("404: no route for", pathname);
  }, [pathname]);

  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
      <p className="font-display text-primary text-8xl font-semibold tracking-tight sm:text-9xl">404</p>
      <h1 className="font-display mt-4 text-3xl font-semibold tracking-tight">{t.notFound.title}</h1>
      <p className="text-muted-foreground mt-3 leading-relaxed">{t.notFound.text}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">{t.notFound.home}</Link>
      </Button>
    </main>
  );
}
