import type { ReactNode } from "react";

/**
 * A page that opens with its eyebrow, title and intro on the brand's gradient (the catalogue, the packages, the
 * gift cards), then its content in the site's column. `hero`: more under the intro (a pointer elsewhere).
 */
export function HeroPage({
  eyebrow,
  heading,
  intro,
  hero,
  children,
}: {
  eyebrow: ReactNode;
  heading: ReactNode;
  intro: ReactNode;
  hero?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main>
      <div className="from-primary-soft to-background bg-gradient-to-b">
        <div className="mx-auto max-w-6xl px-4 pt-14 pb-10 sm:px-6 sm:pt-20 lg:px-8">
          <p className="text-primary text-sm font-semibold tracking-wider uppercase">{eyebrow}</p>
          <h1 className="font-display text-foreground mt-3 text-4xl font-semibold tracking-tight sm:text-5xl">
            {heading}
          </h1>
          <p className="text-muted-foreground mt-4 max-w-2xl text-lg leading-relaxed">{intro}</p>
          {hero}
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-20 sm:px-6 lg:px-8">{children}</div>
    </main>
  );
}
