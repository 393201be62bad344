import type { ReactNode } from "react";
import { Label } from "../../../components/ui/label";

export interface FormFieldProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}

/** A label, a control (given the id and `${id}-error` to describe it), and the control's message. */
export function FormField({ id, label, error, children }: FormFieldProps) {
  return (
    <div className="grid gap-2">
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
