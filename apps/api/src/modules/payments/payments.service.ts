import { createCardCheckout } from "./card-checkout.service";
import { createCryptoPayment } from "./crypto-payment.service";
import type { PaymentsServiceDeps } from "./payment-deps";
import { createPaymentSweeps } from "./payment-sweeps.service";

export type { CryptoPaymentRequest, CryptoSettings, PaymentsServiceDeps } from "./payment-deps";

/**
 * The payments the routes and the background sweep use, each use case in its own file: a card's hosted
 * checkout (card-checkout.service.ts), a crypto transfer on Base (crypto-payment.service.ts) and the sweep
 * that finishes what they left (payment-sweeps.service.ts). This only puts them together.
 */
export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { fulfilSession, ...cardCheckout } = createCardCheckout(deps);
  const { tokenDecimals, ...cryptoPayment } = createCryptoPayment(deps);
  const { lapseUnpaidCryptoPurchases } = cryptoPayment;
  return {
    ...cardCheckout,
    ...cryptoPayment,
    ...createPaymentSweeps(deps, { fulfilSession, tokenDecimals, lapseUnpaidCryptoPurchases }),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
