import type { ComponentProps } from "react";
import { cn } from "../../lib/stand-ins/cn";
import { fieldClasses } from "./input";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(fieldClasses, "field-sizing-content min-h-24 py-2.5 leading-relaxed", className)}
      {...props}
    />
  );
}
