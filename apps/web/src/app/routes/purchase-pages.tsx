import type { ReactNode } from "react";
import { usePageMeta } from "../../lib/page-meta";
import { Route, Switch, useSearchParams } from "../../lib/router";
import { NotFoundPage } from "./not-found";

/**
 * Something bought through the hosted checkout (a drip package, a gift card, issue 39): its page and its
 * checkout's confirmation, one chunk behind one entry of the app's route table (`/` carries the table, and
 * every entry costs it bytes). `paths`: the contract's PURCHASE_RETURN_PATHS, where the checkout comes back.
 */
export function PurchasePages({
  paths,
  page,
  confirmation,
}: {
  paths: { page: string; confirmation: string };
  page: ReactNode;
  confirmation: ReactNode;
}) {
  return (
    <Switch>
      <Route path={paths.page}>{page}</Route>
      <Route path={paths.confirmation}>{confirmation}</Route>
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}

/**
 * Where a purchase's checkout comes back (`?session_id=…`): its confirmation, told the session (or none) and
 * the address's other parameters (a package a gift card paid in full comes with `purchase_id`, no session).
 */
export function CheckoutReturnPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: (sessionId: string | null, search: URLSearchParams) => ReactNode;
}) {
  usePageMeta(title, description);
  const [search] = useSearchParams();
  const sessionId = search.get("session_id")?.trim() || null;
  return <main className="w-full px-4 py-10 sm:px-6 sm:py-14">{children(sessionId, search)}</main>;
}
