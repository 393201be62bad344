import { say } from "../../../lib/stand-ins/lingui";
import { sayNodes } from "../../../lib/stand-ins/say-nodes";
import { zodResolver } from "@hookform/resolvers/zod";
import { ClinicLoginRequestSchema } from "@ivdrips/contract/clinics";
import type { ClinicLoginRequest } from "@ivdrips/contract/clinics";
import { KeyRound, Stethoscope } from "lucide-react";
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";

import { useT } from "../../../lib/i18n/use-t";
import { usePublicConfig } from "../../../lib/public-config";
import { useClinicLogin } from "../api/login-clinic";
import { useClinicSession } from "../clinic-session";

type ClinicLoginValues = z.input<typeof ClinicLoginRequestSchema>;

/** SPEC §2 "Clinic portal", signed out; §5 "Clinic login": Sign In stays disabled until both fields are filled. */
export function ClinicLoginForm() {
  const id = useId();
  const texts = useT().clinic.login;
  const session = useClinicSession();
  const login = useClinicLogin();
  const demoClinic = usePublicConfig().data?.demoClinic;
  const { register, handleSubmit, control, setValue } = useForm<
    ClinicLoginValues,
    unknown,
    ClinicLoginRequest
  >({
    resolver: zodResolver(ClinicLoginRequestSchema),
    defaultValues: { username: "", password: "" },
  });
  const [username, password] = useWatch({ control, name: ["username", "password"] });
  const filled = username.trim() !== "" && password !== "";

  const onSubmit = handleSubmit((values) => {
    if (login.isPending) return;
    login.mutate(values, {
      onSuccess: (response) => {
        toast({
          title: texts.welcomeTitle,
          description: say("clinic.login.welcomeDescription", { clinic: response.clinic.name }),
        });
        session.signIn(response);
      },
      onError: (error) =>
        toast({
          title: texts.failedTitle,
          description: errorMessage(error, texts.failedFallback),
          variant: "destructive",
        }),
    });
  });

  return (
    <Card className="mx-auto w-full max-w-md p-6 sm:p-8">
      <div className="mb-6 grid justify-items-center gap-3 text-center">
        <span aria-hidden="true" className="bg-primary-soft text-primary rounded-full p-3">
          <Stethoscope className="size-6" />
        </span>
        <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">{texts.title}</h1>
        <p className="text-muted-foreground text-sm">{texts.intro}</p>
      </div>

      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={login.isPending || undefined}>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-username`}>{texts.username}</Label>
          <Input
            id={`${id}-username`}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={texts.usernamePlaceholder}
            {...register("username")}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-password`}>{texts.password}</Label>
          <Input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            placeholder={texts.passwordPlaceholder}
            {...register("password")}
          />
        </div>
        <Button type="submit" className="mt-1 w-full" disabled={!filled || login.isPending}>
          {login.isPending ? (
            <>
              <Spinner />
              {texts.signingIn}
            </>
          ) : (
            texts.signIn
          )}
        </Button>
      </form>

      {demoClinic ? (
        <aside
          aria-label={texts.demoTitle}
          className="border-border bg-muted/60 mt-6 grid gap-2 rounded-lg border border-dashed p-4 text-sm"
        >
          <p className="text-foreground flex items-center gap-2 font-medium">
            <KeyRound aria-hidden="true" className="text-primary size-4" />
            {texts.demoTitle}
          </p>
          <p className="text-muted-foreground">
            {sayNodes("clinic.login.demoUsername", {
              username: <code className="text-foreground font-mono">{demoClinic.username}</code>,
            })}
            <br />
            {sayNodes("clinic.login.demoPassword", {
              password: <code className="text-foreground font-mono">{demoClinic.password}</code>,
            })}
          </p>
          <Button
            variant="link"
            size="sm"
            className="h-auto w-fit px-0"
            onClick={() => {
              setValue("username", demoClinic.username);
              setValue("password", demoClinic.password);
            }}
          >
            {texts.useDemo}
          </Button>
        </aside>
      ) : null}
    </Card>
  );
}
