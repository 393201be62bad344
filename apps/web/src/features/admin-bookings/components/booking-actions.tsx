import { zodResolver } from "@hookform/resolvers/zod";
import {
  ADMIN_REFUND_CHOICES,
  AdminCancelRequestSchema,
  AdminMoveRequestSchema,
  AdminResendEmailRequestSchema,
  AdminResolvePaymentRequestSchema,
  type AdminBookingDetail,
  type AdminCancelRequest,
  type AdminMoveRequest,
  type AdminResendEmailRequest,
  type AdminResolvePaymentRequest,
} from "@ivdrips/contract/admin-bookings";
import type { AvailabilityResponse } from "@ivdrips/contract/providers";
import { DateOnlySchema } from "@ivdrips/contract/common";
import { TIME_SLOTS, type TimeSlot } from "@ivdrips/contract/time-windows";
import { useId, useMemo, useState } from "react";
import { useForm, useWatch, type Control } from "react-hook-form";
import { FormDialog } from "../../../components/admin/form-dialog";
import { NativeSelect } from "../../../components/admin/native-select";
import { Button } from "../../../components/ui/button";
import { fieldA11y, FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { toast } from "../../../components/ui/use-toast";
import { blankAsUndefined } from "../../../lib/admin-forms";
import { availabilityOn, useRangeAvailability } from "../../../lib/availability";
import { formatRm } from "../../../lib/format";
import { sayAdmin, useAdminT } from "../../../lib/i18n/admin-texts";
import { useT } from "../../../lib/i18n/use-t";
import { windowStates } from "../../../lib/schedule";
import { timeWindowLabel } from "../../../lib/time-window-label";
import { useNow } from "../../../lib/use-now";
import { useCancelBooking } from "../api/cancel-booking";
import { useClinicOptions } from "../api/get-clinic-options";
import { useMoveBooking } from "../api/move-booking";
import { useResendEmail } from "../api/resend-email";
import { useResolvePayment } from "../api/resolve-payment";

type Booking = AdminBookingDetail["booking"];
type Allowed = AdminBookingDetail["actions"];

const ResendFormSchema = AdminResendEmailRequestSchema.extend({
  note: blankAsUndefined(AdminResendEmailRequestSchema.shape.note),
});
type Action = "cancel" | "move" | "resend" | "resolve";

/** The staff actions the lifecycle allows on a booking now (the server says which); each opens its dialog. */
export function BookingActions({ booking, allowed }: { booking: Booking; allowed: Allowed }) {
  const t = useAdminT().booking;
  const [open, setOpen] = useState<Action | null>(null);
  const close = () => setOpen(null);
  const none =
    !allowed.cancel && !allowed.move && !allowed.resolvePayment && allowed.resendEmails.length === 0;
  if (none) return <p className="text-muted-foreground text-sm">{t.noActions}</p>;
  return (
    <div className="flex flex-wrap gap-2">
      {allowed.cancel ? (
        <Button variant="destructive" onClick={() => setOpen("cancel")}>
          {t.cancel.open}
        </Button>
      ) : null}
      {allowed.move ? (
        <Button variant="outline" onClick={() => setOpen("move")}>
          {t.move.open}
        </Button>
      ) : null}
      {allowed.resendEmails.length > 0 ? (
        <Button variant="outline" onClick={() => setOpen("resend")}>
          {t.resend.open}
        </Button>
      ) : null}
      {allowed.resolvePayment ? (
        <Button variant="outline" onClick={() => setOpen("resolve")}>
          {t.resolve.open}
        </Button>
      ) : null}
      {open === "cancel" ? (
        <CancelDialog booking={booking} refunds={allowed.cancelRefund} onClose={close} />
      ) : null}
      {open === "move" ? <MoveDialog booking={booking} onClose={close} /> : null}
      {open === "resend" ? (
        <ResendDialog booking={booking} kinds={allowed.resendEmails} onClose={close} />
      ) : null}
      {open === "resolve" ? <ResolveDialog booking={booking} onClose={close} /> : null}
    </div>
  );
}

function done(title: string, description: string, onClose: () => void) {
  toast({ title, description });
  onClose();
}

/** What a refund choice gives back if cancelled now, as the server reckons it (nothing for an unpaid hold). */
function refundOf(refunds: Allowed["cancelRefund"], choice: AdminCancelRequest["refund"]): number {
  return refunds ? refunds[choice] : 0;
}

function CancelDialog({
  booking,
  refunds,
  onClose,
}: {
  booking: Booking;
  refunds: Allowed["cancelRefund"];
  onClose: () => void;
}) {
  const t = useAdminT().booking;
  const id = useId();
  const cancel = useCancelBooking();
  const { register, handleSubmit, control, formState } = useForm<AdminCancelRequest>({
    resolver: zodResolver(AdminCancelRequestSchema),
    defaultValues: { refund: "policy", reason: "" },
  });
  const refund = refundOf(refunds, useWatch({ control, name: "refund" }));
  const onSubmit = handleSubmit((values) =>
    cancel.mutate(
      { id: booking._id, ...values },
      {
        onSuccess: () =>
          done(
            t.cancel.doneTitle,
            sayAdmin("booking.cancel.done", { reference: booking.reference }),
            onClose,
          ),
      },
    ),
  );
  return (
    <FormDialog
      failedFallback={t.actionFailed}
      cancelLabel={t.back}
      open
      onOpenChange={(next) => !next && onClose()}
      title={sayAdmin("booking.cancel.title", { reference: booking.reference })}
      description={t.cancel.description}
      submitLabel={sayAdmin("booking.cancel.confirm", { amount: formatRm(refund) })}
      destructive
      pending={cancel.isPending}
      error={cancel.error}
      onSubmit={onSubmit}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t.cancel.refund}</legend>
        {ADMIN_REFUND_CHOICES.map((choice) => (
          <label
            key={choice}
            className="border-border has-checked:border-primary flex items-start gap-3 rounded-lg border p-3 text-sm"
          >
            <input type="radio" value={choice} className="mt-1" {...register("refund")} />
            <span className="grid gap-0.5">
              <span className="font-medium">{t.cancel.choices[choice]}</span>
              <span className="text-muted-foreground">{formatRm(refundOf(refunds, choice))}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <p className="bg-muted rounded-md p-3 text-sm" aria-live="polite">
        {sayAdmin("booking.cancel.refundSummary", {
          refund: formatRm(refund),
          total: formatRm(booking.paymentStatus === "paid" ? booking.totalAmount : 0),
        })}
      </p>
      <FormField id={`${id}-reason`} label={t.reason} error={formState.errors.reason?.message}>
        <Textarea {...fieldA11y(`${id}-reason`, formState.errors.reason?.message)} {...register("reason")} />
      </FormField>
    </FormDialog>
  );
}

function MoveDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const t = useAdminT().booking;
  const common = useT();
  const id = useId();
  const move = useMoveBooking();
  const clinics = useClinicOptions();
  const { register, handleSubmit, formState, control } = useForm<AdminMoveRequest>({
    resolver: zodResolver(AdminMoveRequestSchema),
    defaultValues: {
      date: booking.date,
      timeSlot: booking.timeSlot,
      providerId: booking.provider._id,
      reason: "",
    },
  });
  const errors = formState.errors;
  const windows = useMoveWindows(control);
  const onSubmit = handleSubmit((values) =>
    move.mutate(
      { id: booking._id, ...values },
      {
        onSuccess: () =>
          done(t.move.doneTitle, sayAdmin("booking.move.done", { reference: booking.reference }), onClose),
      },
    ),
  );
  return (
    <FormDialog
      failedFallback={t.actionFailed}
      cancelLabel={t.back}
      open
      onOpenChange={(next) => !next && onClose()}
      title={sayAdmin("booking.move.title", { reference: booking.reference })}
      description={t.move.description}
      submitLabel={t.move.confirm}
      pending={move.isPending}
      error={move.error}
      onSubmit={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-date`} label={t.move.date} error={errors.date?.message}>
          <Input {...fieldA11y(`${id}-date`, errors.date?.message)} type="date" {...register("date")} />
        </FormField>
        <FormField id={`${id}-slot`} label={t.move.window} error={errors.timeSlot?.message}>
          <NativeSelect {...fieldA11y(`${id}-slot`, errors.timeSlot?.message)} {...register("timeSlot")}>
            {windows.map(({ timeSlot, status }) => (
              <option key={timeSlot} value={timeSlot}>
                {`${timeWindowLabel(common, timeSlot)} · ${status}`}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField id={`${id}-provider`} label={t.move.provider} error={errors.providerId?.message}>
        <NativeSelect
          {...fieldA11y(`${id}-provider`, errors.providerId?.message)}
          {...register("providerId")}
        >
          {clinics.data?.clinics.some((clinic) =>
            clinic.providers.some((p) => p.id === booking.provider._id),
          ) ? null : (
            <option
              value={booking.provider._id}
            >{`${booking.clinic.name} · ${booking.provider.name}`}</option>
          )}
          {clinics.data?.clinics.map((clinic) => (
            <optgroup key={clinic.id} label={clinic.name}>
              {clinic.providers.map((provider) => (
                <option key={provider.id} value={provider.id} disabled={!provider.isActive}>
                  {`${provider.name} (${provider.cities.join(", ")})`}
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={`${id}-reason`} label={t.reason} error={errors.reason?.message}>
        <Textarea {...fieldA11y(`${id}-reason`, errors.reason?.message)} {...register("reason")} />
      </FormField>
    </FormDialog>
  );
}

/**
 * The four windows of the day and provider chosen in the Move dialog, each with its places as the customer's
 * picker reads them (lib/schedule.ts): places left, full, closed by the clinic, too late, or still checking.
 * Staff may still pick any: the server refuses a full or past window.
 */
function useMoveWindows(control: Control<AdminMoveRequest>): { timeSlot: TimeSlot; status: string }[] {
  const texts = useAdminT().booking.move;
  const common = useT().timeWindows;
  const now = useNow();
  const [date, providerId] = useWatch({ control, name: ["date", "providerId"] });
  const day = DateOnlySchema.safeParse(date).success ? date : null;
  const providerIds = useMemo(() => (day && providerId ? [providerId] : undefined), [day, providerId]);
  const range = useRangeAvailability(providerIds, day ?? "");
  if (!day || range.isError) return TIME_SLOTS.map((timeSlot) => ({ timeSlot, status: texts.placesUnknown }));
  const places = availabilityOn(range.data, day);
  return windowStates(day, now, places).map(({ timeSlot, ...window }) => ({
    timeSlot,
    status:
      window.status === "open"
        ? sayAdmin("booking.move.placesLeft", { count: window.remaining })
        : window.status === "full"
          ? isClosed(places, timeSlot)
            ? texts.closed
            : common.fullyBooked
          : window.status === "unavailable"
            ? common.unavailable
            : common.checking,
  }));
}

/** A window the provider's calendar gives no place at all that day (closed), rather than one booked full. */
function isClosed(places: readonly AvailabilityResponse[] | undefined, timeSlot: TimeSlot): boolean {
  const windows = (places ?? []).flatMap((answer) => answer.windows).filter((w) => w.timeSlot === timeSlot);
  return windows.length > 0 && windows.every((window) => window.capacity === 0);
}

function ResendDialog({
  booking,
  kinds,
  onClose,
}: {
  booking: Booking;
  kinds: Allowed["resendEmails"];
  onClose: () => void;
}) {
  const t = useAdminT().booking;
  const id = useId();
  const resend = useResendEmail();
  const { register, handleSubmit, formState } = useForm<
    AdminResendEmailRequest,
    unknown,
    AdminResendEmailRequest
  >({
    resolver: zodResolver(ResendFormSchema),
    defaultValues: { kind: kinds[0] ?? "booking_received" },
  });
  const onSubmit = handleSubmit(({ kind, note }) =>
    resend.mutate(
      { id: booking._id, kind, ...(note ? { note } : {}) },
      {
        onSuccess: () =>
          done(
            t.resend.doneTitle,
            sayAdmin("booking.resend.done", { email: booking.customer.accountEmail }),
            onClose,
          ),
      },
    ),
  );
  return (
    <FormDialog
      failedFallback={t.actionFailed}
      cancelLabel={t.back}
      open
      onOpenChange={(next) => !next && onClose()}
      title={t.resend.title}
      description={sayAdmin("booking.resend.description", { email: booking.customer.accountEmail })}
      submitLabel={t.resend.confirm}
      pending={resend.isPending}
      error={resend.error}
      onSubmit={onSubmit}
    >
      <FormField id={`${id}-kind`} label={t.resend.kind}>
        <NativeSelect {...fieldA11y(`${id}-kind`, undefined)} {...register("kind")}>
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {t.resend.kinds[kind]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={`${id}-note`} label={t.noteOptional} error={formState.errors.note?.message}>
        <Textarea {...fieldA11y(`${id}-note`, formState.errors.note?.message)} {...register("note")} />
      </FormField>
    </FormDialog>
  );
}

function ResolveDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const t = useAdminT().booking;
  const id = useId();
  const resolve = useResolvePayment();
  const { register, handleSubmit, formState } = useForm<AdminResolvePaymentRequest>({
    resolver: zodResolver(AdminResolvePaymentRequestSchema),
    defaultValues: { note: "" },
  });
  const onSubmit = handleSubmit((values) =>
    resolve.mutate(
      { id: booking._id, ...values },
      {
        onSuccess: () =>
          done(
            t.resolve.doneTitle,
            sayAdmin("booking.resolve.done", { reference: booking.reference }),
            onClose,
          ),
      },
    ),
  );
  return (
    <FormDialog
      failedFallback={t.actionFailed}
      cancelLabel={t.back}
      open
      onOpenChange={(next) => !next && onClose()}
      title={t.resolve.title}
      description={booking.attentionReason ? t.attention[booking.attentionReason] : t.resolve.title}
      submitLabel={t.resolve.confirm}
      pending={resolve.isPending}
      error={resolve.error}
      onSubmit={onSubmit}
    >
      <FormField id={`${id}-note`} label={t.note} error={formState.errors.note?.message}>
        <Textarea {...fieldA11y(`${id}-note`, formState.errors.note?.message)} {...register("note")} />
      </FormField>
    </FormDialog>
  );
}
