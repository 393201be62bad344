import { AdminPageHeader } from "../../../components/admin/admin-page";
import {
  ChangePasswordForm,
  SignOutEverywhereSection,
} from "../../../components/account/account-security-parts";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { useAdminT } from "../../../lib/i18n/admin-texts";
import { usePageMeta } from "../../../lib/page-meta";
import { useChangeStaffPassword } from "../api/change-staff-password";
import { useLogoutStaffEverywhere } from "../api/logout-staff-everywhere";
import { useStaffSession } from "../staff-session";

/**
 * /admin/account: the signed-in member changes their password (the other sessions end, this one goes on with
 * the fresh token), or signs out on every device.
 */
export function StaffAccountPage() {
  const t = useAdminT().account;
  usePageMeta(t.title, t.intro);
  const change = useChangeStaffPassword();
  return (
    <>
      <AdminPageHeader title={t.title} intro={t.intro} />
      <Card className="max-w-2xl">
        <CardHeader className="grid gap-1.5">
          <h2 className="font-display text-lg leading-snug font-semibold tracking-tight">{t.changeTitle}</h2>
          <CardDescription>{t.changeDescription}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-8">
          <ChangePasswordForm texts={t} change={change} />
          <StaffSignOutEverywhere />
        </CardContent>
      </Card>
    </>
  );
}

/** Every session of the account ends, this one too: the console forgets its token and shows the sign-in. */
function StaffSignOutEverywhere() {
  const t = useAdminT().account;
  const { expire } = useStaffSession();
  const logoutAll = useLogoutStaffEverywhere();

  const onSignOut = () =>
    logoutAll.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t.everywhereDoneTitle, description: t.everywhereDoneDescription });
        expire();
      },
      onError: (error) =>
        toast({
          title: t.everywhereFailed,
          description: errorMessage(error, t.failureFallback),
          variant: "destructive",
        }),
    });

  return (
    <SignOutEverywhereSection
      id="staff-sign-out-everywhere"
      texts={t}
      pending={logoutAll.isPending}
      onSignOut={onSignOut}
    />
  );
}
