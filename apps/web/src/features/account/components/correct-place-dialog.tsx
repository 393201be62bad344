import type { Booking } from "@ivdrips/contract/bookings";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormDialog } from "../../../components/ui/form-dialog";
import { Button } from "../../../components/ui/button";
import { DialogFooter } from "../../../components/ui/dialog";
import type { DeferredPopupParts } from "../../../components/ui/deferred-popup";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { PlaceFields } from "../../../components/visit-place/place-fields";
import { EMPTY_PLACE, placeFormValues, PlaceFormSchema } from "../../../components/visit-place/place-form";
import { useAreaCheck } from "../../../components/visit-place/use-area-check";
import { errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n/use-t";
import { useCorrectBookingPlace } from "../api/correct-booking-place";

type PlaceFormInput = z.input<typeof PlaceFormSchema>;
type PlaceFormOutput = z.output<typeof PlaceFormSchema>;

/**
 * "Correct the address" on an upcoming card (issue 37): the booking's place in the booking card's own place
 * form, sent as it stands; offered until 24 hours before the window (the card decides, the server too).
 */
export function CorrectPlaceDialog({
  booking,
  trigger,
  defaultOpen,
}: { booking: Booking } & DeferredPopupParts) {
  const t = useT();
  return (
    <FormDialog
      trigger={trigger}
      defaultOpen={defaultOpen}
      title={t.place.correct.title}
      description={t.place.correct.description}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-xl"
    >
      {(close) => <CorrectPlaceForm booking={booking} onDone={close} />}
    </FormDialog>
  );
}

function CorrectPlaceForm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const t = useT();
  const texts = t.place.correct;
  const form = useForm<PlaceFormInput, unknown, PlaceFormOutput>({
    resolver: zodResolver(PlaceFormSchema),
    defaultValues: {
      // A booking from before places were structured starts from its one line.
      place: booking.place
        ? placeFormValues(booking.place)
        : { ...EMPTY_PLACE, line1: booking.customerInfo.address },
    },
  });
  const checkArea = useAreaCheck(form, booking.location.city);
  const correct = useCorrectBookingPlace();

  const save = async (values: PlaceFormOutput) => {
    if (!(await checkArea())) return;
    try {
      await correct.mutateAsync({ bookingId: booking._id, place: values.place });
    } catch (error) {
      toast({ title: texts.failed, description: errorMessage(error, texts.failed), variant: "destructive" });
      return;
    }
    toast({ title: texts.saved });
    onDone();
  };

  return (
    <form noValidate className="grid gap-5" onSubmit={(event) => void form.handleSubmit(save)(event)}>
      <PlaceFields form={form} city={booking.location.city} idPrefix="correct-place" />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {texts.cancel}
        </Button>
        <Button type="submit" disabled={correct.isPending}>
          {correct.isPending ? <Spinner /> : null}
          {correct.isPending ? texts.saving : texts.save}
        </Button>
      </DialogFooter>
    </form>
  );
}
