import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "../../lib/stand-ins/cn";
import { sayFieldMessage } from "../../lib/i18n/say-field-message";
import { useT } from "../../lib/i18n/use-t";
import { Input } from "./input";
import { Label } from "./label";

/**
 * What a control needs to be tied to its label, its hint and its error message: the ids
 * `${id}-hint` and `${id}-error` are the ones `FormField` gives them.
 */
export function fieldA11y(
  id: string,
  error: string | undefined,
  { hint = false, required }: { hint?: boolean; required?: boolean } = {},
) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    ...(required ? { "aria-required": true } : {}),
  } as const;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** The validation message (English from the shared schemas, shown translated), tied to the control. */
  error?: string | undefined;
  /** A standing hint under the control (e.g. the password rules, why a field cannot change). */
  hint?: ReactNode;
  className?: string;
  /** The control, given `fieldA11y(id, error, { hint })`: an Input, a Select, a Textarea, a group. */
  children: ReactNode;
}

/** A label, the control, its hint and its message once validation has one. */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  // Validation messages come from the shared schemas in English; render again when the language changes.
  useT();
  return (
    <div className={cn("grid content-start gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs leading-relaxed">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {sayFieldMessage(error)}
        </p>
      ) : null}
    </div>
  );
}

interface InputFieldProps extends Omit<ComponentProps<typeof Input>, "id"> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

/** The common case: a `FormField` around an `Input`, with an id of its own. */
export function InputField({ label, error, hint, ...input }: InputFieldProps) {
  const id = useId();
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Input {...fieldA11y(id, error, { hint: Boolean(hint) })} {...input} />
    </FormField>
  );
}
