import { holdClientOf } from "../bookings/hold-client";
import { ErrorBodySchema } from "@ivdrips/contract/errors";
import { PackageIdParamsSchema } from "@ivdrips/contract/drip-packages";
import { GiftCardPurchaseRequestSchema } from "@ivdrips/contract/gift-cards";
import {
  CheckoutRequestSchema,
  CheckoutSessionResponseSchema,
  CheckoutWithBookingRequestSchema,
  CompletePaymentRequestSchema,
  CompletePaymentResponseSchema,
  CryptoPaymentRequestSchema,
  CryptoPaymentResponseSchema,
  CryptoPurchasePaymentRequestSchema,
  CryptoPurchasePaymentResponseSchema,
  PackagePurchaseRequestSchema,
  PackagePurchaseResponseSchema,
  PaymentConfigSchema,
  type PackagePurchaseRequest,
  PurchaseCheckoutResponseSchema,
  SessionIdSchema,
  WebhookResponseSchema,
} from "@ivdrips/contract/payments";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error";
import { giftCardGuessLimit } from "../../plugins/rate-limit";
import { authOf, type AuthGuards } from "../../plugins/auth";
import type { Clock } from "../../lib/clock";
import { toBooking } from "../bookings/bookings.service";
import type { PaymentsService } from "./payments.service";
import { sandboxCheckoutPage, sandboxNotFoundPage } from "./sandbox-page";

const authErrors = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const security = [{ bearerAuth: [] }];
/** Calls that make us call the payment provider or the chain: generous for people, not for scripts. */
const PROVIDER_CALL_LIMIT = { max: 30, timeWindow: "1 minute" } as const;
const SessionParamsSchema = z.object({ sessionId: SessionIdSchema });
const checkoutResponses = {
  200: CheckoutSessionResponseSchema,
  400: ErrorBodySchema,
  ...authErrors,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  502: ErrorBodySchema,
};

/** A crypto claim's refusals: the chain unreachable (502) or crypto switched off (503) besides the checkout's. */
const cryptoPaymentResponses = { ...checkoutResponses, 503: ErrorBodySchema };

export const paymentsRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  guards: AuthGuards;
  clock: Clock;
}> = async (app, { payments, guards, clock }) => {
  app.get(
    "/payments/config",
    {
      schema: {
        tags: ["payments"],
        summary: "The payment methods on offer, and what the wallet needs to pay in USDT/USDC on Base",
        response: { 200: PaymentConfigSchema },
      },
    },
    () => payments.config(),
  );

  app.post(
    "/payments/create-checkout-session-with-booking",
    {
      preHandler: guards.customer,
      config: { rateLimit: PROVIDER_CALL_LIMIT },
      schema: {
        tags: ["payments"],
        summary: "Hold a window and open a hosted checkout (card, Apple Pay, Google Pay) for it",
        security,
        body: CheckoutWithBookingRequestSchema,
        response: checkoutResponses,
      },
    },
    (request) =>
      payments.checkoutWithBooking(
        authOf(request).sub,
        request.body,
        holdClientOf(request),
        originOf(request),
      ),
  );

  app.post(
    "/payments/create-checkout-session",
    {
      preHandler: guards.customer,
      config: { rateLimit: PROVIDER_CALL_LIMIT },
      schema: {
        tags: ["payments"],
        summary: "Open a hosted checkout for a booking the customer holds and has not paid",
        security,
        body: CheckoutRequestSchema,
        response: checkoutResponses,
      },
    },
    (request) => payments.checkoutForBooking(authOf(request).sub, request.body, originOf(request)),
  );

  const giftCardGuesses = giftCardGuessLimit(
    app,
    (request: FastifyRequest<{ Body: PackagePurchaseRequest | undefined }>) => request.body?.giftCardCode,
    PROVIDER_CALL_LIMIT,
  );
  app.post(
    "/packages/:id/purchase",
    {
      preHandler: [guards.customer, giftCardGuesses],
      schema: {
        tags: ["packages"],
        summary: "Buy a drip package: a hosted checkout (card, FPX, GrabPay), or in USDT/USDC on Base",
        description:
          "Opens a checkout for the package's price (`amount` is checked against it), less what a gift card " +
          '(`giftCardCode`) pays first; a card that pays it all opens none. `paymentMethod: "usdt"` opens none ' +
          "either: the rest is paid with POST /api/payments/crypto-payment-for-purchase within 30 minutes. " +
          "Once paid, its drips are credits a booking may use (GET /api/account/credits), for the package's " +
          "months from the payment.",
        security,
        params: PackageIdParamsSchema,
        body: PackagePurchaseRequestSchema,
        response: { ...checkoutResponses, 200: PackagePurchaseResponseSchema, 429: ErrorBodySchema },
      },
    },
    (request) =>
      payments.checkoutForPackage(authOf(request).sub, request.params.id, request.body, originOf(request)),
  );

  app.post(
    "/gift-cards",
    {
      preHandler: guards.customer,
      config: { rateLimit: PROVIDER_CALL_LIMIT },
      schema: {
        tags: ["gift-cards"],
        summary: "Buy a gift card for someone through the hosted checkout",
        description:
          "Once paid, the card is issued and its code emailed to the recipient on `sendOn` (a Kuala Lumpur day, " +
          "today when omitted). The code is shown nowhere else, and kept only as a hash.",
        security,
        body: GiftCardPurchaseRequestSchema,
        response: { ...checkoutResponses, 200: PurchaseCheckoutResponseSchema },
      },
    },
    (request) => payments.checkoutForGiftCard(authOf(request).sub, request.body, originOf(request)),
  );

  app.post(
    "/payments/complete-payment",
    {
      preHandler: guards.optionalCustomer,
      config: { rateLimit: PROVIDER_CALL_LIMIT },
      schema: {
        tags: ["payments"],
        summary: "Ask the provider about a checkout session and fulfil its booking if it is paid",
        description: "The booking id is returned only to the booking's own customer.",
        body: CompletePaymentRequestSchema,
        response: {
          200: CompletePaymentResponseSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          502: ErrorBodySchema,
        },
      },
    },
    (request) => payments.completePayment(request.body.sessionId, request.auth?.sub),
  );

  await app.register(cryptoPaymentRoutes, { payments, guards, clock });
  await app.register(webhookRoute, { payments });
  await app.register(sandboxRoutes, { payments });
};

