import type { Booking, BookingRequest } from "@ivdrips/contract/bookings";
import { cryptoPaymentMessage, cryptoPurchasePaymentMessage } from "@ivdrips/contract/payments";
import { recoverMessageAddress } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client";
import type { CryptoPaymentApi } from "../api/crypto-payment-api";
import type { CryptoPurchaseApi } from "../api/crypto-purchase-api";
import type { CryptoConfig } from "./amounts";
import type { PaymentPhase } from "./payment-machine";
import {
  runCryptoPayment,
  runPurchasePayment,
  type PaymentSession,
  type RunPaymentInput,
  type RunPurchasePaymentInput,
} from "./run-payment";
import type { Address, Hash, WalletPort } from "./wallet";
import { WalletError } from "./wallet-errors";

/** The paying wallet's key (anvil's second dev account): it really signs, so the test can recover it. */
const payerKey = privateKeyToAccount("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d");
const PAYER: Address = payerKey.address;
const RECEIVER: Address = "0x000000000000000000000000000000000000bEEF";
const USDC: Address = "0x00000000000000000000000000000000000000bb";
const HASH: Hash = `0x${"ab".repeat(32)}`;

const config: CryptoConfig = {
  enabled: true,
  unavailableReason: null,
  unavailableReasonId: null,
  chainId: 8453,
  receiverAddress: RECEIVER,
  myrToUsd: "0.2368",
  minConfirmations: 2,
  walletConnectProjectId: null,
  tokens: [
    { symbol: "USDT", address: "0x00000000000000000000000000000000000000aa", decimals: 6 },
    { symbol: "USDC", address: USDC, decimals: 6 },
  ],
};

const bookingData: BookingRequest = {
  serviceId: "nutriboost",
  date: "2026-07-01",
  timeSlot: "Morning 8AM - 12PM",
  location: { country: "Malaysia", city: "Kuala Lumpur" },
  customerInfo: {
    name: "Aisha",
    email: "aisha@example.com",
    phone: "+60123456789",
    address: "1 Jalan Ampang",
  },
  totalAmount: 800,
  currency: "MYR",
  quantity: 1,
};

/** RM 800 × 0.2368 = 189.44 USDC. */
const AMOUNT = 189_440_000n;

/** A wallet that says yes to everything unless told otherwise. */
function fakeWallet(
  overrides: Partial<WalletPort> & { chain?: number; balance?: bigint; authorised?: boolean } = {},
) {
  let chain = overrides.chain ?? 8453;
  const wallet: WalletPort = {
    accounts: vi.fn(async () => (overrides.authorised === false ? [] : [PAYER])),
    requestAccounts: vi.fn(async () => [PAYER]),
    chainId: vi.fn(async () => chain),
    switchToBase: vi.fn(async () => {
      chain = 8453;
    }),
    balanceOf: vi.fn(async () => overrides.balance ?? 1_000_000_000n),
    transfer: vi.fn(async () => HASH),
    signMessage: vi.fn(async ({ message }: { account: Address; message: string }) =>
      payerKey.signMessage({ message }),
    ),
    waitForReceipt: vi.fn(async () => "success" as const),
    subscribe: () => () => undefined,
    ...overrides,
  };
  return wallet;
}

function fakeApi(overrides: Partial<CryptoPaymentApi> = {}): CryptoPaymentApi {
  return {
    holdBooking: vi.fn(
      async () => ({ _id: "booking-1", reference: "IVD-0001", totalAmount: 800 }) as Booking,
    ),
    recordPayment: vi.fn(async () => ({
      bookingId: "booking-1",
      outcome: "confirmed" as const,
      message: "Payment confirmed",
      messageId: "paymentVerified",
      booking: {} as Booking,
    })),
    releaseHold: vi.fn(async () => undefined),
    ...overrides,
  };
}

function pay(overrides: Partial<RunPaymentInput> = {}) {
  const phases: PaymentPhase[] = [];
  const input: RunPaymentInput = {
    wallet: fakeWallet(),
    api: fakeApi(),
    config,
    token: "USDC",
    bookingData,
    totalAmount: 800,
    session: {},
    onPhase: (phase) => phases.push(phase),
    onWrongNetwork: vi.fn(),
    sleep: async () => undefined,
    ...overrides,
  };
  return { input, phases, run: () => runCryptoPayment(input) };
}

