import { cn } from "../../lib/stand-ins/cn";

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