/** Paying in USDT or USDC on Base: a held booking, or a pending purchase (issue 39). */
const cryptoPaymentRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  guards: AuthGuards;
  clock: Clock;
}> = async (app, { payments, guards, clock }) => {
  app.post(
    "/payments/crypto-payment-with-booking",
    {
      preHandler: guards.customer,
      config: { rateLimit: PROVIDER_CALL_LIMIT },
      schema: {
        tags: ["payments"],
        summary:
          "Pay a held booking with USDT or USDC on Base: the claim signed by the paying wallet, verified on chain",
        security,
        body: CryptoPaymentRequestSchema,
        response: { ...cryptoPaymentResponses, 200: CryptoPaymentResponseSchema },
      },
    },
    async (request) => {
      const paid = await payments.payWithCrypto(authOf(request).sub, request.body);
      return { ...paid, booking: toBooking(paid.booking, { actor: "customer", now: clock() }) };
    },
  );

  app.post(
    "/payments/crypto-payment-for-purchase",
    {
      preHandler: guards.customer,
      config: { rateLimit: PROVIDER_CALL_LIMIT },
      schema: {
        tags: ["payments"],
        summary:
          "Pay a pending purchase (a drip package) with USDT or USDC on Base: the claim signed by the paying wallet",
        description:
          'The purchase is the caller\'s own, opened with `paymentMethod: "usdt"`; the wallet signs ' +
          "`cryptoPurchasePaymentMessage` (the purchase, chain, receiver and hash). The transfer must be made " +
          "after the purchase, for at least what is left to pay; one transaction pays once.",
        security,
        body: CryptoPurchasePaymentRequestSchema,
        response: { ...cryptoPaymentResponses, 200: CryptoPurchasePaymentResponseSchema },
      },
    },
    (request) => payments.payPurchaseWithCrypto(authOf(request).sub, request.body),
  );
};

