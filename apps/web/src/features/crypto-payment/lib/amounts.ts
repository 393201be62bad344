import {
  cryptoAmountUnits,
  formatTokenUnits,
  type CryptoToken,
  type PaymentConfig,
} from "@ivdrips/contract/payments";
import type { Address } from "./wallet";

export type CryptoConfig = PaymentConfig["crypto"];

export interface TokenQuote {
  symbol: CryptoToken;
  address: Address;
  decimals: number;
  /** In the token's smallest unit: what the transfer sends. */
  units: bigint;
  /** As people read it: "26.52". */
  display: string;
}

/** RM to sen without floating-point drift (e.g. 19.99 → 1999). */
export function rmToSen(totalRm: number): number {
  return Math.round(totalRm * 100);
}

/**
 * The real charge (ARCHITECTURE "Payments"): total RM × MYR_TO_USD in the token's own decimals, rounded up,
 * exactly as the server computes what it expects on chain. Null when the token's decimals are unknown.
 */
export function quoteToken(config: CryptoConfig, symbol: CryptoToken, totalRm: number): TokenQuote | null {
  const token = config.tokens.find((entry) => entry.symbol === symbol);
  if (!token || token.decimals === null) return null;
  const units = cryptoAmountUnits(rmToSen(totalRm), config.myrToUsd, token.decimals);
  return {
    symbol,
    address: token.address as Address,
    decimals: token.decimals,
    units,
    display: formatTokenUnits(units, token.decimals),
  };
}

/** Every token the server offers, priced for this total, in the server's order. */
export function quoteTokens(config: CryptoConfig, totalRm: number): TokenQuote[] {
  return config.tokens
    .map((token) => quoteToken(config, token.symbol, totalRm))
    .filter((quote): quote is TokenQuote => quote !== null);
}
