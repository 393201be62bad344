import { LoaderCircle } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/stand-ins/cn";

/** Decorative: the text beside it ("Signing In...") says what is happening. */
export function Spinner({ className, ...props }: ComponentProps<typeof LoaderCircle>) {
  return <LoaderCircle aria-hidden="true" className={cn("size-4 animate-spin", className)} {...props} />;
}
