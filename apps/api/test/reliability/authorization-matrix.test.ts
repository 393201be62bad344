import {
  BASE_CHAIN_ID,
  BASE_TOKEN_ADDRESSES,
  cryptoPaymentMessage,
  cryptoPurchasePaymentMessage,
} from "@ivdrips/contract/payments";
import type { Booking } from "@ivdrips/contract/bookings";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { senToRm } from "@ivdrips/contract/money";
import { TIME_SLOTS } from "@ivdrips/contract/time-windows";
import { DEFAULT_MESSAGE_CHANNELS } from "@ivdrips/contract/phone-messages";
import type { AppSettings } from "../../src/config";
import { bookings, outboxMessages, purchases, services, supportMessages } from "../../src/db/schema";
import { outboxCredentialSealer } from "../../src/modules/notifications/outbox-dispatcher";
import { insertOutboxMessage } from "../../src/modules/phone-messages/phone-messages.repository";
import { INVITE_GATE_EXEMPT } from "../../src/plugins/invite-gate";
import { openEmailInbox, type EmailInbox } from "../email-inbox";
import { insertClinic } from "../../src/modules/clinics/clinics.repository";
import { insertInvite } from "../../src/modules/invites/invites.repository";
import { insertSavedPlace, insertServiceAreas } from "../../src/modules/places/places.repository";
import { createTokenService } from "../../src/lib/tokens";
import { createStaffService } from "../../src/modules/admin/staff.service";
import type { CryptoSettings } from "../../src/modules/payments/payments.service";
import { addStaff } from "../staff-fixtures";
import { insertDripPackage } from "../../src/modules/packages/packages.repository";
import { giftCardCodeKey } from "../../src/modules/gift-cards/gift-card-codes";
import { inTransaction } from "../../src/db/transactions";
import { systemClock } from "../../src/lib/clock";
import { createGiftCardsService } from "../../src/modules/gift-cards/gift-cards.service";
import { addClinic, bookingRequest, holdWindow, paidBooking, unreportedVisitEnds } from "../booking-fixtures";
import { HEALTHY_ANSWERS, screenCustomer } from "../clinical-fixtures";
import { HEALTH_DATA_CONSENT_VERSION, MESSAGES_OPT_IN_VERSION } from "@ivdrips/contract/consent-texts";
import {
  createTestApp,
  freshClientAddress,
  injectAs,
  injectWithoutInviteCookie,
  manualClock,
  registerCustomer,
  TEST_JWT_SECRET,
  uniqueEmail,
  VALID_PASSWORD,
  type TestApp,
} from "../test-app";
import { collectRoutes, guardKindOf, type AppRoute, type GuardKind } from "./app-routes";
import { expiredToken, genuineToken, signedWithOtherSecret, unsignedCopy } from "./forged-tokens";

/**
 * Issue 9: the authorisation matrix. Every route the app registers × every kind of caller → the status the
 * API's design gives a request that is otherwise valid, so that the status reflects authorisation alone.
 *
 * Callers: anonymous (no Authorization header; still with the invite cookie, the gate is tested elsewhere),
 * customers A and B, clinics A and B, staff member A and a disabled staff member (fresh genuine tokens minted
 * for each request), and four bad tokens made for A of the kind the route wants (clinic A on clinic routes,
 * staff A on /api/admin, customer A elsewhere): expired, revoked (signed out through the API), unsigned (alg
 * "none", same claims) and signed with another secret (same claims).
 * The resource in each row belongs to customer A / clinic A. Another tenant's resource is 404 by design
 * (bookings.service.ts: "not found" whether it is missing or someone else's, so ids are not confirmed).
 */

const CALLERS = [
  "anonymous",
  "customerA",
  "customerB",
  "clinicA",
  "clinicB",
  "staffA",
  "staffDisabled",
  "expired",
  "revoked",
  "algNone",
  "wrongSecret",
] as const;
type Caller = (typeof CALLERS)[number];

interface MatrixRow {
  route: string;
  auth: GuardKind;
  expected: Record<Caller, number>;
}
const row = (route: string, auth: GuardKind, ...statuses: number[]): MatrixRow => {
  if (statuses.length !== CALLERS.length) throw new Error(`${route}: ${statuses.length} statuses`);
  return {
    route,
    auth,
    expected: Object.fromEntries(CALLERS.map((caller, i) => [caller, statuses[i]])) as Record<Caller, number>,
  };
};

/**
 * The table. Each GET row also stands for the HEAD route Fastify adds beside it (sent too, same status).
 * Where a column is "allowed", the status is the one a valid request gets: 200/201 reads and writes, 303 the
 * sandbox page's form posts, 302 the docs' old index address (redirects). State-changing rows get a fresh
 * resource for every cell (see REQUESTS), so that each cell's answer is the same whatever ran before it.
 */
