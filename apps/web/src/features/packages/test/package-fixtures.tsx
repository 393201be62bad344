import type { DripPackage } from "@ivdrips/contract/drip-packages";
import { useLocation } from "../../../lib/router";

/** The signed-in customer the packages' tests buy as. */
export const BUYER = {
  id: "user-1",
  email: "aisha@example.com",
  fullName: "Aisha Rahman",
  phone: "+60123456789",
  createdAt: "2026-01-01T00:00:00.000Z",
};

/** A package on sale, its price to the sen. */
export const FOUR_NMN: DripPackage = {
  id: "6f1c1d7e-0d0a-4e55-9a59-2b1f3c4d5e01",
  name: "4 × NMN 150",
  credits: 4,
  price: 5200.5,
  validMonths: 6,
  services: [{ id: "nmn-150", name: "NMN 150" }],
};

/** GET /payments/config in the sandbox: every method, USDT/USDC only when `usdt`. */
export const paymentConfig = (usdt: boolean) => ({
  body: {
    checkoutProvider: "sandbox",
    methods: { card: true, applepay: true, googlepay: true, fpx: true, grabpay: true, usdt },
  },
});

/** Where the app is, as a paragraph the test reads: a navigation's end. */
export function Here() {
  const { pathname, search } = useLocation();
  return <p data-testid="here">{`${pathname}${search}`}</p>;
}