const thrown = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected the payment to fail");
    },
    (error: unknown) => error,
  );

/** The id of the wallet failure the payment stopped with. */
const failure = async (promise: Promise<unknown>) => {
  const error = await thrown(promise);
  expect(error).toBeInstanceOf(WalletError);
  return (error as WalletError).messageId;
};

/** The server's answer the payment stopped with, as it came. */
const serverFailure = async (promise: Promise<unknown>) => {
  const error = await thrown(promise);
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).message;
};

describe("runCryptoPayment", () => {
  it("connects, holds, sends the real amount, signs the claim, waits, records, and reports the booking", async () => {
    const { input, phases, run } = pay();
    await expect(run()).resolves.toEqual({
      hash: HASH,
      bookingId: "booking-1",
      outcome: "confirmed",
      message: "Payment confirmed",
      messageId: "paymentVerified",
    });
    expect(phases).toEqual([
      "connecting",
      "network",
      "balance",
      "holding",
      "transfer",
      "signing",
      "receipt",
      "recording",
    ]);
    expect(input.wallet?.requestAccounts).not.toHaveBeenCalled();
    expect(input.wallet?.transfer).toHaveBeenCalledWith({
      token: USDC,
      from: PAYER,
      to: RECEIVER,
      amount: AMOUNT,
    });
    expect(input.wallet?.waitForReceipt).toHaveBeenCalledWith(HASH, 2);
    expect(input.api.recordPayment).toHaveBeenCalledWith({
      bookingData: { ...bookingData, bookingId: "booking-1" },
      transactionHash: HASH,
      tokenType: "USDC",
      fromAddress: PAYER,
      signature: expect.stringMatching(/^0x[0-9a-f]{130}$/),
      amount: "189.44",
    });
    // The one message of the contract, signed by the account that sent the transfer.
    const message = cryptoPaymentMessage({
      bookingId: "booking-1",
      bookingReference: "IVD-0001",
      chainId: 8453,
      receiverAddress: RECEIVER,
      transactionHash: HASH,
    });
    expect(input.wallet?.signMessage).toHaveBeenCalledWith({ account: PAYER, message });
    const [request] = vi.mocked(input.api.recordPayment).mock.calls[0] ?? [];
    await expect(recoverMessageAddress({ message, signature: request?.signature as Hash })).resolves.toBe(
      PAYER,
    );
    expect(input.session).toEqual({});
  });

  it("a refused signature keeps the sent transfer: the retry asks only for the signature, then records", async () => {
    const session: PaymentSession = {};
    const refusing = fakeWallet({
      signMessage: vi.fn(async () => Promise.reject(Object.assign(new Error("denied"), { code: 4001 }))),
    });
    const first = pay({ wallet: refusing, session });
    expect(await failure(first.run())).toBe("signRejected");
    expect(first.input.api.recordPayment).not.toHaveBeenCalled();
    expect(session.sentTx).toEqual({ hash: HASH, token: "USDC", from: PAYER, display: "189.44" });

    const broken = fakeWallet({ signMessage: vi.fn(async () => Promise.reject(new Error("unsupported"))) });
    expect(await failure(pay({ wallet: broken, session }).run())).toBe("signFailed");

    const retry = pay({ session });
    await expect(retry.run()).resolves.toMatchObject({ hash: HASH, bookingId: "booking-1" });
    expect(retry.input.wallet?.transfer).not.toHaveBeenCalled();
    expect(retry.input.wallet?.signMessage).toHaveBeenCalledOnce();
    expect(retry.input.api.recordPayment).toHaveBeenCalledWith(
      expect.objectContaining({ signature: expect.stringMatching(/^0x/) }),
    );
  });

  it("a signature the server refuses (PAYMENT_NOT_SIGNED) is asked for again on the next attempt", async () => {
    const session: PaymentSession = {};
    const refused = fakeApi({
      recordPayment: async () =>
        Promise.reject(
          new ApiError("This payment was not signed by the wallet that sent it.", 400, "PAYMENT_NOT_SIGNED"),
        ),
    });
    expect(await serverFailure(pay({ api: refused, session }).run())).toBe(
      "This payment was not signed by the wallet that sent it.",
    );
    expect(session.sentTx?.signature).toBeUndefined();

    const retry = pay({ session });
    await retry.run();
    expect(retry.input.wallet?.signMessage).toHaveBeenCalledOnce();
  });

  it("asks to connect when the wallet is not authorised yet, with SPEC's messages when that fails", async () => {
    const wallet = fakeWallet({ authorised: false });
    await pay({ wallet }).run();
    expect(wallet.requestAccounts).toHaveBeenCalledOnce();

    const rejected = fakeWallet({
      authorised: false,
      requestAccounts: async () => Promise.reject(Object.assign(new Error("no"), { code: 4001 })),
    });
    const { input, run } = pay({ wallet: rejected });
    expect(await failure(run())).toBe("rejected");
    expect(input.api.holdBooking).not.toHaveBeenCalled();

    const empty = fakeWallet({ authorised: false, requestAccounts: async () => [] });
    expect(await failure(pay({ wallet: empty }).run())).toBe("noAccounts");

    const pending = fakeWallet({
      authorised: false,
      requestAccounts: async () => Promise.reject(Object.assign(new Error("busy"), { code: -32002 })),
    });
    expect(await failure(pay({ wallet: pending }).run())).toBe("pending");
    const broken = fakeWallet({ accounts: async () => Promise.reject(new Error("extension crashed")) });
    expect(await failure(pay({ wallet: broken }).run())).toBe("connectFailed");
  });

  it("says MetaMask is not installed when there is no wallet", async () => {
    expect(await failure(pay({ wallet: null }).run())).toBe("notInstalled");
  });

  it("on another chain: 'Wrong Network', then switches to Base and carries on", async () => {
    const wallet = fakeWallet({ chain: 1 });
    const { input, run } = pay({ wallet });
    await run();
    expect(input.onWrongNetwork).toHaveBeenCalledOnce();
    expect(wallet.switchToBase).toHaveBeenCalledOnce();
    expect(wallet.transfer).toHaveBeenCalled();
  });

  it("a refused or ineffective switch fails with 'Failed to switch to Base network' before any hold", async () => {
    const refused = fakeWallet({ chain: 1, switchToBase: async () => Promise.reject(new Error("4001")) });
    const first = pay({ wallet: refused });
    expect(await failure(first.run())).toBe("switchFailed");
    expect(first.input.onWrongNetwork).toHaveBeenCalledOnce();
    expect(first.input.api.holdBooking).not.toHaveBeenCalled();

    const stuck = fakeWallet({ chain: 1, switchToBase: async () => undefined });
    expect(await failure(pay({ wallet: stuck }).run())).toBe("switchFailed");
  });

  it("refuses a short balance before holding anything, naming the token", async () => {
    const { input, run } = pay({ wallet: fakeWallet({ balance: AMOUNT - 1n }) });
    await expect(run()).rejects.toMatchObject({
      messageId: "insufficientBalance",
      params: { token: "USDC" },
    });
    expect(input.api.holdBooking).not.toHaveBeenCalled();
    const unreadable = fakeWallet({ balanceOf: async () => Promise.reject(new Error("rpc down")) });
    await expect(pay({ wallet: unreadable, token: "USDT" }).run()).rejects.toMatchObject({
      messageId: "balanceUnreadable",
      params: { token: "USDT" },
    });
    await expect(pay({ wallet: fakeWallet({ balance: AMOUNT }) }).run()).resolves.toBeDefined();
  });

  it("shows the server's message when the hold fails, and reuses a hold on the next attempt", async () => {
    const full = fakeApi({
      holdBooking: async () =>
        Promise.reject(new ApiError("This time window is fully booked.", 409, "WINDOW_FULL")),
    });
    expect(await serverFailure(pay({ api: full }).run())).toBe("This time window is fully booked.");
    const bare = fakeApi({ holdBooking: async () => Promise.reject(new ApiError("An error occurred", 502)) });
    expect(await failure(pay({ api: bare }).run())).toBe("bookingFailed");

    const session: PaymentSession = {};
    const wallet = fakeWallet({
      transfer: vi.fn(async () => Promise.reject(Object.assign(new Error("denied"), { code: 4001 }))),
    });
    const first = pay({ wallet, session });
    expect(await failure(first.run())).toBe("transferRejected");
    expect(session).toEqual({ bookingId: "booking-1", bookingReference: "IVD-0001", bookingTotal: 800 });

    const second = pay({ session });
    await second.run();
    expect(second.input.api.holdBooking).not.toHaveBeenCalled();
    expect(second.input.api.recordPayment).toHaveBeenCalledWith(
      expect.objectContaining({ bookingData: { ...bookingData, bookingId: "booking-1" } }),
    );
  });

  it("never sends a second transfer once one was sent: a retry only checks and records it", async () => {
    const session: PaymentSession = {};
    const broken = fakeApi({
      recordPayment: async () => Promise.reject(new ApiError("We could not reach the Base network.", 502)),
    });
    expect(await serverFailure(pay({ api: broken, session }).run())).toBe(
      "We could not reach the Base network.",
    );
    expect(session.sentTx).toEqual({
      hash: HASH,
      token: "USDC",
      from: PAYER,
      display: "189.44",
      signature: expect.stringMatching(/^0x/),
    });

    const signed = session.sentTx?.signature;
    const retry = pay({ session, token: "USDT" });
    await expect(retry.run()).resolves.toMatchObject({ hash: HASH, bookingId: "booking-1" });
    expect(retry.input.wallet?.transfer).not.toHaveBeenCalled();
    // Signed once: the retry sends the same signature.
    expect(retry.input.wallet?.signMessage).not.toHaveBeenCalled();
    expect(retry.input.api.recordPayment).toHaveBeenCalledWith(
      expect.objectContaining({ tokenType: "USDC", signature: signed }),
    );
  });

  it("a reverted transfer fails with 'Transfer failed' and may be sent again", async () => {
    const session: PaymentSession = {};
    const wallet = fakeWallet({ waitForReceipt: async () => "reverted" });
    expect(await failure(pay({ wallet, session }).run())).toBe("transferFailed");
    expect(session.sentTx).toBeUndefined();
    expect(session.bookingId).toBe("booking-1");
  });

  it("retries while the server says PAYMENT_NOT_CONFIRMED, then gives up with its message", async () => {
    const notYet = () =>
      Promise.reject(new ApiError("Waiting for confirmations", 409, "PAYMENT_NOT_CONFIRMED"));
    const recordPayment = vi
      .fn<CryptoPaymentApi["recordPayment"]>()
      .mockImplementationOnce(notYet)
      .mockImplementationOnce(notYet)
      .mockResolvedValue({
        bookingId: "booking-1",
        outcome: "confirmed",
        message: "ok",
        messageId: "paymentVerified",
        booking: {} as Booking,
      });
    const sleep = vi.fn(async () => undefined);
    await pay({ api: fakeApi({ recordPayment }), sleep, recordDelayMs: 10 }).run();
    expect(recordPayment).toHaveBeenCalledTimes(3);
    expect(sleep).toHaveBeenCalledWith(10);

    const never = fakeApi({ recordPayment: vi.fn(notYet) });
    const { run } = pay({ api: never, recordAttempts: 3 });
    expect(await serverFailure(run())).toBe("Waiting for confirmations");
    expect(never.recordPayment).toHaveBeenCalledTimes(3);
  });

  it("refuses to start without booking data", async () => {
    expect(await failure(pay({ bookingData: null }).run())).toBe("bookingMissing");
  });

  it("a receipt that does not come in time: 'notConfirmedYet', and the transfer is kept", async () => {
    const session: PaymentSession = {};
    const wallet = fakeWallet({ waitForReceipt: async () => Promise.reject(new Error("timed out")) });
    expect(await failure(pay({ wallet, session }).run())).toBe("notConfirmedYet");
    expect(session.sentTx?.hash).toBe(HASH);
  });

  it("a server that says nothing while recording: 'recordFailed'", async () => {
    const api = fakeApi({ recordPayment: async () => Promise.reject(new TypeError("Failed to fetch")) });
    expect(await failure(pay({ api }).run())).toBe("recordFailed");
  });

  it("a configuration without crypto: 'unavailable'", async () => {
    expect(await failure(pay({ config: { ...config, receiverAddress: null } }).run())).toBe("unavailable");
  });
});

