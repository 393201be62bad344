import { VISIT_PLACE_KINDS, type VisitPlaceInput } from "@ivdrips/contract/visit-place";
import { useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from "react-hook-form";
import { sayFieldMessage } from "../../lib/i18n/say-field-message";
import { useT } from "../../lib/i18n/use-t";
import { useServiceArea } from "../../lib/service-area";
import { say } from "../../lib/stand-ins/lingui";
import { cn } from "../../lib/stand-ins/cn";
import { fieldA11y, FormField } from "../ui/form-field";
import { Input } from "../ui/input";
import { Label } from "../ui/label";
import { outsideAreaMessage } from "./place-form";

type TextField =
  | "line1"
  | "line2"
  | "postcode"
  | "unit"
  | "tower"
  | "floor"
  | "access.guardhouseName"
  | "access.carPlate"
  | "access.hotelName"
  | "access.room"
  | "access.reservationName"
  | "access.parking"
  | "access.lift"
  | "access.contactPhone";

export interface PlaceFieldsProps<T extends FieldValues & { place: VisitPlaceInput }, O> {
  form: UseFormReturn<T, unknown, O>;
  /** The city whose service areas the postcode is checked against. */
  city: string;
  /** Prefix of the fields' ids (two forms on one page must not share them). */
  idPrefix: string;
}

/**
 * Where the nurse goes (issue 37): the kind of place, its address lines and postcode (whose area is looked up
 * once complete, and a postcode the nurses do not visit said so at once), unit / tower / floor, and what gets
 * the nurse in: the guardhouse for a condominium, the reservation for a hotel (required), then parking, lift
 * and a contact on site for every kind.
 */
export function PlaceFields<T extends FieldValues & { place: VisitPlaceInput }, O>({
  form,
  city,
  idPrefix,
}: PlaceFieldsProps<T, O>) {
  const t = useT();
  const texts = t.place.form;
  const { register, control, setValue } = form;
  const path = (name: TextField | "kind") => `place.${name}` as Path<T>;
  const kind = String(useWatch({ control, name: path("kind") }) ?? "");
  const postcode = String(useWatch({ control, name: path("postcode") }) ?? "").trim();
  const area = useServiceArea(postcode, city);
  const errorOf = (name: TextField | "kind") => form.getFieldState(path(name), form.formState).error?.message;

  const field = (
    name: TextField,
    label: string,
    options: { autoComplete?: string; type?: string; required?: boolean; hint?: string } = {},
  ) => {
    const id = `${idPrefix}-${name.replace("access.", "")}`;
    const error = errorOf(name);
    return (
      <FormField id={id} label={label} error={error} hint={options.hint}>
        <Input
          {...fieldA11y(id, error, {
            hint: Boolean(options.hint),
            ...(options.required ? { required: true } : {}),
          })}
          type={options.type ?? "text"}
          {...(options.autoComplete ? { autoComplete: options.autoComplete } : {})}
          {...register(path(name))}
        />
      </FormField>
    );
  };

  const postcodeId = `${idPrefix}-postcode`;
  const postcodeError = errorOf("postcode");
  const complete = /^\d{5}$/.test(postcode);
  const refused = complete && area.data === null;
  // The field's own message when it has one (the submit's check), else what the lookup found.
  const areaNote = postcodeError
    ? null
    : refused
      ? { text: sayFieldMessage(outsideAreaMessage(postcode)), refusal: true }
      : complete && area.data
        ? { text: say("place.form.area", { area: area.data.area }), refusal: false }
        : complete && area.isFetching
          ? { text: texts.checkingArea, refusal: false }
          : null;
  const describedBy = [postcodeError ? `${postcodeId}-error` : null, areaNote ? `${postcodeId}-area` : null]
    .filter(Boolean)
    .join(" ");

  return (
    <fieldset className="grid gap-4">
      <legend className="text-foreground mb-2 text-base font-semibold">{texts.legend}</legend>
      <div role="radiogroup" aria-labelledby={`${idPrefix}-kind-label`} className="grid gap-2">
        <p id={`${idPrefix}-kind-label`} className="text-foreground text-sm font-medium">
          {texts.kind}
        </p>
        <div className="grid grid-cols-2 gap-2">
          {VISIT_PLACE_KINDS.map((each) => (
            <label
              key={each}
              className={cn(
                "flex min-h-12 cursor-pointer items-center gap-2.5 rounded-lg border px-3 py-2 text-sm font-medium",
                "transition-[color,background-color,border-color,box-shadow] duration-150",
                "has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-offset-2",
                kind === each
                  ? "border-primary bg-primary-soft text-foreground"
                  : "border-border hover:border-primary/50",
              )}
            >
              <input
                type="radio"
                name={`${idPrefix}-kind`}
                value={each}
                checked={kind === each}
                onChange={() =>
                  setValue(path("kind"), each as PathValue<T, Path<T>>, {
                    shouldDirty: true,
                    shouldTouch: true,
                  })
                }
                className="accent-primary size-4 shrink-0"
              />
              <span>{texts.kinds[each]}</span>
            </label>
          ))}
        </div>
      </div>

      {kind === "hotel"
        ? field("access.hotelName", texts.hotelName, { required: true, autoComplete: "organization" })
        : null}
      {field("line1", texts.line1, { required: true, autoComplete: "address-line1" })}
      {field("line2", texts.line2, { autoComplete: "address-line2" })}

      <div className="grid gap-2">
        <Label htmlFor={postcodeId}>{texts.postcode}</Label>
        <Input
          id={postcodeId}
          aria-invalid={postcodeError || refused ? true : undefined}
          aria-describedby={describedBy || undefined}
          aria-required
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={5}
          className="max-w-40"
          {...register(path("postcode"))}
        />
        {postcodeError ? (
          <p id={`${postcodeId}-error`} className="text-destructive text-sm">
            {sayFieldMessage(postcodeError)}
          </p>
        ) : null}
        <p
          id={`${postcodeId}-area`}
          aria-live="polite"
          className={cn("text-sm", areaNote?.refusal ? "text-destructive" : "text-muted-foreground")}
        >
          {areaNote?.text}
        </p>
      </div>

      <div className="grid grid-cols-3 items-end gap-3">
        {field("unit", texts.unit)}
        {field("tower", texts.tower)}
        {field("floor", texts.floor)}
      </div>

      <fieldset className="grid gap-4">
        <legend className="text-foreground mb-2 text-sm font-semibold">{texts.accessTitle}</legend>
        {kind === "hotel" ? (
          <>
            {field("access.room", texts.room, { required: true })}
            {field("access.reservationName", texts.reservationName, { required: true, autoComplete: "name" })}
          </>
        ) : null}
        {kind === "condominium" ? (
          <>
            {field("access.guardhouseName", texts.guardhouseName, { autoComplete: "name" })}
            {field("access.carPlate", texts.carPlate)}
          </>
        ) : null}
        {field("access.parking", texts.parking)}
        {field("access.lift", texts.lift)}
        {field("access.contactPhone", texts.contactPhone, {
          type: "tel",
          autoComplete: "tel",
          hint: texts.contactPhoneHint,
        })}
      </fieldset>
    </fieldset>
  );
}
