import type { UseFormRegisterReturn } from "react-hook-form";
import { cn } from "../../lib/stand-ins/cn";
import { fieldA11y, FormField } from "./form-field";
import { Textarea } from "./textarea";

/** A counted field's hint: "12/500" to the eye, `spoken` to a screen reader, marked once `over` the limit. */
export function CharacterCount({
  length,
  max,
  over,
  spoken,
}: {
  length: number;
  max: number;
  over: boolean;
  spoken: string;
}) {
  return (
    <span className={cn("tabular-nums", over && "text-destructive font-medium")}>
      <span aria-hidden="true">{`${length}/${max}`}</span>
      <span className="sr-only">{spoken}</span>
    </span>
  );
}

/** A free text counted against its limit: the label, a Textarea, and its CharacterCount as the hint. */
export function CountedTextareaField({
  id,
  label,
  error,
  placeholder,
  required,
  registration,
  ...count
}: {
  id: string;
  label: string;
  error: string | undefined;
  placeholder: string;
  required?: boolean;
  /** `register(name)` of the form the field belongs to. */
  registration: UseFormRegisterReturn;
  length: number;
  max: number;
  over: boolean;
  spoken: string;
}) {
  return (
    <FormField id={id} label={label} error={error} hint={<CharacterCount {...count} />}>
      <Textarea
        rows={4}
        placeholder={placeholder}
        {...fieldA11y(id, error, { hint: true, ...(required ? { required } : {}) })}
        {...registration}
      />
    </FormField>
  );
}