describe("runPurchasePayment (issue 39: a drip package)", () => {
  const purchase = {
    purchaseId: "5b1f4a3e-0000-4000-8000-000000000001",
    reference: "IVP-7K3M9Q",
    amountDue: 400,
  };

  function payPurchase(overrides: Partial<RunPurchasePaymentInput> = {}) {
    const phases: PaymentPhase[] = [];
    const api: CryptoPurchaseApi = {
      recordPurchasePayment: vi.fn(async () => ({
        purchaseId: purchase.purchaseId,
        outcome: "paid" as const,
        message: "Payment verified",
        messageId: "purchasePaymentVerified",
      })),
    };
    const input: RunPurchasePaymentInput = {
      wallet: fakeWallet(),
      api,
      config,
      token: "USDC",
      purchase,
      session: {},
      onPhase: (phase) => phases.push(phase),
      onWrongNetwork: vi.fn(),
      sleep: async () => undefined,
      ...overrides,
    };
    return { input, api, phases, run: () => runPurchasePayment(input) };
  }

  it("sends the amount due, signs the purchase's claim, and records it at the purchase endpoint", async () => {
    const { input, api, phases, run } = payPurchase();
    await expect(run()).resolves.toEqual({
      hash: HASH,
      purchaseId: purchase.purchaseId,
      outcome: "confirmed",
      message: "Payment verified",
      messageId: "purchasePaymentVerified",
    });
    // Nothing is held: the purchase was opened already.
    expect(phases).toEqual([
      "connecting",
      "network",
      "balance",
      "transfer",
      "signing",
      "receipt",
      "recording",
    ]);
    // RM 400 × 0.2368 = 94.72 USDC.
    expect(input.wallet?.transfer).toHaveBeenCalledWith({
      token: USDC,
      from: PAYER,
      to: RECEIVER,
      amount: 94_720_000n,
    });
    const message = cryptoPurchasePaymentMessage({
      purchaseId: purchase.purchaseId,
      purchaseReference: "IVP-7K3M9Q",
      chainId: 8453,
      receiverAddress: RECEIVER,
      transactionHash: HASH,
    });
    expect(input.wallet?.signMessage).toHaveBeenCalledWith({ account: PAYER, message });
    const [request] = vi.mocked(api.recordPurchasePayment).mock.calls[0] ?? [];
    expect(request).toEqual({
      purchaseId: purchase.purchaseId,
      transactionHash: HASH,
      tokenType: "USDC",
      fromAddress: PAYER,
      signature: expect.stringMatching(/^0x[0-9a-f]{130}$/),
    });
    expect(await recoverMessageAddress({ message, signature: (request?.signature ?? "0x") as Hash })).toBe(
      PAYER,
    );
    expect(input.session).toEqual({});
  });

  it("says needs_attention as the booking's does, and a refused signature keeps the transfer", async () => {
    const session: PaymentSession = {};
    const refusing = fakeWallet({
      signMessage: async () => Promise.reject(Object.assign(new Error("User rejected"), { code: 4001 })),
    });
    const first = payPurchase({ wallet: refusing, session });
    await expect(first.run()).rejects.toBeInstanceOf(WalletError);
    expect(session.sentTx?.hash).toBe(HASH);

    const retry = payPurchase({ session });
    vi.mocked(retry.api.recordPurchasePayment).mockResolvedValueOnce({
      purchaseId: purchase.purchaseId,
      outcome: "needs_attention",
      message: "Support will follow up",
      messageId: "purchaseNeedsAttention",
    });
    await expect(retry.run()).resolves.toMatchObject({ outcome: "needs_attention" });
    // The retry signed for the transfer already sent, and never sent another.
    expect(retry.input.wallet?.transfer).not.toHaveBeenCalled();
    expect(retry.input.wallet?.signMessage).toHaveBeenCalledTimes(1);
  });
});
