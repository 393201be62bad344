const STEPS = [
  { title: "Apply", text: "Email us your details and documents." },
  {
    title: "Review",
    text: "Our medical team checks your registration and experience within 2-3 business days.",
  },
  { title: "Meet us", text: "A short interview and an introduction to our clinical protocols." },
  { title: "Start", text: "Set your availability and receive bookings in your area." },
];

export function PartnerSteps() {
  return (
    <section
      aria-labelledby="how-it-works"
      className="border-border bg-secondary rounded-xl border p-6 sm:p-8"
    >
      <h2 id="how-it-works" className="font-display text-xl font-semibold tracking-tight">
        How it works
      </h2>
      <ol className="mt-5 grid gap-5">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span className="bg-primary text-primary-foreground flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold">
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
