import { Redirect, useLocation } from "../../lib/router";
import { StaffLoginForm } from "../../features/admin-session/components/staff-login-form";
import { useStaffSession } from "../../features/admin-session/staff-session";
import { useAdminT } from "../../lib/i18n/admin-texts";
import { usePageMeta } from "../../lib/page-meta";

/** /admin/login: the sign-in form; once signed in, the page the visitor was sent away from (or /admin). */
export function AdminLoginPage() {
  const t = useAdminT().login;
  usePageMeta(t.metaTitle, t.metaDescription);
  const { status } = useStaffSession();
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  if (status === "authenticated")
    return <Redirect to={typeof from === "string" && from.startsWith("/admin") ? from : "/admin"} replace />;
  return (
    <main className="bg-muted/30 flex min-h-screen items-center px-4 py-10">
      <StaffLoginForm />
    </main>
  );
}
