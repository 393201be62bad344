import { KeyRound } from "lucide-react";
import { useSearchParams } from "../../lib/router";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { ResetPasswordForm } from "../../features/auth/components/reset-password-form";
import { useT } from "../../lib/i18n/use-t";
import { usePageMeta } from "../../lib/page-meta";
import { useAuthDialogs } from "../../lib/session";

/** /reset-password?token=…: where the password reset email's link lands. */
export function ResetPasswordPage() {
  const texts = useT().auth.password;
  usePageMeta(texts.resetTitle, texts.resetDescription);
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { setOpen } = useAuthDialogs();

  return (
    <main className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card>
        <CardHeader className="grid gap-2">
          <span aria-hidden="true" className="bg-primary-soft text-primary w-fit rounded-full p-3">
            <KeyRound className="size-6" />
          </span>
          <h1 className="font-display text-2xl font-semibold tracking-tight">{texts.resetTitle}</h1>
          <CardDescription>{token ? texts.resetDescription : texts.noToken}</CardDescription>
        </CardHeader>
        <CardContent>
          {token ? (
            <ResetPasswordForm token={token} />
          ) : (
            <Button variant="outline" onClick={() => setOpen("login")}>
              {texts.askAgain}
            </Button>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
