import { zodResolver } from "@hookform/resolvers/zod";
import { UpdateProfileRequestSchema, type UpdateProfileRequest, type User } from "@ivdrips/contract/auth";
import { PencilLine } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card";
import { InputField } from "../../../components/ui/form-field";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";

import { useT } from "../../../lib/i18n/use-t";
import { useUpdateProfile } from "../api/update-profile";

/** SPEC §4 "Profile page": view mode, Edit Profile → form, back on a saved change or Cancel. */
export function ProfilePanel({ user }: { user: User }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <h2 className="font-display text-lg leading-snug font-semibold tracking-tight">
            {t.account.profile.title}
          </h2>
          <CardDescription>{t.account.profile.description}</CardDescription>
        </div>
        {editing ? null : (
          <Button variant="outline" onClick={() => setEditing(true)}>
            <PencilLine aria-hidden="true" />
            {t.account.profile.edit}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
          <ProfileForm user={user} onDone={() => setEditing(false)} />
        ) : (
          <dl className="grid grid-cols-1 gap-x-8 gap-y-5 sm:grid-cols-2">
            <Item term={t.account.profile.fullName}>{user.fullName || t.account.profile.notProvided}</Item>
            <Item term={t.account.profile.email}>{user.email || t.account.profile.notProvided}</Item>
            <Item term={t.account.profile.phone}>{user.phone || t.account.profile.notProvided}</Item>
            <Item term={t.account.profile.accountId} mono>
              {user.id || t.account.profile.notAvailable}
            </Item>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

function Item({ term, children, mono = false }: { term: string; children: string; mono?: boolean }) {
  return (
    <div className="grid min-w-0 gap-1">
      <dt className="text-muted-foreground text-sm">{term}</dt>
      <dd className={mono ? "font-mono text-sm break-all" : "text-foreground [overflow-wrap:anywhere]"}>
        {children}
      </dd>
    </div>
  );
}

type ProfileFormInput = z.input<typeof UpdateProfileRequestSchema>;
type ProfileFormOutput = z.output<typeof UpdateProfileRequestSchema>;

/** SPEC §5 "Profile edit": full name required, email not editable, phone free; only fullName and phone are sent. */
export function ProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const t = useT();
  const updateProfile = useUpdateProfile();
  const defaultValues = { fullName: user.fullName, phone: user.phone ?? "" };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(UpdateProfileRequestSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues,
  });

  const onSubmit = handleSubmit(({ fullName, phone }) => {
    const body: UpdateProfileRequest = { fullName, phone: phone ?? null };
    updateProfile.mutate(body, {
      onSuccess: (updated) => {
        toast({ title: t.account.profile.successTitle, description: t.account.profile.successDescription });
        reset({ fullName: updated.fullName, phone: updated.phone ?? "" });
        onDone();
      },
      onError: (error) => {
        toast({
          title: t.account.profile.failureTitle,
          description: errorMessage(error, t.account.profile.failureFallback),
          variant: "destructive",
        });
      },
    });
  });

  const saving = updateProfile.isPending;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid max-w-xl grid-cols-1 gap-5"
      aria-busy={saving || undefined}
    >
      <InputField
        label={t.account.profile.fullName}
        autoComplete="name"
        required
        error={errors.fullName?.message}
        {...register("fullName")}
      />
      <InputField
        label={t.account.profile.email}
        type="email"
        value={user.email}
        disabled
        readOnly
        hint={t.account.profile.emailLocked}
      />
      <InputField
        label={t.account.profile.phone}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+60 12-345 6789"
        error={errors.phone?.message}
        {...register("phone")}
      />
      <div className="flex flex-wrap gap-3 pt-1">
        <Button type="submit" disabled={saving}>
          {saving ? (
            <>
              <Spinner />
              {t.account.profile.saving}
            </>
          ) : (
            t.account.profile.save
          )}
        </Button>
        <Button
          variant="outline"
          disabled={saving}
          onClick={() => {
            reset(defaultValues);
            onDone();
          }}
        >
          {t.account.profile.cancel}
        </Button>
      </div>
    </form>
  );
}
