import { fieldLabel, formatValue } from "../../lib/admin-format";

/**
 * What an action changed: each field whose value differs, before → after, as staff read it (RM, KL time, and
 * the names `names` gives for ids, the id kept in a tooltip).
 */
export function ChangeList({
  before,
  after,
  names,
}: {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  names?: Readonly<Record<string, string>>;
}) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (key) => JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key]),
  );
  if (keys.length === 0) return null;
  return (
    <dl className="grid gap-1 text-sm">
      {keys.map((key) => (
        <div key={key} className="flex flex-wrap gap-x-2 break-all">
          <dt className="text-muted-foreground font-mono text-xs leading-5">{fieldLabel(key)}</dt>
          <dd>
            <span className="line-through decoration-1 opacity-70" title={idOf(before?.[key], names)}>
              {formatValue(key, before?.[key], names)}
            </span>
            <span aria-hidden="true"> → </span>
            <span className="sr-only"> → </span>
            <span className="font-medium" title={idOf(after?.[key], names)}>
              {formatValue(key, after?.[key], names)}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The id behind a value shown by its name, for the tooltip. */
function idOf(value: unknown, names: Readonly<Record<string, string>> | undefined): string | undefined {
  return typeof value === "string" && names?.[value] !== undefined ? value : undefined;
}
