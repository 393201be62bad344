import { zodResolver } from "@hookform/resolvers/zod";
import { LoginRequestSchema, type LoginRequest } from "@ivdrips/contract/auth";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { InputField } from "../../../components/ui/form-field";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { useAuthDialogs, useSession } from "../../../lib/session";
import { useLogin } from "../api/login";
import { useCompleteAuth } from "../hooks/use-complete-auth";
import { forgetReturnTo } from "../return-to";

type SignInValues = LoginRequest;

/** SPEC §2 "Sign-in dialog": open while the provider says "login"; closing it resets the form. */
export function SignInDialog() {
  const { open, setOpen } = useAuthDialogs();
  return (
    <Dialog
      open={open === "login"}
      onOpenChange={(next) => {
        if (next) return;
        forgetReturnTo();
        setOpen(null);
      }}
    >
      <DialogContent className="sm:max-w-[425px]">
        <DialogHeader>
          <DialogTitle>Welcome Back</DialogTitle>
          <DialogDescription>Sign in to your IV Drips account</DialogDescription>
        </DialogHeader>
        {/* The form lives inside the content, which unmounts on close: closing resets it. */}
        <SignInForm />
        <DialogFooter className="flex-row flex-wrap items-center justify-center gap-1 sm:justify-center">
          <span className="text-muted-foreground text-sm">Don&apos;t have an account?</span>
          <Button variant="link" className="h-auto px-1 py-1" onClick={() => setOpen("signup")}>
            Create account
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function SignInForm() {
  const session = useSession();
  const login = useLogin();
  const completeAuth = useCompleteAuth();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SignInValues>({
    resolver: zodResolver(LoginRequestSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { email: "", password: "" },
  });

  const working = login.isPending || session.status === "loading";

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: (response) => {
        toast({ title: "Welcome back!", description: "You have been successfully logged in." });
        reset();
        completeAuth(response);
      },
      onError: (error) => {
        // SPEC §4: the dialog stays open; the toast says why.
        toast({
          title: "Login failed",
          description: errorMessage(error, "Please check your credentials and try again."),
          variant: "destructive",
        });
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={working || undefined}>
      <InputField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="Enter your email"
        error={errors.email?.message}
        {...register("email")}
      />
      <InputField
        label="Password"
        type="password"
        autoComplete="current-password"
        placeholder="Enter your password"
        error={errors.password?.message}
        {...register("password")}
      />
      <Button type="submit" className="mt-1 w-full" disabled={working}>
        {working ? (
          <>
            <Spinner />
            Signing In...
          </>
        ) : (
          "Sign In"
        )}
      </Button>
    </form>
  );
}