// prettier-ignore
const MATRIX: MatrixRow[] = [
  //   route                                                       auth                anon cusA cusB clnA clnB stfA stfD expd revk none wrng
  // The API docs: public by design (behind the invite gate only).
  row("GET /api/docs",                                             "public",            200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  row("HEAD /api/docs/",                                           "public",            200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  // Swagger UI answers its index page's static address with a redirect to the docs page itself.
  row("GET /api/docs/static/index.html",                           "public",            302, 302, 302, 302, 302, 302, 302, 302, 302, 302, 302),
  row("GET /api/docs/static/swagger-initializer.js",               "public",            200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  row("GET /api/docs/static/*",                                    "public",            200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  row("GET /api/docs/json",                                        "public",            200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  row("GET /api/docs/yaml",                                        "public",            200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  // Probes, configuration, catalogue and providers: public; a token, good or bad, changes nothing.
  row("GET /api/health",                                           "public",            200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  row("GET /api/ready",                                            "public",            200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  row("GET /api/config",                                           "public",            200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  row("GET /api/visit-fees",                                       "public",            200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  row("GET /api/packages",                                         "public",            200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  row("GET /api/gift-cards/:code/balance",                         "public",            200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  row("GET /api/services",                                         "public",            200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  row("GET /api/services/:id",                                     "public",            200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  row("GET /api/services/:id/consent",                             "public",            200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  row("GET /api/services/:id/reviews",                             "public",            200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  row("GET /api/providers",                                        "public",            200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  row("GET /api/providers/:id",                                    "public",            200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  row("GET /api/providers/:id/availability",                       "public",            200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  // Where the nurses go (issue 37): a postcode's service area, public like the catalogue.
  row("GET /api/service-areas/:postcode",                          "public",            200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  row("GET /api/availability",                                     "public",            200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  row("GET /api/payments/config",                                  "public",            200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  // Sign-up and sign-in (an unknown invite code is a 200 {valid:false}).
  row("POST /api/invite-codes/verify",                             "public",            200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  // How to ask for a code: answered before any pass (decision 041), whoever asks.
  row("GET /api/invite-codes/contact",                             "public",            200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  row("POST /api/auth/register",                                   "public",            201, 201, 201, 201, 201, 201, 201, 201, 201, 201, 201),
  row("POST /api/auth/login",                                      "public",            200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  row("POST /api/clinics/login",                                   "public",            200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  // A forgotten password: asking is public and always 202; the emailed token is the authorisation to reset.
  row("POST /api/auth/password-reset/request",                     "public",            202, 202, 202, 202, 202, 202, 202, 202, 202, 202, 202),
  row("POST /api/auth/password-reset/confirm",                     "public",            200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  // The customer's own account: a clinic token is the wrong kind (403); a bad token is 401.
  row("POST /api/auth/logout",                                     "customer",          401, 200, 200, 403, 403, 403, 403, 401, 401, 401, 401),
  // Signing out everywhere and changing the password end sessions: customers A and B use fresh accounts here.
  row("POST /api/auth/logout-all",                                 "customer",          401, 200, 200, 403, 403, 403, 403, 401, 401, 401, 401),
  row("PUT /api/auth/password",                                    "customer",          401, 200, 200, 403, 403, 403, 403, 401, 401, 401, 401),
  row("GET /api/users/profile",                                    "customer",          401, 200, 200, 403, 403, 403, 403, 401, 401, 401, 401),
  row("PUT /api/users/profile",                                    "customer",          401, 200, 200, 403, 403, 403, 403, 401, 401, 401, 401),
  row("GET /api/users/preferences",                                "customer",          401, 200, 200, 403, 403, 403, 403, 401, 401, 401, 401),
  row("PUT /api/users/preferences",                                "customer",          401, 200, 200, 403, 403, 403, 403, 401, 401, 401, 401),
  // Customers A and B each delete their own (fresh, throwaway) account here: the route names no other account.
  row("DELETE /api/users/profile",                                 "customer",          401, 200, 200, 403, 403, 403, 403, 401, 401, 401, 401),
  // The customer's own health screening and consents (issue 36); withdrawing is tried on throwaway accounts.
  row("GET /api/account/export",                                   "customer",          401, 200, 200, 403, 403, 403, 403, 401, 401, 401, 401),
  row("GET /api/account/health-consent",                           "customer",          401, 200, 200, 403, 403, 403, 403, 401, 401, 401, 401),
  row("POST /api/account/health-consent",                          "customer",          401, 200, 200, 403, 403, 403, 403, 401, 401, 401, 401),
  row("DELETE /api/account/health-consent",                        "customer",          401, 200, 200, 403, 403, 403, 403, 401, 401, 401, 401),
  row("GET /api/account/health-profile",                           "customer",          401, 200, 200, 403, 403, 403, 403, 401, 401, 401, 401),
  row("PUT /api/account/health-profile",                           "customer",          401, 200, 200, 403, 403, 403, 403, 401, 401, 401, 401),
  // Saved places: each customer's own; customer B deleting customer A's place gets 404.
  row("GET /api/account/places",                                   "customer",          401, 200, 200, 403, 403, 403, 403, 401, 401, 401, 401),
  row("GET /api/account/credits",                                  "customer",          401, 200, 200, 403, 403, 403, 403, 401, 401, 401, 401),
  // Any customer may buy a package on sale.
  row("POST /api/packages/:id/purchase",                           "customer",          401, 200, 200, 403, 403, 403, 403, 401, 401, 401, 401),
  row("POST /api/gift-cards",                                      "customer",          401, 200, 200, 403, 403, 403, 403, 401, 401, 401, 401),
  // A gift card customer A bought: its buyer's only; B gets 404 (another's purchase is not confirmed to exist).
  row("GET /api/gift-cards/purchases/:purchaseId",                 "customer",          401, 200, 404, 403, 403, 403, 403, 401, 401, 401, 401),
  row("POST /api/account/places",                                  "customer",          401, 201, 201, 403, 403, 403, 403, 401, 401, 401, 401),
  row("DELETE /api/account/places/:id",                            "customer",          401, 200, 404, 403, 403, 403, 403, 401, 401, 401, 401),
  // Messages to phones (issue 38): the customer's own number and channels; each confirms a code sent to them.
  row("GET /api/account/messages",                                 "customer",          401, 200, 200, 403, 403, 403, 403, 401, 401, 401, 401),
  row("PUT /api/account/messages",                                 "customer",          401, 200, 200, 403, 403, 403, 403, 401, 401, 401, 401),
  row("POST /api/account/phone/verify",                            "customer",          401, 200, 200, 403, 403, 403, 403, 401, 401, 401, 401),
  row("POST /api/account/phone/confirm",                           "customer",          401, 200, 200, 403, 403, 403, 403, 401, 401, 401, 401),
  row("DELETE /api/account/phone",                                 "customer",          401, 200, 200, 403, 403, 403, 403, 401, 401, 401, 401),
  // Bookings: customer A's booking; B gets 404 (not "forbidden": another's booking is not confirmed to exist).
  row("POST /api/bookings",                                        "customer",          401, 201, 201, 403, 403, 403, 403, 401, 401, 401, 401),
  row("GET /api/bookings",                                         "customer",          401, 200, 200, 403, 403, 403, 403, 401, 401, 401, 401),
  // Live events of the caller's own bookings (Server-Sent Events): only the stream's opening is read.
  row("GET /api/bookings/events",                                  "customer",          401, 200, 200, 403, 403, 403, 403, 401, 401, 401, 401),
  row("GET /api/bookings/session/:sessionId",                      "customer",          401, 200, 404, 403, 403, 403, 403, 401, 401, 401, 401),
  row("GET /api/bookings/:id",                                     "customer",          401, 200, 404, 403, 403, 403, 403, 401, 401, 401, 401),
  row("PUT /api/bookings/:id/cancel",                              "customer",          401, 200, 404, 403, 403, 403, 403, 401, 401, 401, 401),
  row("PUT /api/bookings/:id/release",                             "customer",          401, 200, 404, 403, 403, 403, 403, 401, 401, 401, 401),
  row("POST /api/bookings/:id/clinician-late",                     "customer",          401, 200, 404, 403, 403, 403, 403, 401, 401, 401, 401),
  row("PUT /api/bookings/:id/reschedule",                          "customer",          401, 200, 404, 403, 403, 403, 403, 401, 401, 401, 401),
  row("PUT /api/bookings/:id/place",                               "customer",          401, 200, 404, 403, 403, 403, 403, 401, 401, 401, 401),
  row("POST /api/bookings/:id/review",                             "customer",          401, 201, 404, 403, 403, 403, 403, 401, 401, 401, 401),
  row("GET /api/bookings/:id/receipt",                             "customer",          401, 200, 404, 403, 403, 403, 403, 401, 401, 401, 401),
  row("GET /api/bookings/:id/certificate",                         "customer",          401, 200, 404, 403, 403, 403, 403, 401, 401, 401, 401),
  // The clinic portal: a customer token is the wrong kind (403); clinic B gets 404 for clinic A's booking.
  row("POST /api/clinics/logout",                                  "clinic",            401, 403, 403, 200, 200, 403, 403, 401, 401, 401, 401),
  // Clinics A and B each sign a fresh clinic out everywhere, so that their own tokens keep working.
  row("POST /api/clinics/logout-all",                              "clinic",            401, 403, 403, 200, 200, 403, 403, 401, 401, 401, 401),
  row("GET /api/clinics/profile",                                  "clinic",            401, 403, 403, 200, 200, 403, 403, 401, 401, 401, 401),
  // The clinic's clinicians: its own only (clinic B is refused clinic A's clinician as not found).
  row("GET /api/clinics/clinicians",                               "clinic",            401, 403, 403, 200, 200, 403, 403, 401, 401, 401, 401),
  row("POST /api/clinics/clinicians",                              "clinic",            401, 403, 403, 201, 201, 403, 403, 401, 401, 401, 401),
  row("PUT /api/clinics/clinicians/:id",                           "clinic",            401, 403, 403, 200, 404, 403, 403, 401, 401, 401, 401),
  row("GET /api/clinics/bookings",                                 "clinic",            401, 403, 403, 200, 200, 403, 403, 401, 401, 401, 401),
  row("GET /api/clinics/events",                                   "clinic",            401, 403, 403, 200, 200, 403, 403, 401, 401, 401, 401),
  row("GET /api/clinics/bookings/:id/clearance",                   "clinic",            401, 403, 403, 200, 404, 403, 403, 401, 401, 401, 401),
  row("PUT /api/clinics/bookings/:id/status",                      "clinic",            401, 403, 403, 200, 404, 403, 403, 401, 401, 401, 401),
  // The visit day (issue 37): clinic A's approved visit; clinic B is refused it as not found.
  row("PUT /api/clinics/bookings/:id/clinician",                   "clinic",            401, 403, 403, 200, 404, 403, 403, 401, 401, 401, 401),
  row("POST /api/clinics/bookings/:id/progress",                   "clinic",            401, 403, 403, 200, 404, 403, 403, 401, 401, 401, 401),
  row("POST /api/clinics/bookings/:id/outcome",                    "clinic",            401, 403, 403, 200, 404, 403, 403, 401, 401, 401, 401),
  // The clinic's calendar: its own providers only (B is refused A's provider, A's closure, as not found).
  row("GET /api/clinics/schedule",                                 "clinic",            401, 403, 403, 200, 200, 403, 403, 401, 401, 401, 401),
  row("PUT /api/clinics/schedule",                                 "clinic",            401, 403, 403, 200, 404, 403, 403, 401, 401, 401, 401),
  row("GET /api/clinics/closures",                                 "clinic",            401, 403, 403, 200, 200, 403, 403, 401, 401, 401, 401),
  row("POST /api/clinics/closures/preview",                        "clinic",            401, 403, 403, 200, 404, 403, 403, 401, 401, 401, 401),
  row("POST /api/clinics/closures",                                "clinic",            401, 403, 403, 201, 404, 403, 403, 401, 401, 401, 401),
  row("DELETE /api/clinics/closures/:id",                          "clinic",            401, 403, 403, 200, 404, 403, 403, 401, 401, 401, 401),
  row("GET /api/clinics/calendar",                                 "clinic",            401, 403, 403, 200, 200, 403, 403, 401, 401, 401, 401),
  // Payments. Checkout pays for a new or held booking; crypto (a stub chain that confirms every transfer,
  // the claim signed by the paying key) pays customer A's hold, which B cannot claim.
  row("POST /api/payments/create-checkout-session-with-booking",   "customer",          401, 200, 200, 403, 403, 403, 403, 401, 401, 401, 401),
  row("POST /api/payments/create-checkout-session",                "customer",          401, 200, 404, 403, 403, 403, 403, 401, 401, 401, 401),
  row("POST /api/payments/crypto-payment-with-booking",            "customer",          401, 200, 404, 403, 403, 403, 403, 401, 401, 401, 401),
  // A package customer A opened to pay in crypto: B cannot claim it.
  row("POST /api/payments/crypto-payment-for-purchase",            "customer",          401, 200, 404, 403, 403, 403, 403, 401, 401, 401, 401),
  // Anyone returning from checkout may ask a session's status; only the booking's own customer gets its id
  // (checked below). A bad token counts as none.
  row("POST /api/payments/complete-payment",                       "optionalCustomer",  200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  // Stripe's webhook: authorised by its signature, not a token; Stripe is not configured here, so 404 for all.
  row("POST /api/payments/webhook",                                "public",            404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404),
  // WhatsApp's webhook (configured here): its verify token and its signature are the only keys, and outside the
  // invite gate (below). A handshake with another token is 403, an event not signed with the app secret 401,
  // whatever sign-in token comes with them.
  row("GET /api/webhooks/whatsapp",                                "public",            403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403),
  row("POST /api/webhooks/whatsapp",                               "public",            401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 401),
  // The sandbox's hosted checkout: the unguessable session id is the capability, as on Stripe's own page.
  row("GET /api/payments/sandbox/:sessionId",                      "public",            200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  row("POST /api/payments/sandbox/:sessionId/pay",                 "public",            303, 303, 303, 303, 303, 303, 303, 303, 303, 303, 303),
  row("POST /api/payments/sandbox/:sessionId/settle",              "public",            303, 303, 303, 303, 303, 303, 303, 303, 303, 303, 303),
  row("POST /api/payments/sandbox/:sessionId/cancel",              "public",            303, 303, 303, 303, 303, 303, 303, 303, 303, 303, 303),
  // Public forms (rate-limited per client; each cell comes from its own address).
  row("POST /api/partners/applications",                           "public",            201, 201, 201, 201, 201, 201, 201, 201, 201, 201, 201),
  row("POST /api/support/messages",                                "public",            201, 201, 201, 201, 201, 201, 201, 201, 201, 201, 201),
  row("POST /api/contact/messages",                                "public",            201, 201, 201, 201, 201, 201, 201, 201, 201, 201, 201),
  row("POST /api/waitlist",                                        "public",            200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  // The operations console: staff only; a disabled account's token is refused like a bad one.
  row("POST /api/admin/login",                                     "public",            200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  row("POST /api/admin/logout",                                    "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  row("POST /api/admin/logout-all",                                "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  row("PUT /api/admin/password",                                   "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  // Live events of every booking, for the console (Server-Sent Events): only the stream's opening is read.
  row("GET /api/admin/events",                                     "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  row("GET /api/admin/me",                                         "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  row("GET /api/admin/audit",                                      "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  row("GET /api/admin/staff",                                      "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  row("GET /api/admin/bookings",                                   "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  row("GET /api/admin/bookings/:id",                               "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  // A booking's clinical record, by a stated reason written to the audit log.
  row("GET /api/admin/bookings/:id/clearance",                     "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  row("PUT /api/admin/bookings/:id/cancel",                        "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  row("PUT /api/admin/bookings/:id/move",                          "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  row("POST /api/admin/bookings/:id/resend-email",                 "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  row("PUT /api/admin/bookings/:id/resolve-payment",               "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  // A booking's messages to phones (issue 38), and sending a failed one again.
  row("GET /api/admin/bookings/:id/messages",                      "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  row("POST /api/admin/bookings/:id/messages/:messageId/resend",   "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  row("GET /api/admin/dashboard",                                  "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  row("GET /api/admin/clinics",                                    "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  row("POST /api/admin/clinics",                                   "staff",             401, 403, 403, 403, 403, 201, 401, 401, 401, 401, 401),
  row("PUT /api/admin/clinics/:id",                                "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  row("POST /api/admin/clinics/:id/password",                      "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  row("PUT /api/admin/providers/:id",                              "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  row("GET /api/admin/services",                                   "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  row("PUT /api/admin/services/:id",                               "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  row("PUT /api/admin/services/:id/translations/:language",        "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  row("GET /api/admin/invites",                                    "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  row("POST /api/admin/invites",                                   "staff",             401, 403, 403, 403, 403, 201, 401, 401, 401, 401, 401),
  row("PUT /api/admin/invites/:id/revoke",                         "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  row("GET /api/admin/service-areas",                              "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  row("POST /api/admin/service-areas",                             "staff",             401, 403, 403, 403, 403, 201, 401, 401, 401, 401, 401),
  row("PATCH /api/admin/service-areas/:id",                        "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  row("DELETE /api/admin/service-areas/:id",                       "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  row("GET /api/admin/inbox",                                      "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  row("PUT /api/admin/inbox/:kind/:id",                            "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  row("GET /api/admin/waitlist",                                   "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  row("GET /api/admin/waitlist.csv",                               "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  row("GET /api/admin/visit-fees",                                 "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  row("PUT /api/admin/visit-fees/:city",                           "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  row("GET /api/admin/packages",                                   "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  row("POST /api/admin/packages",                                  "staff",             401, 403, 403, 403, 403, 201, 401, 401, 401, 401, 401),
  row("PATCH /api/admin/packages/:id",                             "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  row("GET /api/admin/gift-cards",                                 "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  row("GET /api/admin/gift-cards/:id",                             "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  row("POST /api/admin/gift-cards/:id/void",                       "staff",             401, 403, 403, 403, 403, 200, 401, 401, 401, 401, 401),
  // Browser tests only (registered when NODE_ENV=test and TEST_CLOCK_CONTROL=true; config refuses them elsewhere).
  row("PUT /api/test/clock",                                       "public",            200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  row("POST /api/test/gift-cards",                                 "public",            201, 201, 201, 201, 201, 201, 201, 201, 201, 201, 201),
  // Prometheus' scrape address: no sign-in guard, its own bearer token (METRICS_TOKEN), which no sign-in token is.
  row("GET /metrics",                                              "public",            401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 401),
];

const NOW = "2026-06-01T09:00:00+08:00";
const clock = Object.assign(manualClock(NOW), { setOffset: () => undefined });

/** A chain that confirms every transfer it is asked about, so a crypto payment is "otherwise valid". */
const crypto: CryptoSettings = {
  receiverAddress: `0x${"11".repeat(20)}`,
  tokens: BASE_TOKEN_ADDRESSES,
  myrToUsd: "0.2368",
  minConfirmations: 1,
  finalityDepth: 64,
  walletConnectProjectId: null,
  verifier: {
    decimals: () => Promise.resolve(6),
    verifyTransfer: (check) =>
      Promise.resolve({
        ok: true,
        amount: check.minAmount,
        blockNumber: 1n,
        blockHash: `0x${"22".repeat(32)}`,
        blockTime: clock(),
        logIndex: 0,
        confirmations: 5n,
      }),
    finality: () => Promise.resolve("final"),
  },
};

/**
 * WhatsApp set up as in production, so that the webhook's refusals are its token's and signature's. No
 * dispatcher runs in a test: nothing is sent to the (unreachable) API base.
 */
const WHATSAPP_CONFIGURED: AppSettings["phoneMessages"] = {
  whatsapp: {
    apiBase: "http://127.0.0.1:9",
    phoneNumberId: "109876543210987",
    accessToken: "matrix-whatsapp-access-token",
    appSecret: "matrix-whatsapp-app-secret",
  },
  whatsappVerifyToken: "matrix-whatsapp-verify-token",
  sms: undefined,
};

let t: TestApp;
let routes: AppRoute[] = [];

interface Customer {
  id: string;
  email: string;
}
interface Clinic {
  clinicId: string;
  providerId: string;
  username: string;
}
const f = {
  customerA: { id: "", email: "" } as Customer,
  customerB: { id: "", email: "" } as Customer,
  clinicA: { clinicId: "", providerId: "", username: "matrix-clinic-a" } as Clinic,
  clinicB: { clinicId: "", providerId: "", username: "matrix-clinic-b" } as Clinic,
  /** Customer A's booking at clinic A, paid through the sandbox checkout (so it has a session). */
  paidA: { bookingId: "", sessionId: "" },
  /** Customer B's paid booking at clinic B. */
  paidB: "",
  /** Customer A's completed visits at clinic A: one for the certificate row, one per cell of the review row. */
  completedA: [] as Booking[],
  /** An open sandbox checkout of customer A, and its held booking. */
  openSessionA: "",
  openBookingA: "",
  revoked: { customer: "", clinic: "", staff: "" },
  staffA: { id: "", email: "" },
  staffDisabled: "",
  /** A nurse of clinic A, who clears its bookings. */
  clinicianA: "",
};

let dayCounter = 1;
/** A day of its own for each booking (within the 90-day horizon); clinic A's provider takes 100 per window. */
const freshDay = () => {
  dayCounter = (dayCounter % 85) + 2;
  return new Date(Date.UTC(2026, 5, 1 + dayCounter)).toISOString().slice(0, 10);
};

const as = (token?: string) => (options: InjectOptions) =>
  injectAs(t.app, token)({ remoteAddress: freshClientAddress(), ...options });
const customerToken = (who: Customer) => genuineToken(clock, who.id, "customer");
const clinicToken = (who: Clinic) => genuineToken(clock, who.clinicId, "clinic");
const staffToken = (id: string) => genuineToken(clock, id, "staff");
/** Closures go beyond the booking horizon, on a date of their own each, so no cell's booking meets one. */
let closureCounter = 0;
const closureDay = () => new Date(Date.UTC(2027, 0, 1 + closureCounter++)).toISOString().slice(0, 10);
const atClinicA = () => ({ providerId: f.clinicA.providerId, date: freshDay() });

/** Customer A's paid booking at clinic A, approved by its nurse, with `changes` written to its row. */
async function approvedAtClinicA(changes: Partial<typeof bookings.$inferInsert> = {}): Promise<Booking> {
  // In the afternoon: the places other rows' bookings take (in the morning) stay free.
  const paid = await paidBooking(t.app, await customerToken(f.customerA), {
    ...atClinicA(),
    timeSlot: "Afternoon 12PM - 4PM",
  });
  const approval = await as(await clinicToken(f.clinicA))({
    method: "PUT",
    url: `/api/clinics/bookings/${paid._id}/status`,
    payload: { status: "approved", clinicianId: f.clinicianA },
  });
  expect(approval.statusCode, approval.body).toBe(200);
  if (Object.keys(changes).length > 0) {
    await t.database.db.update(bookings).set(changes).where(eq(bookings.id, paid._id));
  }
  return paid;
}

/**
 * A customer may hold only a few unpaid bookings at once (TOO_MANY_HOLDS): before each cell, the holds earlier
 * cells left behind are released, as the 30-minute sweep would, except the open checkout the sandbox page shows.
 */
async function releaseLeftoverHolds() {
  for (const customer of [f.customerA, f.customerB]) {
    for (const { booking } of await t.app.bookings.listOwn(customer.id)) {
      if (booking.status === "pending" && booking.id !== f.openBookingA) {
        await t.app.bookings.releaseHold(booking.id, "abandoned");
      }
    }
  }
}

/** Opens a sandbox checkout for a new booking of customer A at clinic A. */
async function openCheckoutA(): Promise<{ sessionId: string; bookingId: string }> {
  const response = await as(await customerToken(f.customerA))({
    method: "POST",
    url: "/api/payments/create-checkout-session-with-booking",
    payload: { bookingData: bookingRequest(atClinicA()), amount: 600, currency: "MYR" },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

beforeAll(async () => {
  const collected = await collectRoutes(() =>
    createTestApp({
      clock,
      testClock: clock,
      crypto,
      metricsToken: "matrix-metrics-token-0123456789",
      phoneMessages: WHATSAPP_CONFIGURED,
    }),
  );
  t = collected.built;
  routes = collected.routes;
  const a = await registerCustomer(t.app, { fullName: "Aisha Rahman" });
  const b = await registerCustomer(t.app, { fullName: "Brenda Lim" });
  f.customerA = { id: a.user.id, email: a.user.email };
  f.customerB = { id: b.user.id, email: b.user.email };
  await screenCustomer(t.app, a.token);
  await screenCustomer(t.app, b.token);
  for (const clinic of [f.clinicA, f.clinicB]) {
    const added = await addClinic(t.app, t.database.db, { username: clinic.username, capacity: 100 });
    clinic.clinicId = added.clinicId;
    clinic.providerId = added.providerId;
  }
  const tokenA = await customerToken(f.customerA);
  const nurse = await as(await clinicToken(f.clinicA))({
    method: "POST",
    url: "/api/clinics/clinicians",
    payload: { name: "Nurse Aminah", role: "nurse", registrationBody: "LJM", registrationNumber: "LJM-100" },
  });
  expect(nurse.statusCode, nurse.body).toBe(201);
  f.clinicianA = nurse.json().id;

  // Completed visits first: completing moves the clock past their windows, which would release later holds.
  const approvedA: Booking[] = [];
  for (let i = 0; i < 1 + CALLERS.length; i += 1) {
    const booking = await paidBooking(t.app, tokenA, atClinicA());
    const approval = await as(await clinicToken(f.clinicA))({
      method: "PUT",
      url: `/api/clinics/bookings/${booking._id}/status`,
      payload: { status: "approved", clinicianId: f.clinicianA },
    });
    expect(approval.statusCode, approval.body).toBe(200);
    approvedA.push(booking);
  }
  const lastEnd = approvedA
    .map((booking) => booking.windowEndsAt)
    .sort()
    .at(-1);
  clock.set(lastEnd ? unreportedVisitEnds(lastEnd) : NOW);
  await t.app.bookings.sweep();
  clock.set(NOW);
  for (const booking of approvedA) {
    const read = await as(tokenA)({ method: "GET", url: `/api/bookings/${booking._id}` });
    expect(read.json()).toMatchObject({ status: "completed" });
    f.completedA.push(read.json());
  }

  const paid = await openCheckoutA();
  const pay = await as()({ method: "POST", url: `/api/payments/sandbox/${paid.sessionId}/pay` });
  expect(pay.statusCode, pay.body).toBe(303);
  f.paidA = paid;
  f.paidB = (
    await paidBooking(t.app, await customerToken(f.customerB), {
      providerId: f.clinicB.providerId,
      date: freshDay(),
    })
  )._id;
  const open = await openCheckoutA();
  f.openSessionA = open.sessionId;
  f.openBookingA = open.bookingId;

  // Revoked: genuine tokens signed out through the API.
  const revokedCustomer = await customerToken(f.customerA);
  expect((await as(revokedCustomer)({ method: "POST", url: "/api/auth/logout" })).statusCode).toBe(200);
  const revokedClinic = await clinicToken(f.clinicA);
  expect((await as(revokedClinic)({ method: "POST", url: "/api/clinics/logout" })).statusCode).toBe(200);
  const staffA = await addStaff(t.app, t.database.db, { name: "Matrix Staff A" });
  f.staffA = { id: staffA.id, email: staffA.email };
  const disabled = await addStaff(t.app, t.database.db, { name: "Matrix Staff Gone" });
  await createStaffService(t.database.db, createTokenService("x".repeat(40), clock), clock).disable(
    disabled.email,
  );
  f.staffDisabled = disabled.id;
  const revokedStaff = await staffToken(f.staffA.id);
  expect((await as(revokedStaff)({ method: "POST", url: "/api/admin/logout" })).statusCode).toBe(200);
  f.revoked = { customer: revokedCustomer, clinic: revokedClinic, staff: revokedStaff };
});
afterAll(async () => {
  await inbox?.close();
  await t.close();
});

/** The Authorization token a caller sends to a route of this kind (undefined: no header). */
async function tokenOf(caller: Caller, auth: GuardKind): Promise<string | undefined> {
  const kind = auth === "clinic" || auth === "staff" ? auth : "customer";
  const idOfA = { customer: f.customerA.id, clinic: f.clinicA.clinicId, staff: f.staffA.id }[kind];
  const genuineA = () => genuineToken(clock, idOfA, kind);
  switch (caller) {
    case "anonymous":
      return undefined;
    case "customerA":
      return customerToken(f.customerA);
    case "customerB":
      return customerToken(f.customerB);
    case "clinicA":
      return clinicToken(f.clinicA);
    case "clinicB":
      return clinicToken(f.clinicB);
    case "staffA":
      return staffToken(f.staffA.id);
    case "staffDisabled":
      return staffToken(f.staffDisabled);
    case "expired":
      return expiredToken(clock, idOfA, kind);
    case "revoked":
      return f.revoked[kind];
    case "algNone":
      return unsignedCopy(await genuineA());
    case "wrongSecret":
      return signedWithOtherSecret(await genuineA());
  }
}

interface CellRequest {
  url: string;
  payload?: unknown;
  /** Replaces the caller's token (a fresh account for the cell). */
  token?: string;
  /** More than the status: what the answer may say to this caller. */
  check?: (response: LightMyRequestResponse) => void;
  /** The answer is an event stream that stays open: only its status and headers are read (see `send`). */
  stream?: true;
}

/** A customer of their own for a cell whose request ends sessions (customers A and B keep theirs). */
const throwawayCustomer = async (caller: Caller) =>
  caller === "customerA" || caller === "customerB" ? { token: (await registerCustomer(t.app)).token } : {};

let throwawayClinics = 0;
const throwawayClinic = async (caller: Caller) => {
  if (caller !== "clinicA" && caller !== "clinicB") return {};
  throwawayClinics += 1;
  const username = `matrix-throwaway-${throwawayClinics}`;
  return { token: (await addClinic(t.app, t.database.db, { username })).token };
};

/** Staff member A's own sessions are the matrix's: ending them is tried on a fresh member's. */
const throwawayStaff = async (caller: Caller) =>
  caller === "staffA" ? { token: (await addStaff(t.app, t.database.db)).token } : {};

/** Where reset emails are delivered, as the server's outbox sends them (their bodies hold no token before). */
let inbox: EmailInbox | undefined;

/** The token a fresh customer was emailed after asking to reset their password. */
async function emailedResetToken(): Promise<string> {
  const { user } = await registerCustomer(t.app);
  const asked = await as()({
    method: "POST",
    url: "/api/auth/password-reset/request",
    payload: { email: user.email },
  });
  expect(asked.statusCode, asked.body).toBe(202);
  await t.app.passwordResetsSettled();
  inbox ??= await openEmailInbox({ db: t.database.db, clock });
  const email = (await inbox.deliverTo(user.email)).at(-1);
  const token = /reset-password\?token=([\w-]+)/.exec(email?.text ?? "")?.[1];
  if (!token) throw new Error(`no reset link was emailed to ${user.email}`);
  return token;
}

const contact = () => ({ email: uniqueEmail("matrix"), phone: "+60 12-345 6789" });

/** A mobile number of its own for each cell: one number may be sent only five codes an hour. */
let mobileCounter = 0;
const freshMobile = () => `+6012${String((mobileCounter += 1)).padStart(7, "0")}`;

/** Asks for a code to `phone` as the customer, and reads it as their phone would (opened from the outbox). */
async function sentCode(who: Customer, phone: string): Promise<string> {
  const asked = await as(await customerToken(who))({
    method: "POST",
    url: "/api/account/phone/verify",
    payload: { phone },
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const [message] = await t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.userId, who.id), eq(outboxMessages.toPhone, phone)));
  const code = message?.sealedCredential
    ? outboxCredentialSealer(TEST_JWT_SECRET).open(message.sealedCredential)
    : undefined;
  if (!code) throw new Error(`no code was queued for ${phone}`);
  return code;
}
let txCounter = 0;
/** The wallet that "sent" every stubbed transfer, and signs its claim. */
const cryptoPayer = privateKeyToAccount(generatePrivateKey());

/** Names the console's rows create (clinics, invite codes) are unique per cell. */
let matrixCounter = 0;

/** A visit place in Kuala Lumpur's service areas (Mid Valley). */
const MATRIX_PLACE = {
  kind: "condominium",
  line1: "1 Jalan Kerinchi",
  postcode: "59200",
  access: { guardhouseName: "Aisha Rahman" },
} as const;

/** A service area of its own for a cell that changes or deletes one. */
async function matrixArea(): Promise<string> {
  const [area] = await insertServiceAreas(t.database.db, [
    { city: "Matrix City", name: "Matrix area", postcodeFrom: "20000", postcodeTo: "20999", isActive: true },
  ]);
  if (!area) throw new Error("service area not created");
  return area.id;
}

const MATRIX_PACKAGE = {
  name: "Matrix 4 × NMN",
  serviceIds: ["nmn-150"],
  credits: 4,
  price: 2000,
  validMonths: 6,
};

/** A new gift card of RM 100 for each request, and its code (shown once, so kept here). */
async function matrixGiftCard(): Promise<{ id: string; code: string }> {
  const cards = createGiftCardsService({
    db: t.database.db,
    clock: systemClock,
    codeKey: giftCardCodeKey(TEST_JWT_SECRET),
  });
  const { card, code } = await inTransaction(t.database.db, (tx) =>
    cards.issue(tx, {
      amountSen: 10_000,
      buyerUserId: null,
      recipientName: "Matrix",
      recipientEmail: "matrix@example.com",
      message: null,
    }),
  );
  return { id: card.id, code };
}

/** Customer A's gift card purchase (read only, so made once), unpaid: its buyer reads it the same either way. */
let giftCardPurchaseA: Promise<string> | undefined;
function matrixGiftCardPurchaseA(): Promise<string> {
  giftCardPurchaseA ??= (async () => {
    const response = await as(await customerToken(f.customerA))({
      method: "POST",
      url: "/api/gift-cards",
      payload: {
        amount: 100,
        currency: "MYR",
        recipientName: "Matrix Friend",
        recipientEmail: "friend@example.com",
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ purchaseId: string }>().purchaseId;
  })();
  return giftCardPurchaseA;
}

/** A claim of a new transaction (the stub chain confirms it), signed by the paying key over `messageOf`'s text. */
async function signedCryptoClaim(
  messageOf: (claim: { chainId: number; receiverAddress: string; transactionHash: string }) => string,
) {
  txCounter += 1;
  const transactionHash = `0x${txCounter.toString(16).padStart(64, "0")}` as const;
  const message = messageOf({
    chainId: BASE_CHAIN_ID,
    receiverAddress: crypto.receiverAddress ?? "",
    transactionHash,
  });
  return {
    transactionHash,
    tokenType: "USDC",
    fromAddress: cryptoPayer.address,
    signature: await cryptoPayer.signMessage({ message }),
  };
}

async function matrixPackage(): Promise<string> {
  const row = await insertDripPackage(
    t.database.db,
    { name: "Matrix package", credits: 2, priceSen: 100_000, validMonths: 3 },
    ["nmn-150"],
  );
  return row.id;
}

/** An admitted caller gets the stream itself (a refused one the usual JSON error). */
const isEventStream = (response: LightMyRequestResponse) => {
  if (response.statusCode === 200) expect(response.headers["content-type"]).toMatch(/^text\/event-stream/);
};

/**
 * Sends a cell's request. An event stream's answer never ends by itself: it is taken as soon as its headers
 * are sent, and its body read only when it is an error (which ends); an open stream is dropped unread.
 */
async function send(token: string | undefined, options: InjectOptions, stream: boolean) {
  if (!stream) return as(token)(options);
  const response = await as(token)({ ...options, payloadAsStream: true });
  const body = response.stream();
  if (response.statusCode < 400 || options.method === "HEAD") {
    body.destroy();
    return response;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  const text = Buffer.concat(chunks).toString("utf8");
  return Object.assign(response, { body: text, payload: text, json: () => JSON.parse(text) as unknown });
}

/** An otherwise valid request for each route; fresh resources where the request changes state. */
const REQUESTS: Record<string, (caller: Caller) => Promise<CellRequest> | CellRequest> = {
  "GET /api/docs": () => ({ url: "/api/docs" }),
  "HEAD /api/docs/": () => ({ url: "/api/docs/" }),
  "GET /api/docs/static/index.html": () => ({ url: "/api/docs/static/index.html" }),
  "GET /api/docs/static/swagger-initializer.js": () => ({ url: "/api/docs/static/swagger-initializer.js" }),
  "GET /api/docs/static/*": () => ({ url: "/api/docs/static/swagger-ui.css" }),
  "GET /api/docs/json": () => ({ url: "/api/docs/json" }),
  "GET /api/docs/yaml": () => ({ url: "/api/docs/yaml" }),
  "GET /api/health": () => ({ url: "/api/health" }),
  "GET /api/ready": () => ({ url: "/api/ready" }),
  "GET /api/config": () => ({ url: "/api/config" }),
  "GET /api/visit-fees": () => ({ url: "/api/visit-fees?city=Kuala%20Lumpur" }),
  "GET /api/packages": () => ({ url: "/api/packages" }),
  "GET /api/gift-cards/:code/balance": async () => ({
    url: `/api/gift-cards/${(await matrixGiftCard()).code}/balance`,
  }),
  "GET /api/services": () => ({ url: "/api/services" }),
  "GET /api/services/:id": () => ({ url: "/api/services/nutriglow" }),
  "GET /api/services/:id/reviews": () => ({ url: "/api/services/nutriglow/reviews" }),
  "GET /api/services/:id/consent": () => ({ url: "/api/services/nutriglow/consent" }),
  "GET /api/providers": () => ({ url: "/api/providers?location=Kuala%20Lumpur" }),
  "GET /api/service-areas/:postcode": () => ({ url: "/api/service-areas/59200?city=Kuala%20Lumpur" }),
  "GET /api/providers/:id": () => ({ url: `/api/providers/${f.clinicA.providerId}` }),
  "GET /api/availability": () => ({
    url: `/api/availability?providers=${f.clinicA.providerId}&from=2026-06-10&days=7`,
  }),
  "GET /api/providers/:id/availability": () => ({
    url: `/api/providers/${f.clinicA.providerId}/availability?date=2026-06-10`,
  }),
  "GET /api/payments/config": () => ({ url: "/api/payments/config" }),
  "GET /api/invite-codes/contact": () => ({ url: "/api/invite-codes/contact?service=nutriglow" }),
  "POST /api/invite-codes/verify": () => ({
    url: "/api/invite-codes/verify",
    payload: { code: "NOT-A-CODE" },
  }),
  "POST /api/auth/register": () => ({
    url: "/api/auth/register",
    payload: { email: uniqueEmail("matrix"), fullName: "Nur Aisyah", password: VALID_PASSWORD },
  }),
  "POST /api/auth/login": () => ({
    url: "/api/auth/login",
    payload: { email: f.customerA.email, password: VALID_PASSWORD },
  }),
  "POST /api/clinics/login": () => ({
    url: "/api/clinics/login",
    payload: { username: f.clinicA.username, password: VALID_PASSWORD },
  }),
  "POST /api/auth/logout": () => ({ url: "/api/auth/logout" }),
  "POST /api/auth/password-reset/request": () => ({
    url: "/api/auth/password-reset/request",
    payload: { email: f.customerA.email },
  }),
  "POST /api/auth/password-reset/confirm": async () => ({
    url: "/api/auth/password-reset/confirm",
    payload: { token: await emailedResetToken(), password: "Moonrise2027" },
  }),
  "POST /api/auth/logout-all": async (caller) => ({
    url: "/api/auth/logout-all",
    ...(await throwawayCustomer(caller)),
  }),
  "PUT /api/auth/password": async (caller) => ({
    url: "/api/auth/password",
    payload: { currentPassword: VALID_PASSWORD, newPassword: "Moonrise2027" },
    ...(await throwawayCustomer(caller)),
  }),
  "GET /api/users/profile": () => ({ url: "/api/users/profile" }),
  "PUT /api/users/profile": () => ({ url: "/api/users/profile", payload: { fullName: "Aisha Rahman" } }),
  "GET /api/users/preferences": () => ({ url: "/api/users/preferences" }),
  "PUT /api/users/preferences": () => ({
    url: "/api/users/preferences",
    payload: { emailReminders: true, marketingEmails: false },
  }),
  "GET /api/account/export": () => ({ url: "/api/account/export" }),
  "GET /api/account/health-consent": () => ({ url: "/api/account/health-consent" }),
  "POST /api/account/health-consent": () => ({
    url: "/api/account/health-consent",
    payload: { version: HEALTH_DATA_CONSENT_VERSION },
  }),
  "DELETE /api/account/health-consent": async (caller) => ({
    url: "/api/account/health-consent",
    ...(await throwawayCustomer(caller)),
  }),
  "GET /api/account/health-profile": () => ({ url: "/api/account/health-profile" }),
  "GET /api/account/places": () => ({ url: "/api/account/places" }),
  "GET /api/account/credits": () => ({ url: "/api/account/credits" }),
  "POST /api/gift-cards": () => ({
    url: "/api/gift-cards",
    payload: {
      amount: 100,
      currency: "MYR",
      recipientName: "Matrix Friend",
      recipientEmail: "friend@example.com",
    },
  }),
  "GET /api/gift-cards/purchases/:purchaseId": async () => ({
    url: `/api/gift-cards/purchases/${await matrixGiftCardPurchaseA()}`,
  }),
  "POST /api/packages/:id/purchase": async () => ({
    url: `/api/packages/${await matrixPackage()}/purchase`,
    payload: { amount: 1000, currency: "MYR" },
  }),
  // Runs before the DELETE row, whose places (written without the API) would fill customer A's ten.
  "POST /api/account/places": () => ({
    url: "/api/account/places",
    payload: { label: "Home", place: MATRIX_PLACE },
  }),
  "DELETE /api/account/places/:id": async () => {
    const saved = await insertSavedPlace(t.database.db, {
      userId: f.customerA.id,
      label: "Office",
      place: { ...MATRIX_PLACE, access: { ...MATRIX_PLACE.access } },
    });
    return { url: `/api/account/places/${saved.id}` };
  },
  "PUT /api/account/health-profile": () => ({ url: "/api/account/health-profile", payload: HEALTHY_ANSWERS }),
  "GET /api/account/messages": () => ({ url: "/api/account/messages" }),
  // Email for everything, as every account starts: WhatsApp would need a verified number.
  "PUT /api/account/messages": () => ({
    url: "/api/account/messages",
    payload: { channels: DEFAULT_MESSAGE_CHANNELS },
  }),
  "POST /api/account/phone/verify": () => ({
    url: "/api/account/phone/verify",
    payload: { phone: freshMobile() },
  }),
  // Customers A and B confirm a code sent to them for the cell's number; the others' requests are refused
  // before any code is read, so any code in the right form will do.
  "POST /api/account/phone/confirm": async (caller) => {
    const phone = freshMobile();
    const customer = caller === "customerA" ? f.customerA : caller === "customerB" ? f.customerB : undefined;
    return {
      url: "/api/account/phone/confirm",
      payload: {
        phone,
        code: customer ? await sentCode(customer, phone) : "000000",
        optInVersion: MESSAGES_OPT_IN_VERSION,
      },
      // The number is now the caller's own.
      check: (response) => {
        if (response.statusCode === 200) expect(response.json()).toMatchObject({ phone: { number: phone } });
      },
    };
  },
  "DELETE /api/account/phone": () => ({ url: "/api/account/phone" }),
  "GET /api/clinics/clinicians": () => ({ url: "/api/clinics/clinicians" }),
  "POST /api/clinics/clinicians": () => ({
    url: "/api/clinics/clinicians",
    payload: {
      name: "Nurse Matrix",
      role: "nurse",
      registrationBody: "LJM",
      registrationNumber: `LJM-${(matrixCounter += 1)}`,
    },
  }),
  "PUT /api/clinics/clinicians/:id": () => ({
    url: `/api/clinics/clinicians/${f.clinicianA}`,
    payload: { isActive: true },
  }),
  "DELETE /api/users/profile": async (caller) => ({
    url: "/api/users/profile",
    payload: { password: VALID_PASSWORD },
    ...(caller === "customerA" || caller === "customerB"
      ? { token: (await registerCustomer(t.app)).token }
      : {}),
  }),
  "POST /api/bookings": () => ({ url: "/api/bookings", payload: bookingRequest(atClinicA()) }),
  "GET /api/bookings": () => ({ url: "/api/bookings" }),
  "GET /api/bookings/events": () => ({ url: "/api/bookings/events", stream: true, check: isEventStream }),
  "GET /api/bookings/session/:sessionId": () => ({ url: `/api/bookings/session/${f.paidA.sessionId}` }),
  "GET /api/bookings/:id": () => ({ url: `/api/bookings/${f.paidA.bookingId}` }),
  "PUT /api/bookings/:id/cancel": async () => {
    const held = await holdWindow(t.app, await customerToken(f.customerA), atClinicA());
    return { url: `/api/bookings/${held._id}/cancel` };
  },
  "PUT /api/bookings/:id/release": async () => {
    const held = await holdWindow(t.app, await customerToken(f.customerA), atClinicA());
    return { url: `/api/bookings/${held._id}/release` };
  },
  "PUT /api/bookings/:id/reschedule": async () => {
    const paid = await paidBooking(t.app, await customerToken(f.customerA), atClinicA());
    return {
      url: `/api/bookings/${paid._id}/reschedule`,
      payload: { date: freshDay(), timeSlot: "Afternoon 12PM - 4PM" },
    };
  },
  "PUT /api/bookings/:id/place": async () => {
    const held = await holdWindow(t.app, await customerToken(f.customerA), atClinicA());
    return { url: `/api/bookings/${held._id}/place`, payload: { place: MATRIX_PLACE } };
  },
  "POST /api/bookings/:id/review": () => {
    const completed = f.completedA.pop();
    if (!completed) throw new Error("no completed booking left");
    return { url: `/api/bookings/${completed._id}/review`, payload: { rating: 5, comment: "Lovely nurse" } };
  },
  "GET /api/bookings/:id/receipt": () => ({ url: `/api/bookings/${f.paidA.bookingId}/receipt` }),
  "GET /api/bookings/:id/certificate": () => ({ url: `/api/bookings/${f.completedA[0]?._id}/certificate` }),
  "POST /api/clinics/logout": () => ({ url: "/api/clinics/logout" }),
  "POST /api/clinics/logout-all": async (caller) => ({
    url: "/api/clinics/logout-all",
    ...(await throwawayClinic(caller)),
  }),
  "GET /api/clinics/profile": () => ({ url: "/api/clinics/profile" }),
  "GET /api/clinics/bookings": () => ({ url: "/api/clinics/bookings" }),
  "GET /api/clinics/schedule": () => ({ url: "/api/clinics/schedule" }),
  "PUT /api/clinics/schedule": () => ({
    url: "/api/clinics/schedule",
    payload: {
      providerId: f.clinicA.providerId,
      // The clinic's own capacity kept (100 a window): later cells still book its windows many times over.
      windows: [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) =>
        TIME_SLOTS.map((timeSlot) => ({ weekday, timeSlot, open: true, capacity: 100 })),
      ),
    },
  }),
  "GET /api/clinics/closures": () => ({ url: "/api/clinics/closures" }),
  "POST /api/clinics/closures/preview": () => ({
    url: "/api/clinics/closures/preview",
    payload: { providerId: f.clinicA.providerId, date: closureDay() },
  }),
  "POST /api/clinics/closures": () => ({
    url: "/api/clinics/closures",
    payload: { providerId: f.clinicA.providerId, date: closureDay(), reason: "Matrix" },
  }),
  "DELETE /api/clinics/closures/:id": async () => {
    const made = await as(await clinicToken(f.clinicA))({
      method: "POST",
      url: "/api/clinics/closures",
      payload: { providerId: f.clinicA.providerId, date: closureDay(), reason: "Matrix" },
    });
    expect(made.statusCode, made.body).toBe(201);
    return { url: `/api/clinics/closures/${(made.json() as { closure: { id: string } }).closure.id}` };
  },
  "GET /api/clinics/calendar": () => ({ url: "/api/clinics/calendar?from=2026-06-10" }),
  "GET /api/clinics/events": () => ({ url: "/api/clinics/events", stream: true, check: isEventStream }),
  "GET /api/clinics/bookings/:id/clearance": () => ({
    url: `/api/clinics/bookings/${f.paidA.bookingId}/clearance`,
  }),
  "GET /api/admin/bookings/:id/clearance": () => ({
    url: `/api/admin/bookings/${f.paidA.bookingId}/clearance?reason=${encodeURIComponent("Matrix: a stated reason")}`,
  }),
  "PUT /api/clinics/bookings/:id/clinician": async () => ({
    url: `/api/clinics/bookings/${(await approvedAtClinicA())._id}/clinician`,
    payload: { clinicianId: f.clinicianA },
  }),
  "POST /api/clinics/bookings/:id/progress": async () => ({
    url: `/api/clinics/bookings/${(await approvedAtClinicA({ onTheWayAt: clock() }))._id}/progress`,
    payload: { step: "arrived" },
  }),
  "POST /api/clinics/bookings/:id/outcome": async () => ({
    url: `/api/clinics/bookings/${(await approvedAtClinicA({ onTheWayAt: clock() }))._id}/outcome`,
    payload: { outcome: "access_refused", note: "The guardhouse refused entry" },
  }),
  "POST /api/bookings/:id/clinician-late": async () => {
    // A visit whose window started an hour ago, nobody there yet (its window moved back in the table).
    const startsAt = new Date(clock().getTime() - 60 * 60_000);
    const booking = await approvedAtClinicA({
      windowStartsAt: startsAt,
      windowEndsAt: new Date(startsAt.getTime() + 4 * 60 * 60_000),
    });
    return { url: `/api/bookings/${booking._id}/clinician-late` };
  },
  "PUT /api/clinics/bookings/:id/status": async () => {
    const paid = await paidBooking(t.app, await customerToken(f.customerA), atClinicA());
    return {
      url: `/api/clinics/bookings/${paid._id}/status`,
      payload: { status: "approved", clinicianId: f.clinicianA },
    };
  },
  "POST /api/payments/create-checkout-session-with-booking": () => ({
    url: "/api/payments/create-checkout-session-with-booking",
    payload: { bookingData: bookingRequest(atClinicA()), amount: 600, currency: "MYR" },
  }),
  "POST /api/payments/create-checkout-session": async () => {
    const held = await holdWindow(t.app, await customerToken(f.customerA), atClinicA());
    return {
      url: "/api/payments/create-checkout-session",
      payload: { bookingId: held._id, amount: 600, currency: "MYR" },
    };
  },
  "POST /api/payments/crypto-payment-with-booking": async () => {
    const held = await holdWindow(t.app, await customerToken(f.customerA), atClinicA());
    return {
      url: "/api/payments/crypto-payment-with-booking",
      payload: {
        bookingData: { ...bookingRequest(atClinicA()), bookingId: held._id },
        ...(await signedCryptoClaim((claim) =>
          cryptoPaymentMessage({ bookingId: held._id, bookingReference: held.reference, ...claim }),
        )),
      },
    };
  },
  "POST /api/payments/crypto-payment-for-purchase": async () => {
    const opened = await as(await customerToken(f.customerA))({
      method: "POST",
      url: `/api/packages/${await matrixPackage()}/purchase`,
      payload: { amount: 1000, currency: "MYR", paymentMethod: "usdt" },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const { purchaseId } = opened.json<{ purchaseId: string }>();
    const [purchase] = await t.database.db.select().from(purchases).where(eq(purchases.id, purchaseId));
    return {
      url: "/api/payments/crypto-payment-for-purchase",
      payload: {
        purchaseId,
        ...(await signedCryptoClaim((claim) =>
          cryptoPurchasePaymentMessage({
            purchaseId,
            purchaseReference: purchase?.reference ?? "",
            ...claim,
          }),
        )),
      },
    };
  },
  "POST /api/payments/complete-payment": (caller) => ({
    url: "/api/payments/complete-payment",
    payload: { sessionId: f.paidA.sessionId },
    check: (response) => {
      const body = response.json<{ status: string; bookingId?: string }>();
      expect(body.status).toBe("paid");
      expect(body.bookingId, `complete-payment tells ${caller} the booking id?`).toBe(
        caller === "customerA" ? f.paidA.bookingId : undefined,
      );
    },
  }),
  "POST /api/payments/webhook": () => ({ url: "/api/payments/webhook", payload: { id: "evt_1" } }),
  "GET /api/webhooks/whatsapp": () => ({
    url: "/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=not-ours&hub.challenge=1158201444",
  }),
  // An event as WhatsApp sends it, but without X-Hub-Signature-256.
  "POST /api/webhooks/whatsapp": () => ({
    url: "/api/webhooks/whatsapp",
    payload: { object: "whatsapp_business_account", entry: [] },
  }),
  "GET /api/payments/sandbox/:sessionId": () => ({ url: `/api/payments/sandbox/${f.openSessionA}` }),
  "POST /api/payments/sandbox/:sessionId/pay": async () => ({
    url: `/api/payments/sandbox/${(await openCheckoutA()).sessionId}/pay`,
  }),
  // The test bank's answer to an FPX payment it kept pending (the page, like Stripe's, is anyone's who has it).
  "POST /api/payments/sandbox/:sessionId/settle": async () => {
    const { sessionId } = await openCheckoutA();
    const pending = await t.app.inject({
      method: "POST",
      url: `/api/payments/sandbox/${sessionId}/pay`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "method=fpx&outcome=pending",
    });
    expect(pending.statusCode).toBe(303);
    return { url: `/api/payments/sandbox/${sessionId}/settle`, payload: { outcome: "fail" } };
  },
  "POST /api/payments/sandbox/:sessionId/cancel": async () => ({
    url: `/api/payments/sandbox/${(await openCheckoutA()).sessionId}/cancel`,
  }),
  "POST /api/partners/applications": () => ({
    url: "/api/partners/applications",
    payload: {
      name: "Nur Aisyah",
      profession: "nurse",
      licenceNumber: "MNC 12345",
      yearsOfExperience: 5,
      city: "Kuala Lumpur",
      ...contact(),
    },
  }),
  "POST /api/support/messages": () => ({
    url: "/api/support/messages",
    payload: { name: "Aisha", subject: "A question", category: "other", message: "Hello", ...contact() },
  }),
  "POST /api/contact/messages": () => ({
    url: "/api/contact/messages",
    payload: { firstName: "Aisha", lastName: "Rahman", subject: "Hi", message: "Hello", ...contact() },
  }),
  "POST /api/waitlist": () => ({
    url: "/api/waitlist",
    payload: { email: uniqueEmail("matrix"), country: "France" },
  }),
  "POST /api/admin/login": () => ({
    url: "/api/admin/login",
    payload: { email: f.staffA.email, password: VALID_PASSWORD },
  }),
  "POST /api/admin/logout": () => ({ url: "/api/admin/logout" }),
  "POST /api/admin/logout-all": async (caller) => ({
    url: "/api/admin/logout-all",
    ...(await throwawayStaff(caller)),
  }),
  "PUT /api/admin/password": async (caller) => ({
    url: "/api/admin/password",
    payload: { currentPassword: VALID_PASSWORD, newPassword: "Moonrise2027" },
    ...(await throwawayStaff(caller)),
  }),
  "GET /api/admin/events": () => ({ url: "/api/admin/events", stream: true, check: isEventStream }),
  "GET /api/admin/me": () => ({ url: "/api/admin/me" }),
  "GET /api/admin/audit": () => ({ url: "/api/admin/audit" }),
  "GET /api/admin/staff": () => ({ url: "/api/admin/staff" }),
  "GET /api/admin/bookings": () => ({ url: "/api/admin/bookings?query=aisha&status=awaiting_clinic" }),
  "GET /api/admin/bookings/:id": () => ({ url: `/api/admin/bookings/${f.paidA.bookingId}` }),
  "PUT /api/admin/bookings/:id/cancel": async () => {
    const paid = await paidBooking(t.app, await customerToken(f.customerA), atClinicA());
    return { url: `/api/admin/bookings/${paid._id}/cancel`, payload: { refund: "full", reason: "Phoned" } };
  },
  "PUT /api/admin/bookings/:id/move": async () => {
    const paid = await paidBooking(t.app, await customerToken(f.customerA), atClinicA());
    return {
      url: `/api/admin/bookings/${paid._id}/move`,
      payload: { date: freshDay(), timeSlot: "Afternoon 12PM - 4PM", reason: "Phoned" },
    };
  },
  "POST /api/admin/bookings/:id/resend-email": () => ({
    url: `/api/admin/bookings/${f.paidA.bookingId}/resend-email`,
    payload: { kind: "booking_received" },
  }),
  "PUT /api/admin/bookings/:id/resolve-payment": async () => {
    const held = await holdWindow(t.app, await customerToken(f.customerA), atClinicA());
    await t.app.bookings.markPaid(held._id, { method: "card", provider: "sandbox", amountSen: 1 });
    return { url: `/api/admin/bookings/${held._id}/resolve-payment`, payload: { note: "Refunded by hand" } };
  },
  "GET /api/admin/bookings/:id/messages": () => ({
    url: `/api/admin/bookings/${f.paidA.bookingId}/messages`,
  }),
  // A failed message of its own for each cell: sending it again queues a new one beside it.
  "POST /api/admin/bookings/:id/messages/:messageId/resend": async () => {
    const failed = await insertOutboxMessage(t.database.db, {
      kind: "booking_approved",
      bookingId: f.paidA.bookingId,
      userId: f.customerA.id,
      channel: "whatsapp",
      status: "failed",
      toPhone: "+60123456789",
      language: "en",
      template: "booking_approved",
      params: ["Tuesday, 2 June 2026", "Morning 8AM - 12PM", "https://ivdrips.my/account"],
    });
    if (!failed) throw new Error("message not stored");
    return {
      url: `/api/admin/bookings/${f.paidA.bookingId}/messages/${failed.id}/resend`,
      payload: { note: "Matrix" },
      // The failed message stays; the new one, queued on WhatsApp, comes last.
      check: (response) => {
        if (response.statusCode !== 200) return;
        const { messages } = response.json<{ messages: { id: string; channel: string; status: string }[] }>();
        expect(messages.map((message) => message.id)).toContain(failed.id);
        expect(messages.at(-1)).toMatchObject({ channel: "whatsapp", status: "queued" });
      },
    };
  },
  "GET /api/admin/dashboard": () => ({ url: "/api/admin/dashboard" }),
  "GET /api/admin/clinics": () => ({ url: "/api/admin/clinics" }),
  "POST /api/admin/clinics": () => ({
    url: "/api/admin/clinics",
    payload: {
      name: "Matrix Clinic",
      username: `matrix-new-${(matrixCounter += 1)}`,
      password: VALID_PASSWORD,
    },
  }),
  "PUT /api/admin/clinics/:id": () => ({
    url: `/api/admin/clinics/${f.clinicB.clinicId}`,
    payload: { name: `Clinic ${f.clinicB.username}`, email: "desk-b@example.com" },
  }),
  // A new password ends the clinic's sessions: each cell resets a fresh clinic's, not clinic A's or B's.
  "POST /api/admin/clinics/:id/password": async () => {
    const clinic = await insertClinic(t.database.db, {
      name: "Matrix Reset",
      username: `matrix-reset-${(matrixCounter += 1)}`,
      passwordHash: null,
    });
    if (!clinic) throw new Error("clinic not created");
    return { url: `/api/admin/clinics/${clinic.id}/password`, payload: { password: VALID_PASSWORD } };
  },
  // The provider as it is: the row stays as the other cells need it.
  "PUT /api/admin/providers/:id": () => ({
    url: `/api/admin/providers/${f.clinicB.providerId}`,
    payload: {
      name: `Clinic ${f.clinicB.username}`,
      cities: ["Kuala Lumpur"],
      capacityPerWindow: 100,
      isActive: true,
    },
  }),
  "GET /api/admin/services": () => ({ url: "/api/admin/services" }),
  // Empty texts: customers reading Malay see the English ones, as before every cell.
  "PUT /api/admin/services/:id/translations/:language": () => ({
    url: "/api/admin/services/nutriglow/translations/ms",
    payload: { name: "", tagline: "", description: "", ingredients: [], benefits: [] },
  }),
  // The service as it is: the price other rows pay stays the same.
  "PUT /api/admin/services/:id": async () => {
    const [service] = await t.database.db.select().from(services).where(eq(services.id, "nutriglow"));
    if (!service) throw new Error("no nutriglow");
    return {
      url: "/api/admin/services/nutriglow",
      payload: {
        name: service.name,
        tagline: service.tagline,
        description: service.description,
        priceRm: senToRm(service.priceSen),
        duration: service.duration,
        ingredients: service.ingredients,
        benefits: service.benefits,
        isActive: true,
      },
    };
  },
  "GET /api/admin/invites": () => ({ url: "/api/admin/invites" }),
  "POST /api/admin/invites": () => ({
    url: "/api/admin/invites",
    payload: { code: `MATRIX-NEW-${(matrixCounter += 1)}`, maxUses: 3 },
  }),
  "GET /api/admin/service-areas": () => ({ url: "/api/admin/service-areas" }),
  "POST /api/admin/service-areas": () => ({
    url: "/api/admin/service-areas",
    payload: {
      city: "Matrix City",
      name: `Matrix ${(matrixCounter += 1)}`,
      postcodeFrom: "10000",
      postcodeTo: "10999",
    },
  }),
  "PATCH /api/admin/service-areas/:id": async () => ({
    url: `/api/admin/service-areas/${await matrixArea()}`,
    payload: { name: "Matrix renamed", note: "Matrix" },
  }),
  "DELETE /api/admin/service-areas/:id": async () => ({
    url: `/api/admin/service-areas/${await matrixArea()}`,
  }),
  "GET /api/admin/gift-cards": async () => ({
    url: `/api/admin/gift-cards?code=${(await matrixGiftCard()).code}`,
  }),
  "GET /api/admin/gift-cards/:id": async () => ({
    url: `/api/admin/gift-cards/${(await matrixGiftCard()).id}`,
  }),
  "POST /api/admin/gift-cards/:id/void": async () => ({
    url: `/api/admin/gift-cards/${(await matrixGiftCard()).id}/void`,
    payload: { note: "Matrix" },
  }),
  "GET /api/admin/packages": () => ({ url: "/api/admin/packages" }),
  "POST /api/admin/packages": () => ({ url: "/api/admin/packages", payload: MATRIX_PACKAGE }),
  "PATCH /api/admin/packages/:id": async () => ({
    url: `/api/admin/packages/${await matrixPackage()}`,
    payload: { price: 1999, note: "Matrix" },
  }),
  "PUT /api/admin/invites/:id/revoke": async () => {
    const invite = await insertInvite(t.database.db, {
      code: `MATRIX-REVOKE-${(matrixCounter += 1)}`,
      maxUses: null,
      expiresAt: null,
    });
    if (!invite) throw new Error("invite not created");
    return { url: `/api/admin/invites/${invite.id}/revoke`, payload: { note: "Matrix" } };
  },
  "GET /api/admin/inbox": () => ({ url: "/api/admin/inbox?kind=support&status=new" }),
  "PUT /api/admin/inbox/:kind/:id": async () => {
    const [message] = await t.database.db
      .insert(supportMessages)
      .values({
        name: "Matrix",
        email: "matrix@example.com",
        subject: "Hi",
        category: "booking",
        message: "Hi",
      })
      .returning();
    if (!message) throw new Error("message not created");
    return { url: `/api/admin/inbox/support/${message.id}`, payload: { status: "done", note: "Answered" } };
  },
  "GET /api/admin/waitlist": () => ({ url: "/api/admin/waitlist?country=UAE" }),
  "GET /api/admin/waitlist.csv": () => ({ url: "/api/admin/waitlist.csv?country=UAE" }),
  "GET /api/admin/visit-fees": () => ({ url: "/api/admin/visit-fees" }),
  "PUT /api/admin/visit-fees/:city": () => ({
    url: "/api/admin/visit-fees/Kuala%20Lumpur",
    payload: { nightSurcharge: 100, sameDaySurcharge: 150, callOutFee: 100 },
  }),
  "PUT /api/test/clock": () => ({ url: "/api/test/clock", payload: { offsetMinutes: 0 } }),
  "POST /api/test/gift-cards": () => ({
    url: "/api/test/gift-cards",
    payload: { amount: 100, recipientName: "Matrix", recipientEmail: "matrix@example.com" },
  }),
  "GET /metrics": () => ({
    url: "/metrics",
    check: (response) => expect(response.body).not.toContain("http_request_duration_seconds"),
  }),
};

const SHORT: Record<Caller, string> = {
  anonymous: "anon",
  customerA: "cusA",
  customerB: "cusB",
  clinicA: "clnA",
  clinicB: "clnB",
  staffA: "stfA",
  staffDisabled: "stfD",
  expired: "expd",
  revoked: "revk",
  algNone: "none",
  wrongSecret: "wrng",
};

/** The API's routes, and /metrics beside them (outside /api, but as much a way in). */
const apiRoutes = () =>
  routes.filter((route) => route.url === "/api" || route.url.startsWith("/api/") || route.url === "/metrics");
/** The registered route keys the table covers: its rows, and the HEAD route beside each GET row. */
const coveredKeys = () =>
  MATRIX.flatMap((r) => (r.route.startsWith("GET ") ? [r.route, `HEAD ${r.route.slice(4)}`] : [r.route]));

describe("the authorisation matrix", () => {
  it("has a row for exactly the routes the app registers, and a valid request for each row", () => {
    const registered = [...new Set(apiRoutes().map((route) => route.key))].sort();
    expect(coveredKeys().sort()).toEqual(registered);
    expect(Object.keys(REQUESTS).sort()).toEqual(MATRIX.map((r) => r.route).sort());
  });

  it("says for each route the guard its preHandler really is", async () => {
    const byKey = new Map(apiRoutes().map((route) => [route.key, route]));
    const tokens = {
      customer: await customerToken(f.customerA),
      clinic: await clinicToken(f.clinicA),
      staff: await staffToken(f.staffA.id),
    };
    const wrong: string[] = [];
    for (const r of MATRIX) {
      const route = byKey.get(r.route);
      const actual = route ? await guardKindOf(t.app, route, tokens) : "missing";
      if (actual !== r.auth) wrong.push(`${r.route}: table says ${r.auth}, the route has ${actual}`);
    }
    expect(wrong).toEqual([]);
  });

  it("answers every route × caller with the status in the table", async () => {
    const mismatches: string[] = [];
    const lines: string[] = [];
    let sent = 0;
    for (const r of MATRIX) {
      const [method = "GET", url = ""] = r.route.split(" ");
      const methods = method === "GET" ? ["GET", "HEAD"] : [method];
      for (const m of methods) {
        const cells: string[] = [];
        for (const caller of CALLERS) {
          const build = REQUESTS[r.route];
          if (!build) throw new Error(`no request for ${r.route}`);
          await releaseLeftoverHolds();
          const request = await build(caller);
          const token = request.token ?? (await tokenOf(caller, r.auth));
          const response = await send(
            token,
            {
              method: m as InjectOptions["method"],
              url: request.url,
              ...(request.payload === undefined
                ? {}
                : { payload: request.payload as Record<string, unknown> }),
            },
            request.stream === true,
          );
          sent += 1;
          const expected = r.expected[caller];
          const status = response.statusCode;
          let note = "";
          if (status !== expected) {
            mismatches.push(
              `${m} ${url} as ${caller}: expected ${expected}, got ${status} ${response.body.slice(0, 160)}`,
            );
            note = "!";
          } else if (request.check && m !== "HEAD") {
            try {
              request.check(response);
            } catch (error) {
              mismatches.push(`${m} ${url} as ${caller}: ${String(error)}`);
              note = "!";
            }
          }
          if (status >= 400 && m !== "HEAD") {
            const body = response.json<{ message?: unknown; statusCode?: unknown }>();
            if (typeof body.message !== "string" || body.statusCode !== status) {
              mismatches.push(
                `${m} ${url} as ${caller}: a ${status} without the error body: ${response.body}`,
              );
              note = "!";
            }
          }
          cells.push(`${status}${note}`.padStart(5));
        }
        lines.push(`${`${m} ${url}`.padEnd(62)}${r.auth.padEnd(17)}${cells.join("")}`);
      }
    }
    console.log(
      [
        `authorisation matrix: ${MATRIX.length} rows (+ HEAD beside each GET), ${CALLERS.length} callers, ${sent} requests; "!" marks a cell that differs from the table`,
        `${"route".padEnd(62)}${"auth".padEnd(17)}${CALLERS.map((c) => SHORT[c].padStart(5)).join("")}`,
        ...lines,
      ].join("\n"),
    );
    expect(mismatches).toEqual([]);
    // A deadline for a run that hangs, not a speed check: about a minute on a quiet machine, minutes on a busy one.
  }, 360_000);

  it("lets WhatsApp's webhook past the invite gate, and no other route of messages to phones", async () => {
    // Every exemption is deliberate: one more fails here until it is added (invite-gate.ts says why each).
    expect([...INVITE_GATE_EXEMPT].sort()).toEqual(
      [
        "POST /api/invite-codes/verify",
        "GET /api/invite-codes/contact",
        "GET /api/health",
        "GET /api/ready",
        "POST /api/payments/webhook",
        "GET /api/webhooks/whatsapp",
        "POST /api/webhooks/whatsapp",
        "GET /api/payments/sandbox/:sessionId",
        "POST /api/payments/sandbox/:sessionId/pay",
        "POST /api/payments/sandbox/:sessionId/settle",
        "POST /api/payments/sandbox/:sessionId/cancel",
      ].sort(),
    );
    const issue38 = [
      "GET /api/account/messages",
      "PUT /api/account/messages",
      "POST /api/account/phone/verify",
      "POST /api/account/phone/confirm",
      "DELETE /api/account/phone",
      "GET /api/admin/bookings/:id/messages",
      "POST /api/admin/bookings/:id/messages/:messageId/resend",
      "GET /api/webhooks/whatsapp",
      "POST /api/webhooks/whatsapp",
    ];
    const answers: Record<string, string> = {};
    for (const route of issue38) {
      const [method = "GET"] = route.split(" ");
      const build = REQUESTS[route];
      if (!build) throw new Error(`no request for ${route}`);
      const request = await build("anonymous");
      // No pass, no Authorization: a stranger on the internet, or WhatsApp itself.
      const response = await injectWithoutInviteCookie(t.app)({
        method: method as InjectOptions["method"],
        url: request.url,
        remoteAddress: freshClientAddress(),
        ...(request.payload === undefined ? {} : { payload: request.payload as Record<string, unknown> }),
      });
      answers[route] = `${response.statusCode} ${response.json<{ code?: string }>().code ?? ""}`;
    }
    expect(answers).toEqual({
      ...Object.fromEntries(issue38.map((route) => [route, "403 INVITE_REQUIRED"])),
      // The webhook's own refusals, as in the table: the gate let them through.
      "GET /api/webhooks/whatsapp": "403 FORBIDDEN",
      "POST /api/webhooks/whatsapp": "401 UNAUTHORIZED",
    });
  });

  it("never shows one tenant another's bookings or account", async () => {
    const ids = (response: LightMyRequestResponse) => response.json<{ _id: string }[]>().map((b) => b._id);
    const listA = await as(await customerToken(f.customerA))({ method: "GET", url: "/api/bookings" });
    const listB = await as(await customerToken(f.customerB))({ method: "GET", url: "/api/bookings" });
    expect(ids(listA)).toContain(f.paidA.bookingId);
    expect(ids(listA)).not.toContain(f.paidB);
    expect(ids(listB)).toContain(f.paidB);
    expect(ids(listB)).not.toContain(f.paidA.bookingId);

    const clinicListA = await as(await clinicToken(f.clinicA))({
      method: "GET",
      url: "/api/clinics/bookings",
    });
    const clinicListB = await as(await clinicToken(f.clinicB))({
      method: "GET",
      url: "/api/clinics/bookings",
    });
    expect(ids(clinicListA)).toContain(f.paidA.bookingId);
    expect(ids(clinicListA)).not.toContain(f.paidB);
    expect(ids(clinicListB)).toContain(f.paidB);
    expect(ids(clinicListB)).not.toContain(f.paidA.bookingId);

    const profileB = await as(await customerToken(f.customerB))({ method: "GET", url: "/api/users/profile" });
    expect(profileB.json()).toMatchObject({ id: f.customerB.id, email: f.customerB.email });
    const clinicB = await as(await clinicToken(f.clinicB))({ method: "GET", url: "/api/clinics/profile" });
    expect(clinicB.json()).toMatchObject({ id: f.clinicB.clinicId, username: f.clinicB.username });
    expect(JSON.stringify(clinicB.json())).not.toContain(f.clinicA.providerId);
  });
});
