import {
  InternalRpcError,
  ResourceUnavailableRpcError,
  TransactionExecutionError,
  UserRejectedRequestError,
} from "viem";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client";
import {
  connectError,
  paymentFailure,
  signError,
  transferError,
  walletErrorCode,
  WalletError,
} from "./wallet-errors";

const rpcError = (code: number) => Object.assign(new Error("wallet said no"), { code });

/** viem's own error for a rejection, wrapped as writeContract wraps it. */
const viemRejected = () =>
  new TransactionExecutionError(new UserRejectedRequestError(rpcError(4001)), {} as never);

describe("wallet connect codes (SPEC §8)", () => {
  it("tells a rejected, a pending and an internal error apart by their EIP-1193 codes", () => {
    expect(connectError(rpcError(4001)).messageId).toBe("rejected");
    expect(connectError(rpcError(-32002)).messageId).toBe("pending");
    expect(connectError(rpcError(-32603)).messageId).toBe("internal");
  });

  it("knows viem's error classes by the codes they carry", () => {
    expect(
      connectError(new UserRejectedRequestError(new Error("User rejected the request."))).messageId,
    ).toBe("rejected");
    expect(connectError(new ResourceUnavailableRpcError(new Error("busy"))).messageId).toBe("pending");
    expect(connectError(new InternalRpcError(new Error("oops"))).messageId).toBe("internal");
  });

  it("falls back to 'connectFailed' for anything else, whatever its English says", () => {
    expect(connectError(rpcError(-32000)).messageId).toBe("connectFailed");
    expect(connectError(new Error("User rejected the request.")).messageId).toBe("connectFailed");
    expect(connectError("nope").messageId).toBe("connectFailed");
  });

  it("keeps the wallet's own error as the cause", () => {
    const original = rpcError(4001);
    expect(connectError(original).cause).toBe(original);
  });

  it("finds the code through viem's wrapping", () => {
    expect(walletErrorCode(new UserRejectedRequestError(rpcError(4001)))).toBe(4001);
    expect(walletErrorCode(viemRejected())).toBe(4001);
    expect(walletErrorCode(new Error("outer", { cause: rpcError(-32002) }))).toBe(-32002);
    expect(walletErrorCode({ cause: { cause: { code: 4902 } } })).toBe(4902);
    expect(walletErrorCode(null)).toBeUndefined();
  });
});

describe("the transfer and the signature", () => {
  it("tells a rejected transfer from a failed one", () => {
    expect(transferError(rpcError(4001)).messageId).toBe("transferRejected");
    expect(transferError(viemRejected()).messageId).toBe("transferRejected");
    expect(transferError(new Error("gas")).messageId).toBe("transferFailed");
  });

  it("tells a refused signature from a wallet that cannot sign", () => {
    expect(signError(rpcError(4001)).messageId).toBe("signRejected");
    expect(signError(new UserRejectedRequestError(new Error("no"))).messageId).toBe("signRejected");
    expect(signError(rpcError(4200)).messageId).toBe("signFailed");
  });
});

describe("WalletError", () => {
  it("carries its id and the token it names", () => {
    const error = new WalletError("insufficientBalance", { params: { token: "USDC" } });
    expect(error).toMatchObject({
      name: "WalletError",
      messageId: "insufficientBalance",
      params: { token: "USDC" },
    });
    expect(new WalletError("noAccounts").params).toBeUndefined();
  });
});

describe("paymentFailure", () => {
  it("keeps a wallet failure and the server's answer as they are", () => {
    const wallet = new WalletError("switchFailed");
    const server = new ApiError("This time window is fully booked.", 409, "WINDOW_FULL");
    expect(paymentFailure(wallet)).toBe(wallet);
    expect(paymentFailure(server)).toBe(server);
  });

  it("makes anything else the generic 'paymentFailed'", () => {
    const unknown = new TypeError("x is undefined");
    const failure = paymentFailure(unknown);
    expect(failure).toBeInstanceOf(WalletError);
    expect(failure).toMatchObject({ messageId: "paymentFailed", cause: unknown });
    expect(paymentFailure("a string")).toMatchObject({ messageId: "paymentFailed" });
  });
});
