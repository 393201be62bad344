import { zodResolver } from "@hookform/resolvers/zod";
import { AdminResendMessageRequestSchema } from "@ivdrips/contract/admin-bookings";
import type { BookingMessage, MessageStatus } from "@ivdrips/contract/phone-messages";
import { CornerDownRight, RotateCw } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { QueryState } from "../../../components/admin/admin-page";
import { FormDialog } from "../../../components/admin/form-dialog";
import { Badge, type BadgeProps } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { fieldA11y, FormField } from "../../../components/ui/form-field";
import { Textarea } from "../../../components/ui/textarea";
import { toast } from "../../../components/ui/use-toast";
import { formatKlDateTime } from "../../../lib/admin-format";
import { blankAsUndefined } from "../../../lib/admin-forms";
import { sayAdmin, useAdminT } from "../../../lib/i18n/admin-texts";
import { useBookingMessages } from "../api/get-booking-messages";
import { useResendMessage } from "../api/resend-message";

const STATUS_VARIANTS: Record<MessageStatus, BadgeProps["variant"]> = {
  queued: "outline",
  sent: "info",
  delivered: "success",
  read: "success",
  failed: "destructive",
};

/** The note of a resend: optional, and the audit log's rule when given. */
const ResendFormSchema = z.object({ note: blankAsUndefined(AdminResendMessageRequestSchema.shape.note) });
type ResendFormInput = z.input<typeof ResendFormSchema>;
type ResendFormOutput = z.output<typeof ResendFormSchema>;

/**
 * Issue 38: the booking's messages to the customer's phone, as WhatsApp and the SMS gateway report them, a
 * fallback saying which message it stands in for; a failed one can be sent again, asked first.
 */
export function BookingMessages({ bookingId }: { bookingId: string }) {
  const t = useAdminT().booking.messages;
  const messages = useBookingMessages(bookingId);
  const list = messages.data?.messages;
  return (
    <section
      aria-labelledby="booking-messages-title"
      className="bg-background border-border grid gap-3 rounded-lg border p-4 sm:p-5"
    >
      <h2 id="booking-messages-title" className="text-base font-semibold">
        {t.title}
      </h2>
      <p className="text-muted-foreground text-sm">{t.intro}</p>
      <QueryState
        isPending={messages.isPending}
        error={messages.error}
        onRetry={() => void messages.refetch()}
      />
      {list && list.length === 0 ? <p className="text-muted-foreground text-sm">{t.empty}</p> : null}
      {list && list.length > 0 ? (
        <ul className="divide-border grid divide-y">
          {list.map((message) => (
            <MessageItem key={message.id} bookingId={bookingId} message={message} all={list} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** A message's kind as the console names it; a kind it has no name for yet, as the API wrote it. */
function useKindName(): (kind: string) => string {
  const kinds: Readonly<Record<string, string | undefined>> = useAdminT().booking.messages.kinds;
  return (kind) => kinds[kind] ?? kind;
}

function MessageItem({
  bookingId,
  message,
  all,
}: {
  bookingId: string;
  message: BookingMessage;
  all: readonly BookingMessage[];
}) {
  const t = useAdminT().booking.messages;
  const kindName = useKindName();
  const [resending, setResending] = useState(false);
  const replaced = message.fallbackOf ? all.find((other) => other.id === message.fallbackOf) : undefined;
  return (
    <li className="grid gap-1.5 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="text-sm font-medium">{kindName(message.kind)}</h3>
        <Badge variant={STATUS_VARIANTS[message.status]}>{t.statuses[message.status]}</Badge>
        <time dateTime={message.statusAt} className="text-muted-foreground text-xs">
          {formatKlDateTime(message.statusAt)}
        </time>
      </div>
      {message.fallbackOf ? (
        <p className="text-muted-foreground flex items-start gap-1.5 text-sm">
          <CornerDownRight aria-hidden className="mt-0.5 size-4 shrink-0" />
          {replaced
            ? sayAdmin("booking.messages.insteadOf", {
                kind: kindName(replaced.kind),
                channel: t.channels[replaced.channel],
              })
            : t.insteadOfEarlier}
        </p>
      ) : null}
      <p className="text-sm [overflow-wrap:anywhere]">
        {sayAdmin("booking.messages.sentTo", {
          channel: t.channels[message.channel],
          to: message.to,
          language: message.language,
        })}
        <span className="text-muted-foreground">
          {` · ${sayAdmin("booking.messages.attempts", { count: message.attempts })}`}
        </span>
      </p>
      {message.lastError ? (
        <p className="text-destructive text-xs [overflow-wrap:anywhere]">
          {sayAdmin("booking.messages.lastError", { error: message.lastError })}
        </p>
      ) : null}
      {message.status === "failed" ? (
        <Button
          variant="outline"
          size="sm"
          className="mt-1 justify-self-start"
          aria-label={sayAdmin("booking.messages.resend.openFor", { kind: kindName(message.kind) })}
          onClick={() => setResending(true)}
        >
          <RotateCw aria-hidden />
          {t.resend.open}
        </Button>
      ) : null}
      {resending ? (
        <ResendDialog bookingId={bookingId} message={message} onClose={() => setResending(false)} />
      ) : null}
    </li>
  );
}

function ResendDialog({
  bookingId,
  message,
  onClose,
}: {
  bookingId: string;
  message: BookingMessage;
  onClose: () => void;
}) {
  const texts = useAdminT().booking;
  const t = texts.messages;
  const kindName = useKindName();
  const id = useId();
  const resend = useResendMessage();
  const { register, handleSubmit, formState } = useForm<ResendFormInput, unknown, ResendFormOutput>({
    resolver: zodResolver(ResendFormSchema),
    defaultValues: { note: "" },
  });
  const onSubmit = handleSubmit(({ note }) =>
    resend.mutate(
      { bookingId, messageId: message.id, note },
      {
        onSuccess: () => {
          toast({ title: t.resend.doneTitle, description: t.resend.done });
          onClose();
        },
      },
    ),
  );
  return (
    <FormDialog
      failedFallback={texts.actionFailed}
      cancelLabel={texts.back}
      open
      onOpenChange={(next) => !next && onClose()}
      title={t.resend.title}
      description={sayAdmin("booking.messages.resend.description", {
        kind: kindName(message.kind),
        channel: t.channels[message.channel],
        to: message.to,
      })}
      submitLabel={t.resend.confirm}
      pending={resend.isPending}
      error={resend.error}
      onSubmit={onSubmit}
    >
      <FormField id={`${id}-note`} label={texts.noteOptional} error={formState.errors.note?.message}>
        <Textarea {...fieldA11y(`${id}-note`, formState.errors.note?.message)} {...register("note")} />
      </FormField>
    </FormDialog>
  );
}
