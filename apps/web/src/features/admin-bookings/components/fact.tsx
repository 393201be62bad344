import type { ReactNode } from "react";

/** One labelled value in a console description list (`<dl>`); a missing value reads "—". */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="text-sm [overflow-wrap:anywhere]">{children ?? "—"}</dd>
    </div>
  );
}
