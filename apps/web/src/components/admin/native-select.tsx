import type { ComponentProps } from "react";
import { cn } from "../../lib/stand-ins/cn";
import { fieldClasses } from "../ui/input";

/**
 * A plain <select> that looks like the other fields: the console's filters and forms read it from the form
 * (FormData) and it works the same with a keyboard, a screen reader and a phone's own picker.
 */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(fieldClasses, "h-11 py-2", className)} {...props} />;
}
