import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { SupportContactCards } from "../../features/support/components/support-contact-cards";
import { SupportFaq } from "../../features/support/components/support-faq";
import { ServiceHours } from "../../features/support/components/service-hours";
import { Skeleton } from "../../components/ui/skeleton";
import { useT } from "../../lib/i18n/use-t";
import { lazyNow } from "../../lib/lazy-now";
import { usePageMeta } from "../../lib/page-meta";

// The form and its schemas load beside the page, so the ways to reach us show first.
const SupportMessageForm = lazyNow(
  () => import("../../features/support/components/support-message-form"),
  (module) => module.SupportMessageForm,
  <Skeleton className="h-[36rem] w-full rounded-lg" />,
);

export function SupportPage() {
  const t = useT();
  const text = t.support.page;
  usePageMeta(text.metaTitle, text.metaDescription);

  return (
    <main className="pb-20">
      <section className="from-primary-soft to-background bg-gradient-to-b">
        <div className="mx-auto max-w-6xl px-4 pt-14 pb-12 text-center sm:px-6 sm:pt-20 sm:pb-16">
          <p className="text-primary text-sm font-semibold tracking-wider uppercase">{text.eyebrow}</p>
          <h1 className="font-display mx-auto mt-3 max-w-3xl text-4xl font-semibold tracking-tight sm:text-5xl">
            {text.title}
          </h1>
          <p className="text-muted-foreground mx-auto mt-5 max-w-2xl text-lg leading-relaxed">{text.intro}</p>
        </div>
      </section>

      <section aria-labelledby="contact-channels" className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="contact-channels" className="sr-only">
          {text.channelsHeading}
        </h2>
        <SupportContactCards />
      </section>

      <section aria-labelledby="faq" className="mx-auto mt-20 max-w-3xl px-4 sm:px-6">
        <div className="text-center">
          <h2 id="faq" className="font-display text-3xl font-semibold tracking-tight">
            {t.support.faq.heading}
          </h2>
          <p className="text-muted-foreground mt-3">{t.support.faq.intro}</p>
        </div>
        <div className="mt-8">
          <SupportFaq />
        </div>
      </section>

      <div className="mx-auto mt-20 grid max-w-6xl gap-8 px-4 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section>
          <Card>
            <CardHeader>
              <h2 id="send-message" className="font-display text-2xl font-semibold tracking-tight">
                {text.formHeading}
              </h2>
              <CardDescription>{text.formDescription}</CardDescription>
            </CardHeader>
            <CardContent>
              <SupportMessageForm />
            </CardContent>
          </Card>
        </section>
        <aside className="grid content-start gap-6">
          <ServiceHours />
          <div className="border-border rounded-xl border p-6 text-sm leading-relaxed">
            <p className="text-foreground font-semibold">{text.emergencyTitle}</p>
            <p className="text-muted-foreground mt-1.5">{text.emergencyText}</p>
          </div>
        </aside>
      </div>
    </main>
  );
}
