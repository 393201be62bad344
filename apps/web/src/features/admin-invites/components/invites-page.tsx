import { zodResolver } from "@hookform/resolvers/zod";
import { NewInviteRequestSchema, type AdminInvite, type InviteStatus } from "@ivdrips/contract/admin-invites";
import { INVITE_REVOCATION_SECONDS } from "@ivdrips/contract/invites";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { AdminPageHeader, EmptyState, QueryState } from "../../../components/admin/admin-page";
import { Badge, type BadgeProps } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { fieldA11y, FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { formatKlDateTime } from "../../../lib/admin-format";
import { blankAsUndefined } from "../../../lib/admin-forms";
import { errorMessage } from "../../../lib/api-client";
import { formatKlDay } from "../../../lib/format";
import { sayAdmin, useAdminT } from "../../../lib/i18n/admin-texts";
import { usePageMeta } from "../../../lib/page-meta";
import { useCreateInvite } from "../api/create-invite";
import { useInvites } from "../api/get-invites";
import { useRevokeInvite } from "../api/revoke-invite";

const STATUS_VARIANTS: Record<InviteStatus, BadgeProps["variant"]> = {
  active: "success",
  revoked: "destructive",
  expired: "secondary",
  "used up": "warning",
};

/** The contract's payload; empty optional fields are left out. */
const InviteFormSchema = NewInviteRequestSchema.extend({
  maxUses: z
    .string()
    .transform((text) => (text.trim() ? Number(text) : undefined))
    .pipe(NewInviteRequestSchema.shape.maxUses),
  expiresOn: blankAsUndefined(NewInviteRequestSchema.shape.expiresOn),
  note: blankAsUndefined(NewInviteRequestSchema.shape.note),
});

/** /admin/invites: create a code (uses, last day), see every code's uses, revoke one after a confirm. */
export function InvitesPage() {
  const t = useAdminT().invites;
  usePageMeta(t.title, t.intro);
  const invites = useInvites();
  const [revoking, setRevoking] = useState<AdminInvite | null>(null);
  return (
    <>
      <AdminPageHeader title={t.title} intro={t.intro} />
      <CreateInviteForm />
      <QueryState
        isPending={invites.isPending}
        error={invites.error}
        onRetry={() => void invites.refetch()}
      />
      {invites.data ? (
        invites.data.invites.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {invites.data.invites.map((invite) => (
              <li
                key={invite.id}
                className="bg-background border-border grid content-start gap-2 rounded-lg border p-4"
              >
                <div className="flex items-center justify-between gap-3">
                  <p className="font-mono font-semibold break-all">{invite.code}</p>
                  <Badge variant={STATUS_VARIANTS[invite.status]}>{t.statuses[invite.status]}</Badge>
                </div>
                <p className="text-sm">
                  {invite.maxUses === null
                    ? sayAdmin("invites.usesUnlimited", { uses: invite.uses })
                    : sayAdmin("invites.uses", { uses: invite.uses, max: invite.maxUses })}
                </p>
                <p className="text-muted-foreground text-sm">
                  {invite.lastValidDay
                    ? sayAdmin("invites.lastDay", { day: formatKlDay(invite.lastValidDay) })
                    : t.noExpiry}
                </p>
                <p className="text-muted-foreground text-xs">
                  {invite.revokedAt
                    ? sayAdmin("invites.revokedAt", { time: formatKlDateTime(invite.revokedAt) })
                    : sayAdmin("invites.createdAt", { time: formatKlDateTime(invite.createdAt) })}
                </p>
                {invite.status === "active" ? (
                  <Button
                    variant="outline"
                    size="sm"
                    className="justify-self-start"
                    onClick={() => setRevoking(invite)}
                  >
                    {t.revoke}
                    <span className="sr-only"> {invite.code}</span>
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )
      ) : null}
      {revoking ? <RevokeDialog invite={revoking} onClose={() => setRevoking(null)} /> : null}
    </>
  );
}

function CreateInviteForm() {
  const t = useAdminT().invites;
  const id = useId();
  const create = useCreateInvite();
  const { register, handleSubmit, reset, formState } = useForm<
    z.input<typeof InviteFormSchema>,
    unknown,
    z.output<typeof InviteFormSchema>
  >({
    resolver: zodResolver(InviteFormSchema),
    defaultValues: { code: "", maxUses: "", expiresOn: "", note: "" },
  });
  const errors = formState.errors;
  const onSubmit = handleSubmit((values) =>
    create.mutate(
      Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as typeof values,
      {
        onSuccess: (invite) => {
          toast({ title: t.createdTitle, description: sayAdmin("invites.created", { code: invite.code }) });
          reset();
        },
      },
    ),
  );
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t.create}
      className="bg-background border-border mb-6 grid gap-4 rounded-lg border p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <h2 className="text-base font-semibold sm:col-span-2 lg:col-span-4">{t.create}</h2>
      <FormField id={`${id}-code`} label={t.code} error={errors.code?.message}>
        <Input
          {...fieldA11y(`${id}-code`, errors.code?.message)}
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="IVDRIPS-2027"
          {...register("code")}
        />
      </FormField>
      <FormField id={`${id}-maxUses`} label={t.maxUses} error={errors.maxUses?.message}>
        <Input
          {...fieldA11y(`${id}-maxUses`, errors.maxUses?.message)}
          type="number"
          inputMode="numeric"
          min="1"
          placeholder={t.unlimited}
          {...register("maxUses")}
        />
      </FormField>
      <FormField id={`${id}-expiresOn`} label={t.expiresOn} error={errors.expiresOn?.message}>
        <Input
          {...fieldA11y(`${id}-expiresOn`, errors.expiresOn?.message)}
          type="date"
          {...register("expiresOn")}
        />
      </FormField>
      <FormField id={`${id}-note`} label={t.note} error={errors.note?.message}>
        <Input {...fieldA11y(`${id}-note`, errors.note?.message)} {...register("note")} />
      </FormField>
      {create.error ? (
        <p role="alert" className="text-destructive text-sm sm:col-span-2 lg:col-span-4">
          {errorMessage(create.error, t.failed)}
        </p>
      ) : null}
      <div className="sm:col-span-2 lg:col-span-4">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Spinner /> : null}
          {t.submit}
        </Button>
      </div>
    </form>
  );
}

function RevokeDialog({ invite, onClose }: { invite: AdminInvite; onClose: () => void }) {
  const t = useAdminT().invites;
  const revoke = useRevokeInvite();
  return (
    <Dialog open onOpenChange={(open) => !open && !revoke.isPending && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{sayAdmin("invites.revokeTitle", { code: invite.code })}</DialogTitle>
          <DialogDescription>
            {sayAdmin("invites.revokeDescription", { seconds: INVITE_REVOCATION_SECONDS })}
          </DialogDescription>
        </DialogHeader>
        {revoke.error ? (
          <p role="alert" className="text-destructive text-sm">
            {errorMessage(revoke.error, t.failed)}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" disabled={revoke.isPending} onClick={onClose}>
            {t.keep}
          </Button>
          <Button
            variant="destructive"
            disabled={revoke.isPending}
            onClick={() =>
              revoke.mutate(invite.id, {
                onSuccess: () => {
                  toast({
                    title: t.revokedTitle,
                    description: sayAdmin("invites.revoked", { code: invite.code }),
                  });
                  onClose();
                },
              })
            }
          >
            {revoke.isPending ? <Spinner /> : null}
            {t.confirmRevoke}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
