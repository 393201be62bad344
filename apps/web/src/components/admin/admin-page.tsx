import type { ReactNode } from "react";
import { errorMessage } from "../../lib/api-client";
import { sayAdmin, useAdminT } from "../../lib/i18n/admin-texts";
import { Button } from "../ui/button";
import { Spinner } from "../ui/spinner";

/** A console page's title, a line about it, and its own actions on the right. */
export function AdminPageHeader({
  title,
  intro,
  actions,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="grid gap-1">
        <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        {intro ? <p className="text-muted-foreground text-sm">{intro}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** While a list loads, or why it could not (the API's message) with a retry. */
export function QueryState({
  isPending,
  error,
  onRetry,
}: {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const t = useAdminT();
  if (isPending)
    return (
      <div
        role="status"
        className="text-muted-foreground flex items-center justify-center gap-3 py-16 text-sm"
      >
        <Spinner className="text-primary size-5" />
        {t.loading}
      </div>
    );
  if (!error) return null;
  return (
    <div
      role="alert"
      className="border-destructive/40 grid justify-items-start gap-3 rounded-lg border p-4 text-sm"
    >
      <p className="text-destructive">{errorMessage(error, t.list.loadError)}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t.list.retry}
      </Button>
    </div>
  );
}

/** "Page 2 of 7", the total, Previous and Next. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const t = useAdminT().list;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav
      aria-label={sayAdmin("list.page", { page, pages })}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p className="text-muted-foreground">
        {sayAdmin("list.results", { total })} · {sayAdmin("list.page", { page, pages })}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t.previous}
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t.next}
        </Button>
      </div>
    </nav>
  );
}

/** Where a list has nothing to show. */
export function EmptyState({ children }: { children?: ReactNode }) {
  const t = useAdminT();
  return (
    <p className="text-muted-foreground rounded-lg border border-dashed p-8 text-center text-sm">
      {children ?? t.list.empty}
    </p>
  );
}