/** Stripe signs the exact bytes it sent: this route alone reads its body raw. */
const webhookRoute: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (app, { payments }) => {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(
    "application/json",
    { parseAs: "buffer", bodyLimit: 512 * 1024 },
    (_r, body, done) => done(null, body),
  );
  app.post(
    "/payments/webhook",
    {
      bodyLimit: 512 * 1024,
      schema: {
        tags: ["payments"],
        summary: "Stripe's webhook: checkout sessions completed, paid later, failed or expired",
        response: { 200: WebhookResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError("BAD_REQUEST", "webhookBodyMissing");
      const signature = request.headers["stripe-signature"];
      await payments.handleWebhook(request.body, typeof signature === "string" ? signature : undefined);
      return { received: true as const };
    },
  );
};

/**
 * The origin a request says it comes from: its Origin header (browsers send it with every POST), else the
 * address it was sent to. A claim only: the payments service uses it only when it is one of the site's.
 */
function originOf(request: FastifyRequest): string {
  return request.headers.origin ?? `${request.protocol}://${request.host}`;
}

/** The sandbox page's forms: a card's Pay, the test bank's three answers, and its answer to a pending payment. */
const SandboxPayFormSchema = z.preprocess(
  // An empty form is the card's Pay, as the first version's page posted it (scripts and tests still do).
  (form) => ({ method: "card", outcome: "succeed", ...(typeof form === "object" ? form : {}) }),
  z.discriminatedUnion("method", [
    z.object({ method: z.literal("card"), outcome: z.literal("succeed") }),
    z.object({ method: z.enum(["fpx", "grabpay"]), outcome: z.enum(["succeed", "fail", "pending"]) }),
  ]),
);
const SandboxSettleFormSchema = z.object({ outcome: z.enum(["succeed", "fail"]) });
const DeclinedQuerySchema = z.object({ declined: z.enum(["fpx", "grabpay"]).optional() });

/** The sandbox's hosted checkout: an HTML page and its buttons (plain form posts, no script). */
const sandboxRoutes = async (app: FastifyInstance, { payments }: { payments: PaymentsService }) => {
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_r, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const sessionOf = (params: unknown) => SessionParamsSchema.safeParse(params).data?.sessionId;
  const html = (status: number, body: string) => ({ status, body });

  app.get("/payments/sandbox/:sessionId", { schema: { hide: true } }, async (request, reply) => {
    const sessionId = sessionOf(request.params);
    const found = sessionId ? await payments.sandboxSession(sessionId) : undefined;
    const declined = found?.payable ? DeclinedQuerySchema.safeParse(request.query).data?.declined : undefined;
    const { status, body } =
      sessionId && found
        ? html(200, sandboxCheckoutPage(sessionId, found.item, { ...found, declined }))
        : html(404, sandboxNotFoundPage());
    return reply.code(status).header("cache-control", "no-store").type("text/html; charset=utf-8").send(body);
  });

  /** Runs a button's action and redirects where it says; a session that ended goes back to its page. */
  const pressed =
    (act: (sessionId: string, from: string | undefined, form: unknown) => Promise<string>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const sessionId = sessionOf(request.params);
      if (!sessionId) throw new AppError("NOT_FOUND", "paymentSessionNotFound");
      try {
        return await reply.redirect(await act(sessionId, originOf(request), request.body ?? {}), 303);
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== "SESSION_CLOSED") throw error;
        // Back to the page, which now says why it cannot be paid.
        return reply.redirect(`/api/payments/sandbox/${encodeURIComponent(sessionId)}`, 303);
      }
    };
  const formOf = <T>(schema: z.ZodType<T>, form: unknown): T => {
    const parsed = schema.safeParse(form);
    if (!parsed.success) throw new AppError("BAD_REQUEST", "sandboxChoiceInvalid");
    return parsed.data;
  };

  const hidden = { schema: { hide: true } };
  app.post(
    "/payments/sandbox/:sessionId/pay",
    hidden,
    pressed((sessionId, from, form) =>
      payments.sandboxPay(sessionId, from, formOf(SandboxPayFormSchema, form)),
    ),
  );
  app.post(
    "/payments/sandbox/:sessionId/settle",
    hidden,
    pressed((sessionId, from, form) =>
      payments.sandboxSettle(sessionId, from, formOf(SandboxSettleFormSchema, form).outcome === "succeed"),
    ),
  );
  app.post(
    "/payments/sandbox/:sessionId/cancel",
    hidden,
    pressed((sessionId, from) => payments.sandboxCancel(sessionId, from)),
  );
};
