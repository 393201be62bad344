import {
  ChangePasswordForm,
  SignOutEverywhereSection,
} from "../../../components/account/account-security-parts";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { sayMessage } from "../../../lib/i18n/say-message";
import { useT } from "../../../lib/i18n/use-t";
import { useNavigate } from "../../../lib/router";
import { useSession } from "../../../lib/session";
import { useChangePassword } from "../api/change-password";
import { useLogoutEverywhere } from "../api/logout-everywhere";

/** My Account, Profile: change the password, and sign out on every device. */
export function AccountSecurity() {
  const texts = useT().auth.password;
  const change = useChangePassword();
  return (
    <Card>
      <CardHeader className="grid gap-1.5">
        <h2 className="font-display text-lg leading-snug font-semibold tracking-tight">
          {texts.changeTitle}
        </h2>
        <CardDescription>{texts.changeDescription}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        <ChangePasswordForm texts={texts} change={change} />
        <SignOutEverywhere />
      </CardContent>
    </Card>
  );
}

/** Every session of the account ends, this one too: the browser forgets its token and goes home. */
function SignOutEverywhere() {
  const texts = useT().auth.password;
  const { signOut } = useSession();
  const navigate = useNavigate();
  const logoutAll = useLogoutEverywhere();

  const onSignOut = () =>
    logoutAll.mutate(undefined, {
      onSuccess: async (response) => {
        toast({ title: texts.everywhereDoneTitle, description: sayMessage(response, response.message) });
        await signOut({ server: false });
        await navigate("/");
      },
      onError: (error) =>
        toast({
          title: texts.everywhereFailed,
          description: errorMessage(error, texts.failureFallback),
          variant: "destructive",
        }),
    });

  return (
    <SignOutEverywhereSection
      id="sign-out-everywhere"
      texts={texts}
      pending={logoutAll.isPending}
      onSignOut={onSignOut}
    />
  );
}
