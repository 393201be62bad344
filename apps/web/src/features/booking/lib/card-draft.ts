/**
 * The booking card as the customer left it, per service (issue 36: resumable, nothing typed is lost on a
 * reload): the day and window, the details, the step reached and the name typed to sign the consent. Session
 * storage: this tab only, gone with it. Written only once the customer has changed something, and forgotten
 * when they leave for the payment (the checkout's own draft, lib/checkout-hold.ts, covers the way back).
 * No health answers here: those are the screening's own draft (lib/health/health-draft.ts).
 */
export type CardStep = "details" | "clearance";

export interface CardDraft {
  date: string | null;
  timeSlot: string | null;
  /** The form's values as typed: read back through the card's own schema. */
  values: unknown;
  step: CardStep;
  signedName: string;
}

const keyOf = (serviceId: string) => `booking_card_draft:${serviceId}`;

export function saveCardDraft(serviceId: string, draft: CardDraft): void {
  try {
    sessionStorage.setItem(keyOf(serviceId), JSON.stringify(draft));
  } catch {
    // Without storage a reload starts the card afresh.
  }
}

export function readCardDraft(serviceId: string): CardDraft | null {
  try {
    const text = sessionStorage.getItem(keyOf(serviceId));
    if (text === null) return null;
    const draft = JSON.parse(text) as Partial<CardDraft> | null;
    if (typeof draft !== "object" || draft === null) return null;
    return {
      date: typeof draft.date === "string" ? draft.date : null,
      timeSlot: typeof draft.timeSlot === "string" ? draft.timeSlot : null,
      values: draft.values,
      step: draft.step === "clearance" ? "clearance" : "details",
      signedName: typeof draft.signedName === "string" ? draft.signedName.slice(0, 200) : "",
    };
  } catch {
    return null;
  }
}

export function forgetCardDraft(serviceId: string): void {
  try {
    sessionStorage.removeItem(keyOf(serviceId));
  } catch {
    // Nothing was stored.
  }
}
