import { useT } from "../../../lib/i18n/use-t";

export function PartnerSteps() {
  const text = useT().partners.steps;
  return (
    <section
      aria-labelledby="how-it-works"
      className="border-border bg-secondary rounded-xl border p-6 sm:p-8"
    >
      <h2 id="how-it-works" className="font-display text-xl font-semibold tracking-tight">
        {text.title}
      </h2>
      <ol className="mt-5 grid gap-5">
        {Object.entries(text.items).map(([id, step], index) => (
          <li key={id} className="flex gap-4">
            <span
              aria-hidden="true"
              className="bg-primary text-primary-foreground flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold"
            >
              {index + 1}
            </span>
            <div>
              <p className="text-foreground font-semibold">{step.title}</p>
              <p className="text-secondary-foreground mt-0.5 text-sm leading-relaxed">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
