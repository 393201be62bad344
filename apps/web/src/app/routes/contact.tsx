import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { ContactDetails } from "../../features/support/components/contact-details";
import { ContactForm } from "../../features/support/components/contact-form";
import { useT } from "../../lib/i18n/use-t";
import { usePageMeta } from "../../lib/page-meta";

export function ContactPage() {
  const text = useT().support.contactPage;
  usePageMeta(text.metaTitle, text.metaDescription);

  return (
    <main className="pb-20">
      <section className="from-primary-soft to-background bg-gradient-to-b">
        <div className="mx-auto max-w-6xl px-4 pt-14 pb-12 sm:px-6 sm:pt-20 sm:pb-16">
          <p className="text-primary text-sm font-semibold tracking-wider uppercase">{text.eyebrow}</p>
          <h1 className="font-display mt-3 max-w-3xl text-4xl font-semibold tracking-tight sm:text-5xl">
            {text.title}
          </h1>
          <p className="text-muted-foreground mt-5 max-w-2xl text-lg leading-relaxed">{text.intro}</p>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-8 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <section aria-labelledby="contact-details">
          <h2 id="contact-details" className="font-display mb-5 text-2xl font-semibold tracking-tight">
            {text.detailsHeading}
          </h2>
          <ContactDetails />
        </section>
        <section>
          <Card>
            <CardHeader>
              <h2 id="contact-message-heading" className="font-display text-2xl font-semibold tracking-tight">
                {text.formHeading}
              </h2>
              <CardDescription>{text.formDescription}</CardDescription>
            </CardHeader>
            <CardContent>
              <ContactForm />
            </CardContent>
          </Card>
        </section>
      </div>
    </main>
  );
}
