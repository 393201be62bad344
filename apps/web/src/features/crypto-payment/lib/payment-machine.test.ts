import { describe, expect, it } from "vitest";
import {
  initialPaymentState,
  paymentReducer,
  type PaymentAction,
  type PaymentState,
} from "./payment-machine";
import { WalletError } from "./wallet-errors";

const run = (...actions: PaymentAction[]): PaymentState =>
  actions.reduce(paymentReducer, initialPaymentState);
const result = {
  hash: `0x${"1".repeat(64)}` as const,
  bookingId: "b1",
  outcome: "confirmed" as const,
  message: "",
  messageId: "paymentVerified",
};

describe("crypto payment steps (SPEC §4)", () => {
  it("goes loading → select → confirm → processing → success", () => {
    let state = run({ type: "configLoaded", enabled: true });
    expect(state.step).toBe("select");
    state = paymentReducer(state, { type: "selectToken", token: "USDC" });
    expect(state).toMatchObject({ step: "confirm", token: "USDC" });
    state = paymentReducer(state, { type: "start" });
    expect(state.step).toBe("processing");
    state = paymentReducer(state, { type: "progress", phase: "transfer" });
    expect(state.phase).toBe("transfer");
    state = paymentReducer(state, { type: "succeeded", result });
    expect(state).toMatchObject({ step: "success", result, phase: null });
  });

  it("returns to confirm with the reason on any failure, and clears it on the next attempt", () => {
    const insufficient = new WalletError("insufficientBalance", { params: { token: "USDT" } });
    const failed = run(
      { type: "configLoaded", enabled: true },
      { type: "selectToken", token: "USDT" },
      { type: "start" },
      { type: "progress", phase: "balance" },
      { type: "failed", failure: insufficient },
    );
    expect(failed).toMatchObject({ step: "confirm", token: "USDT", error: insufficient, phase: null });
    expect(paymentReducer(failed, { type: "start" })).toMatchObject({ step: "processing", error: null });
    expect(paymentReducer(failed, { type: "back" })).toMatchObject({ step: "select", error: null });
  });

  it("shows a failed wallet connection on the confirm step, and forgets it once a wallet connects", () => {
    const confirm = run({ type: "configLoaded", enabled: true }, { type: "selectToken", token: "USDT" });
    const failure = new WalletError("walletConnectUnreachable");
    const failed = paymentReducer(confirm, { type: "walletFailed", failure });
    expect(failed).toMatchObject({ step: "confirm", error: failure });
    expect(paymentReducer(failed, { type: "walletConnected" })).toMatchObject({
      step: "confirm",
      error: null,
    });
    // Not while paying: the payment's own failure is what counts then.
    const paying = paymentReducer(confirm, { type: "start" });
    expect(paymentReducer(paying, { type: "walletFailed", failure })).toBe(paying);
  });

  it("says crypto is unavailable when the server has it off", () => {
    expect(
      run({ type: "configLoaded", enabled: false, reason: "No receiving wallet is configured." }),
    ).toMatchObject({ step: "unavailable", unavailableReason: "No receiving wallet is configured." });
  });

  it("ignores actions that do not fit the current step", () => {
    expect(run({ type: "start" })).toEqual(initialPaymentState);
    expect(run({ type: "selectToken", token: "USDC" }).step).toBe("loading");
    const select = run({ type: "configLoaded", enabled: true });
    expect(paymentReducer(select, { type: "failed", failure: new WalletError("paymentFailed") })).toBe(
      select,
    );
    expect(paymentReducer(select, { type: "succeeded", result })).toBe(select);
    const processing = run(
      { type: "configLoaded", enabled: true },
      { type: "selectToken", token: "USDC" },
      { type: "start" },
    );
    expect(paymentReducer(processing, { type: "back" })).toBe(processing);
    expect(paymentReducer(processing, { type: "configLoaded", enabled: false })).toBe(processing);
  });

  it("starts over on reset", () => {
    const confirm = run({ type: "configLoaded", enabled: true }, { type: "selectToken", token: "USDC" });
    expect(paymentReducer(confirm, { type: "reset" })).toEqual(initialPaymentState);
  });
});
