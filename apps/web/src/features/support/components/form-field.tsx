import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Label } from "../../../components/ui/label";
import { cn } from "../../../lib/cn";

/** What a control needs to be tied to its label and its error message. */
export function fieldA11y(id: string, error: string | undefined) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    "aria-required": true,
  } as const;
}

interface FormFieldProps {
  id: string;
  label: string;
  error: string | undefined;
  className?: string;
  children: ReactNode;
}

/** A label, the control (given `fieldA11y(id, error)`), and its message once validation has one. */
export function FormField({ id, label, error, className, children }: FormFieldProps) {
  return (
    <div className={cn("grid content-start gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Shown in the page once a message is accepted; a live region, so screen readers hear it too. */
export function FormConfirmation({ message }: { message: string | null }) {
  return (
    <div role="status" aria-live="polite">
      {message ? (
        <p className="bg-success-soft text-success border-success/20 flex items-start gap-2.5 rounded-lg border px-4 py-3 text-sm font-medium">
          <CircleCheck aria-hidden="true" className="mt-px size-4 shrink-0" />
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}
