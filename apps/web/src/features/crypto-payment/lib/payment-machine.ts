import type { CryptoToken } from "@ivdrips/contract/payments";
import type { PaymentFailure } from "./wallet-errors";

/** SPEC §4 "Crypto payment steps": loading → select → confirm → processing → success; failure → confirm. */
export type PaymentStep = "loading" | "unavailable" | "select" | "confirm" | "processing" | "success";

/**
 * What "processing" is doing, so the customer knows what the wallet is waiting for (each phase's text is
 * `payments.phases[phase]` in the catalogues).
 */
export type PaymentPhase =
  "connecting" | "network" | "balance" | "holding" | "transfer" | "signing" | "receipt" | "recording";

/** What was paid for: a booking or (issue 39) a purchase, by its id. */
export type PaymentResult = {
  hash: `0x${string}`;
  /** needs_attention: the money arrived but could not be applied (a window taken); support follows up. */
  outcome: "confirmed" | "needs_attention";
  message: string;
  messageId: string;
} & ({ bookingId: string } | { purchaseId: string });

export interface PaymentState {
  step: PaymentStep;
  token: CryptoToken | null;
  phase: PaymentPhase | null;
  /** The last failure, shown on the confirm step (said in the reader's language when drawn). */
  error: PaymentFailure | null;
  unavailableReason: string | null;
  result: PaymentResult | null;
}

export type PaymentAction =
  | { type: "configLoaded"; enabled: boolean; reason?: string | null }
  | { type: "selectToken"; token: CryptoToken }
  | { type: "back" }
  | { type: "start" }
  | { type: "progress"; phase: PaymentPhase }
  | { type: "failed"; failure: PaymentFailure }
  /** Connecting a wallet on the confirm step failed (before any payment started). */
  | { type: "walletFailed"; failure: PaymentFailure }
  /** A wallet connected: an earlier connection failure no longer applies. */
  | { type: "walletConnected" }
  | { type: "succeeded"; result: PaymentResult }
  | { type: "reset" };

export const initialPaymentState: PaymentState = {
  step: "loading",
  token: null,
  phase: null,
  error: null,
  unavailableReason: null,
  result: null,
};

/** The step machine; an action that does not fit the current step changes nothing. */
export function paymentReducer(state: PaymentState, action: PaymentAction): PaymentState {
  switch (action.type) {
    case "configLoaded":
      if (state.step !== "loading") return state;
      return action.enabled
        ? { ...state, step: "select" }
        : { ...state, step: "unavailable", unavailableReason: action.reason ?? null };
    case "selectToken":
      if (state.step !== "select") return state;
      return { ...state, step: "confirm", token: action.token, error: null };
    case "back":
      if (state.step !== "confirm") return state;
      return { ...state, step: "select", error: null };
    case "start":
      if (state.step !== "confirm" || state.token === null) return state;
      return { ...state, step: "processing", phase: null, error: null };
    case "progress":
      if (state.step !== "processing") return state;
      return { ...state, phase: action.phase };
    case "failed":
      if (state.step !== "processing") return state;
      return { ...state, step: "confirm", phase: null, error: action.failure };
    case "walletFailed":
      if (state.step !== "confirm") return state;
      return { ...state, error: action.failure };
    case "walletConnected":
      if (state.step !== "confirm" || state.error === null) return state;
      return { ...state, error: null };
    case "succeeded":
      if (state.step !== "processing") return state;
      return { ...state, step: "success", phase: null, result: action.result };
    case "reset":
      return initialPaymentState;
  }
}
