import { useId, type ComponentProps, type ReactNode } from "react";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";

interface AuthFieldProps extends Omit<ComponentProps<typeof Input>, "id"> {
  label: ReactNode;
  /** The validation message, shown under the field and tied to it for screen readers. */
  error?: string | undefined;
  /** A standing hint under the field (e.g. the password rules). */
  hint?: ReactNode;
}

/** A labelled input with its hint and its message under it (aria-invalid, aria-describedby). */
export function AuthField({ label, error, hint, ...input }: AuthFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint ? (
        <p id={hintId} className="text-muted-foreground text-xs leading-relaxed">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
