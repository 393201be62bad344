// Apart from whatsapp.ts, which `/`'s entry bundles whole: these are for pages and dialogs loaded later.

/** A chat with `number` (wa.me digits, country code first) opened with `text` typed in. */
export function whatsappChatLink(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** "+60 3-2785 0000" → "tel:+60327850000": what a phone dials, without the spacing people read. */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
