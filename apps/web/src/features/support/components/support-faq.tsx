import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "../../../components/ui/accordion";
import { useT } from "../../../lib/i18n/use-t";
import { FAQS } from "../content/faqs";

/** Eight questions; one answer open at a time, and the open one can be closed again. */
export function SupportFaq() {
  const t = useT();
  return (
    <Accordion
      type="single"
      collapsible
      className="border-border bg-card shadow-soft rounded-xl border px-5 sm:px-6"
    >
      {FAQS.map(({ id, Answer }) => (
        <AccordionItem key={id} value={id}>
          <AccordionTrigger>{t.support.faq.items[id].question}</AccordionTrigger>
          <AccordionContent className="space-y-3 text-[0.9375rem]">
            <Answer text={t.support.faq.items} />
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
