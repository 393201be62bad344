import { formatValue } from "../../lib/admin-format";

/** What an action changed: each field whose value differs, before → after. */
export function ChangeList({
  before,
  after,
}: {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (key) => JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key]),
  );
  if (keys.length === 0) return null;
  return (
    <dl className="grid gap-1 text-sm">
      {keys.map((key) => (
        <div key={key} className="flex flex-wrap gap-x-2 break-all">
          <dt className="text-muted-foreground font-mono text-xs leading-5">{key}</dt>
          <dd>
            <span className="line-through decoration-1 opacity-70">{formatValue(before?.[key])}</span>
            <span aria-hidden="true"> → </span>
            <span className="sr-only"> → </span>
            <span className="font-medium">{formatValue(after?.[key])}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
