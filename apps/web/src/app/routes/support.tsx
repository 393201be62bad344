import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { SupportContactCards } from "../../features/support/components/support-contact-cards";
import { SupportFaq } from "../../features/support/components/support-faq";
import { ServiceHours } from "../../features/support/components/service-hours";
import { SupportMessageForm } from "../../features/support/components/support-message-form";
import { usePageMeta } from "../../lib/page-meta";

export function SupportPage() {
  usePageMeta(
    "Support",
    "Help with your IV Drips booking: call us 24/7, WhatsApp us for a reply within 30 minutes, email us, or read the answers to common questions.",
  );

  return (
    <main className="pb-20">
      <section className="from-primary-soft to-background bg-gradient-to-b">
        <div className="mx-auto max-w-6xl px-4 pt-14 pb-12 text-center sm:px-6 sm:pt-20 sm:pb-16">
          <p className="text-primary text-sm font-semibold tracking-wider uppercase">Support</p>
          <h1 className="font-display mx-auto mt-3 max-w-3xl text-4xl font-semibold tracking-tight sm:text-5xl">
            How can we help you today?
          </h1>
          <p className="text-muted-foreground mx-auto mt-5 max-w-2xl text-lg leading-relaxed">
            Our care team is here for every step, from choosing a drip to the moment your nurse arrives. Reach
            us the way that suits you, or find a quick answer below.
          </p>
        </div>
      </section>

      <section aria-labelledby="contact-channels" className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="contact-channels" className="sr-only">
          Contact our team
        </h2>
        <SupportContactCards />
      </section>

      <section aria-labelledby="faq" className="mx-auto mt-20 max-w-3xl px-4 sm:px-6">
        <div className="text-center">
          <h2 id="faq" className="font-display text-3xl font-semibold tracking-tight">
            Frequently Asked Questions
          </h2>
          <p className="text-muted-foreground mt-3">Answers to what our clients ask most often.</p>
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
                Send us a message
              </h2>
              <CardDescription>
                Tell us what you need and we will reply by email within 24 hours.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <SupportMessageForm />
            </CardContent>
          </Card>
        </section>
        <aside className="grid content-start gap-6">
          <ServiceHours />
          <div className="border-border rounded-xl border p-6 text-sm leading-relaxed">
            <p className="text-foreground font-semibold">In a medical emergency</p>
            <p className="text-muted-foreground mt-1.5">
              Call 999 immediately. Our team can help with your booking, but cannot replace emergency
              services.
            </p>
          </div>
        </aside>
      </div>
    </main>
  );
}
