import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { Redirect, Route, Switch, useLocation } from "../../lib/router";
import { Spinner } from "../../components/ui/spinner";
import { InviteGate } from "../../features/invite-gate/components/invite-gate";
import { StaffSessionProvider, useStaffSession } from "../../features/admin-session/staff-session";
import { ApiError } from "../../lib/api-client";
import { useAdminT } from "../../lib/i18n/admin-texts";
import { AdminLayout } from "./admin-layout";
import { ConsoleLiveEvents } from "./console-live-events";

// Every page is its own chunk, the sign-in page too: the console's frame holds no form or schema, so the
// contract's schemas stay in the shared forms chunk rather than tie it to this one.
const AdminLoginPage = lazy(() => import("./admin-login-page").then((m) => ({ default: m.AdminLoginPage })));
const DashboardPage = lazy(() =>
  import("../../features/admin-dashboard/components/dashboard-page").then((m) => ({
    default: m.DashboardPage,
  })),
);
const BookingsPage = lazy(() =>
  import("../../features/admin-bookings/components/bookings-page").then((m) => ({ default: m.BookingsPage })),
);
const BookingPage = lazy(() =>
  import("../../features/admin-bookings/components/booking-page").then((m) => ({ default: m.BookingPage })),
);
const CataloguePage = lazy(() =>
  import("../../features/admin-catalogue/components/catalogue-page").then((m) => ({
    default: m.CataloguePage,
  })),
);
const InvitesPage = lazy(() =>
  import("../../features/admin-invites/components/invites-page").then((m) => ({ default: m.InvitesPage })),
);
const InboxPage = lazy(() =>
  import("../../features/admin-inbox/components/inbox-page").then((m) => ({ default: m.InboxPage })),
);
const WaitlistPage = lazy(() =>
  import("../../features/admin-inbox/components/waitlist-page").then((m) => ({ default: m.WaitlistPage })),
);
const ClinicsPage = lazy(() =>
  import("../../features/admin-clinics/components/clinics-page").then((m) => ({ default: m.ClinicsPage })),
);
const VisitAreasPage = lazy(() =>
  import("../../features/admin-visit-areas/components/visit-areas-page").then((m) => ({
    default: m.VisitAreasPage,
  })),
);
const PackagesPage = lazy(() =>
  import("../../features/admin-packages/components/packages-page").then((m) => ({
    default: m.PackagesPage,
  })),
);
const GiftCardsPage = lazy(() =>
  import("../../features/admin-gift-cards/components/gift-cards-page").then((m) => ({
    default: m.GiftCardsPage,
  })),
);
const AuditPage = lazy(() =>
  import("../../features/admin-audit/components/audit-page").then((m) => ({ default: m.AuditPage })),
);
const StaffAccountPage = lazy(() =>
  import("../../features/admin-session/components/staff-account-page").then((m) => ({
    default: m.StaffAccountPage,
  })),
);

/** /admin/*: the operations console, its own session, frame and pages; loaded only when someone opens it. */
export function AdminConsole() {
  return (
    <StaffSessionProvider>
      <ExpireOnUnauthorized />
      <Suspense fallback={<Loading />}>
        <Switch>
          <Route path="/admin/login">
            <AdminLoginPage />
          </Route>
          <Route>
            <RequireStaff>
              <AdminLayout>
                <Switch>
                  <Route path="/admin">
                    <DashboardPage />
                  </Route>
                  <Route path="/admin/bookings">
                    <BookingsPage />
                  </Route>
                  <Route path="/admin/bookings/:id">
                    <BookingPage />
                  </Route>
                  <Route path="/admin/catalogue">
                    <CataloguePage />
                  </Route>
                  <Route path="/admin/packages">
                    <PackagesPage />
                  </Route>
                  <Route path="/admin/gift-cards">
                    <GiftCardsPage />
                  </Route>
                  <Route path="/admin/invites">
                    <InvitesPage />
                  </Route>
                  <Route path="/admin/inbox">
                    <InboxPage />
                  </Route>
                  <Route path="/admin/waitlist">
                    <WaitlistPage />
                  </Route>
                  <Route path="/admin/clinics">
                    <ClinicsPage />
                  </Route>
                  <Route path="/admin/visit-areas">
                    <VisitAreasPage />
                  </Route>
                  <Route path="/admin/audit">
                    <AuditPage />
                  </Route>
                  <Route path="/admin/account">
                    <StaffAccountPage />
                  </Route>
                  <Route>
                    <Redirect to="/admin" replace />
                  </Route>
                </Switch>
              </AdminLayout>
            </RequireStaff>
          </Route>
        </Switch>
      </Suspense>
      {/* Staff pass the invite gate like anyone: every /api call needs its pass. */}
      <InviteGate />
    </StaffSessionProvider>
  );
}

function Loading() {
  const t = useAdminT();
  return (
    <div
      role="status"
      className="text-muted-foreground flex min-h-[50vh] items-center justify-center gap-3 text-sm"
    >
      <Spinner className="text-primary size-5" />
      {t.loading}
    </div>
  );
}

/** A signed-out visitor to any console page goes to the sign-in page, and comes back after it. */
function RequireStaff({ children }: { children: ReactNode }) {
  const { status, staff } = useStaffSession();
  const location = useLocation();
  if (status === "loading") return <Loading />;
  if (status === "unauthenticated")
    return <Redirect to="/admin/login" replace state={{ from: location.pathname + location.search }} />;
  return (
    <>
      {staff ? <ConsoleLiveEvents staffId={staff.id} /> : null}
      {children}
    </>
  );
}

/** Any console call the server answers 401 (token ended, account disabled): back to the sign-in page. */
function ExpireOnUnauthorized() {
  const queryClient = useQueryClient();
  const { expire } = useStaffSession();
  useEffect(() => {
    const unauthorized = (error: unknown) => error instanceof ApiError && error.statusCode === 401;
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error" && unauthorized(event.action.error))
        expire();
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error" && unauthorized(event.action.error)) {
        // A wrong password at sign-in is a 401 too, but there is no session to end then.
        if (event.mutation?.options.mutationKey?.[0] !== "staff-login") expire();
      }
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient, expire]);
  return null;
}
