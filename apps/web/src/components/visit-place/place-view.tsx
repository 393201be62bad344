import { telLink } from "@ivdrips/contract/contact-links";
import { addressLines, type VisitPlace } from "@ivdrips/contract/visit-place";
import { useT } from "../../lib/i18n/use-t";
import { cn } from "../../lib/stand-ins/cn";

type AccessNote = keyof VisitPlace["access"];

const HOTEL_NOTES: readonly AccessNote[] = ["hotelName", "room", "reservationName"];
const GATE_NOTES: readonly AccessNote[] = ["guardhouseName", "carPlate"];
const EVERY_KIND_NOTES: readonly AccessNote[] = ["parking", "lift", "contactPhone"];

/** The notes of a place that get the nurse in, in the order they are needed: the front desk or gate first. */
function accessNotes(place: VisitPlace): { key: AccessNote; value: string }[] {
  const order = [...HOTEL_NOTES, ...GATE_NOTES, ...EVERY_KIND_NOTES];
  return order.flatMap((key) => {
    const value = place.access[key];
    return value ? [{ key, value }] : [];
  });
}

/**
 * A visit place shown back (issue 37): its kind, its postal lines as a courier writes them (the contract's
 * `addressLines`), and the access notes the booking holds. The customer sees their own notes; the clinic
 * sees them all, the same list.
 */
export function PlaceView({ place, className }: { place: VisitPlace; className?: string }) {
  const t = useT();
  const texts = t.place;
  const notes = accessNotes(place);
  const labels: Record<AccessNote, string> = {
    hotelName: texts.view.hotel,
    room: texts.view.room,
    reservationName: texts.view.reservationName,
    guardhouseName: texts.view.guardhouseName,
    carPlate: texts.view.carPlate,
    parking: texts.view.parking,
    lift: texts.view.lift,
    contactPhone: texts.view.contactPhone,
  };
  return (
    <div className={cn("grid gap-2", className)}>
      <p className="text-muted-foreground text-xs font-medium tracking-wide uppercase">
        {texts.form.kinds[place.kind]}
      </p>
      <div data-slot="place-lines" className="text-foreground">
        {addressLines(place).map((line) => (
          <span key={line} className="block break-words">
            {line}
          </span>
        ))}
      </div>
      {notes.length > 0 ? (
        <dl aria-label={texts.view.access} className="grid gap-1 text-sm">
          {notes.map(({ key, value }) => (
            <div key={key} className="flex flex-wrap gap-x-1.5">
              <dt className="text-muted-foreground">{labels[key]}:</dt>
              <dd className="text-foreground min-w-0 break-words">
                {key === "contactPhone" ? (
                  <a className="text-primary font-medium underline underline-offset-4" href={telLink(value)}>
                    {value}
                  </a>
                ) : (
                  value
                )}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
