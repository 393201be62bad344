import { cn } from "../../lib/stand-ins/cn";

/**
 * A consent's text as the API gives it (paragraphs apart by a blank line, list items starting "- "), in a box
 * that scrolls on its own: a phone reads it whole without losing the buttons under it. Focusable, so a keyboard
 * can scroll it too.
 */
export function ConsentText({ text, label, className }: { text: string; label: string; className?: string }) {
  const blocks = text.split(/\n{2,}/).map((block) => block.split("\n"));
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        "border-border bg-muted/60 text-foreground max-h-72 space-y-3 overflow-y-auto rounded-lg border p-4 text-sm leading-relaxed",
        "focus-visible:ring-ring focus-visible:ring-2 focus-visible:outline-hidden",
        className,
      )}
    >
      {blocks.map((lines, index) => {
        const items = lines.filter((line) => line.startsWith("- "));
        const lead = lines.filter((line) => !line.startsWith("- ")).join(" ");
        return (
          <div key={index} className="space-y-1.5">
            {lead ? <p>{lead}</p> : null}
            {items.length > 0 ? (
              <ul className="list-disc space-y-1 pl-5">
                {items.map((item) => (
                  <li key={item}>{item.slice(2)}</li>
                ))}
              </ul>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
