import { Label as LabelPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { labelClasses } from "./label-classes";

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root data-slot="label" className={labelClasses(className)} {...props} />;
}
