import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "../../../components/ui/accordion";
import { FAQS } from "../content/faqs";

/** Eight questions; one answer open at a time, and the open one can be closed again. */
export function SupportFaq() {
  return (
    <Accordion
      type="single"
      collapsible
      className="border-border bg-card shadow-soft rounded-xl border px-5 sm:px-6"
    >
      {FAQS.map((faq) => (
        <AccordionItem key={faq.id} value={faq.id}>
          <AccordionTrigger>{faq.question}</AccordionTrigger>
          <AccordionContent className="space-y-3 text-[0.9375rem]">{faq.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
