import { BASE_CHAIN_ID } from "@ivdrips/contract/payments";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { validatorCompiler, type FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppSettings, TrustProxy } from "./config";
import type { ClinicalSealer } from "./lib/clinical-keys";
import { clinicalRoutes } from "./modules/clinical/clinical.routes";
import { createClinicalService, type ClinicalService } from "./modules/clinical/clinical.service";
import type { DatabaseHandle } from "./db/client";
import { AppError } from "./lib/app-error";
import { systemClock, type Clock } from "./lib/clock";
import { createBookingTally } from "./lib/booking-tally";
import { createSiteOrigins } from "./lib/site-origins";
import { createSweepTally, type SweepTally } from "./lib/sweeper";
import { createAdminCatalogueService } from "./modules/admin/admin-catalogue.service";
import { createAdminVisitFeesService } from "./modules/admin/admin-visit-fees.service";
import { visitFeesRoutes } from "./modules/bookings/visit-fees.routes";
import { createVisitFeesService } from "./modules/bookings/visit-fees.service";
import { createAdminClinicsService } from "./modules/admin/admin-clinics.service";
import { createAdminInboxService } from "./modules/admin/admin-inbox.service";
import { createAdminGiftCardsService } from "./modules/admin/admin-gift-cards.service";
import { createAdminPackagesService } from "./modules/admin/admin-packages.service";
import { createAdminServiceAreasService } from "./modules/admin/admin-service-areas.service";
import { createAdminInvitesService } from "./modules/admin/admin-invites.service";
import { adminRoutes } from "./modules/admin/admin.routes";
import { createStaffService } from "./modules/admin/staff.service";
import { createAdminBookingsService } from "./modules/admin/admin-bookings.service";
import { createAdminBookingMessagesService } from "./modules/admin/admin-booking-messages.service";
import { createAdminDashboardService } from "./modules/admin/admin-dashboard.service";
import { authRoutes } from "./modules/auth/auth.routes";
import { bookingsRoutes } from "./modules/bookings/bookings.routes";
import { createBookingsService, type BookingsService } from "./modules/bookings/bookings.service";
import { createAuthService } from "./modules/auth/auth.service";
import { outboxCredentialSealer } from "./modules/notifications/outbox-dispatcher";
import { createTokenService } from "./lib/tokens";
import { catalogueRoutes } from "./modules/catalogue/catalogue.routes";
import { watchCatalogueVersion } from "./modules/catalogue/catalogue-version";
import { createCatalogueService, serviceNames } from "./modules/catalogue/catalogue.service";
import { clinicsRoutes } from "./modules/clinics/clinics.routes";
import { calendarRoutes } from "./modules/calendar/calendar.routes";
import { createCalendarService } from "./modules/calendar/calendar.service";
import { createClinicsService } from "./modules/clinics/clinics.service";
import { documentsRoutes } from "./modules/documents/documents.routes";
import { createDocumentsService } from "./modules/documents/documents.service";
import { healthRoutes } from "./modules/health/health.routes";
import { publicConfigRoutes } from "./modules/health/public-config.routes";
import { READY_CHECK_MS, type DependencyCheck } from "./modules/health/health.routes";
import { withDeadline } from "./lib/deadline";
import { isServerUnreachable } from "./db/connection-failure";
import {
  createReadiness,
  registerDrainingConnectionClose,
  registerStartingGate,
  type Readiness,
} from "./modules/health/readiness";
import { invitesRoutes } from "./modules/invites/invites.routes";
import { liveEventsRoutes } from "./modules/live-events/live-events.routes";
import { createLiveEventsService } from "./modules/live-events/live-events.service";
import { messagesRoutes } from "./modules/messages/messages.routes";
import { createMessagesService } from "./modules/messages/messages.service";
import { partnersRoutes } from "./modules/partners/partners.routes";
import { createPartnersService } from "./modules/partners/partners.service";
import { createInvitesService } from "./modules/invites/invites.service";
import { createMonitoringService } from "./modules/monitoring/monitoring.service";
import { providersRoutes } from "./modules/providers/providers.routes";
import { availabilityRoutes } from "./modules/bookings/availability.routes";
import { createAvailabilityService } from "./modules/bookings/availability.service";
import { reviewsRoutes } from "./modules/reviews/reviews.routes";
import { createReviewsService } from "./modules/reviews/reviews.service";
import { createProvidersService } from "./modules/providers/providers.service";
import { usersRoutes } from "./modules/users/users.routes";
import { placesRoutes } from "./modules/places/places.routes";
import { giftCardCodeKey } from "./modules/gift-cards/gift-card-codes";
import { giftCardsRoutes } from "./modules/gift-cards/gift-cards.routes";
import { createGiftCardsService } from "./modules/gift-cards/gift-cards.service";
import { packagesRoutes } from "./modules/packages/packages.routes";
import { createPackagesService } from "./modules/packages/packages.service";
import { createPackagePurchases } from "./modules/packages/package-purchases.service";
import { createGiftCardOrders } from "./modules/gift-cards/gift-card-orders.service";
import { createPurchases } from "./modules/purchases/purchases.service";
import { createBookingMessagesService } from "./modules/phone-messages/booking-messages.service";
import { phoneChannelsAvailable } from "./modules/phone-messages/phone-channels";
import { phoneMessagesRoutes, whatsappWebhookRoutes } from "./modules/phone-messages/phone-messages.routes";
import { createPhoneMessagesService, phoneCodeKey } from "./modules/phone-messages/phone-messages.service";
import { createWhatsAppWebhook } from "./modules/phone-messages/whatsapp-webhook";
import { createPlacesService, createServiceAreasService } from "./modules/places/places.service";
import { createUsersService } from "./modules/users/users.service";
import { waitlistRoutes } from "./modules/waitlist/waitlist.routes";
import { createWaitlistService } from "./modules/waitlist/waitlist.service";
import type { CheckoutProvider } from "./modules/payments/checkout-provider";
import { createTokenTransferVerifier } from "./modules/payments/crypto/token-transfer-verifier";
import { paymentsRoutes } from "./modules/payments/payments.routes";
import {
  createPaymentsService,
  type CryptoSettings,
  type PaymentsService,
  type PaymentsServiceDeps,
} from "./modules/payments/payments.service";
import { createSandboxProvider } from "./modules/payments/sandbox-provider";
import { testClockRoutes } from "./modules/testing/test-clock.routes";
import { testGiftCardsRoutes } from "./modules/testing/test-gift-cards.routes";
import { createAuthGuards, createSessionValidator } from "./modules/auth/auth-guards";
import { compiledSerializerCompiler } from "./plugins/compiled-serializer";
import { registerCompression } from "./plugins/compression";
import { registerDocs } from "./plugins/docs";
import { createDatabaseAwayShortcut, registerErrorHandler } from "./plugins/error-handler";
import { registerApiCaching } from "./plugins/http-caching";
import { registerInviteGate } from "./plugins/invite-gate";
import { registerJsonBodyParser } from "./plugins/json-body";
import { registerMetrics } from "./plugins/metrics";
import { connectRedis, registerRateLimit } from "./plugins/rate-limit";
import { registerRequestIdHeader, requestIdOf } from "./plugins/request-id";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { withLogSerializers } from "./plugins/log-serializers";
import { registerWebApp } from "./plugins/web-app";

export const BODY_LIMIT_BYTES = 100 * 1024;

export interface AppDeps {
  database: DatabaseHandle;
  jwtSecret: string;
  /** Seals health answers and clinical records at rest (CLINICAL_DATA_KEY). */
  clinicalSealer: ClinicalSealer;
  clock?: Clock;
  redisUrl?: string;
  /** Whose X-Forwarded-For to believe (TRUST_PROXY); off by default. */
  trustProxy?: TrustProxy;
  /** The built web app to serve; omitted in API-only tests. */
  webDistDir?: string;
  /** Its page prerenderer (apps/web/dist-ssr); without it every page is sent as the plain app. */
  webSsrDir?: string;
  logger?: FastifyServerOptions["logger"];
  /** The bearer token GET /metrics asks for (METRICS_TOKEN); without it the route answers 404. */
  metricsToken?: string | undefined;
  /** The configuration's values (loadConfig; defaultAppSettings in tests): buildApp adds no defaults. */
  settings: AppSettings;
  /** Called after a commit that queued email, e.g. to nudge the outbox dispatcher. */
  onEmailQueued?: () => void;
  /** Card payments: Stripe (with its webhook parser) or, by default, the built-in sandbox. */
  checkout?: { provider: CheckoutProvider; parseWebhook?: PaymentsServiceDeps["parseWebhook"] };
  /** USDT/USDC on Base, for tests that bring their own chain; otherwise made from settings.crypto. */
  crypto?: CryptoSettings;
  /**
   * Browser tests only: a clock that PUT /api/test/clock may move (config allows it only in NODE_ENV=test);
   * the other /api/test routes (modules/testing) come with it.
   */
  testClock?: Clock & { setOffset(ms: number): void };
  /** The demo clinic's sign-in, for the portal's hint; only outside production. */
  demoClinic?: { username: string; password: string };
  /**
   * main.ts listens before the store is ready (migrations, seed): until `app.readiness.started()` only
   * /api/health and /api/ready answer. Tests build an app on a prepared store and leave this off.
   */
  starting?: boolean;
}

declare module "fastify" {
  interface FastifyInstance {
    /** For the process around the app: background sweeps, and the payment flows' paid/released calls. */
    bookings: BookingsService;
    /** For the process around the app: closing stale checkout sessions and sending refunds. */
    payments: PaymentsService;
    /** For the process around the app: the clinical records' retention sweep. */
    clinical: ClinicalService;
    /** For the process around the app: drain() on SIGTERM, before close(). */
    readiness: Readiness;
    /** For the process around the app: its sweepers' outcomes, reported by /metrics. */
    sweeps: SweepTally;
    /** Reset requests are answered before their work is done: this resolves once it is (tests, shutdown). */
    passwordResetsSettled(): Promise<void>;
  }
}

/** Every plugin, then every module under /api, then the web app. Tests drive it with app.inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const clock = deps.testClock ?? deps.clock ?? systemClock;
  const { db } = deps.database;
  const hops = deps.trustProxy;
  const app = Fastify({
    logger: withLogSerializers(deps.logger),
    bodyLimit: BODY_LIMIT_BYTES,
    return503OnClosing: true,
    // X-Request-Id: the proxy's when it sent a sane one, else a new one (logged as reqId, returned on every answer).
    requestIdHeader: false,
    genReqId: requestIdOf,
    // A hop count as the function Fastify's types ask for: trust the nearest `hops` proxies.
    trustProxy: typeof hops === "number" ? (_address: string, hop: number) => hop < hops : (hops ?? false),
  });
  const readiness = createReadiness({ starting: deps.starting ?? false });
  app.decorate("readiness", readiness);
  registerDrainingConnectionClose(app, readiness);
  registerStartingGate(app, readiness);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler);
  registerJsonBodyParser(app);
  const databaseAway = createDatabaseAwayShortcut();
  registerErrorHandler(app, databaseAway);
  registerRequestIdHeader(app);
  // First, so that its timing hook sees every route registered after it.
  const sweeps = createSweepTally();
  app.decorate("sweeps", sweeps);
  const bookingTally = createBookingTally();
  registerMetrics(app, {
    token: deps.metricsToken,
    businessCounts: createMonitoringService(db, clock).operationalCounts,
    sweeps,
    bookings: bookingTally,
  });
  registerSecurityHeaders(app);
  const { settings } = deps;
  const { publicUrl, supportEmail } = settings;
  const invites = createInvitesService(db, clock);
  const inviteGate = await registerInviteGate(app, {
    jwtSecret: deps.jwtSecret,
    clock,
    secure: publicUrl.startsWith("https:"),
    codeInForce: invites.codeInForce,
  });
  const redis = deps.redisUrl
    ? connectRedis(app, deps.redisUrl, deps.settings.deadlines.redisCommandMs)
    : undefined;
  await registerRateLimit(app, redis);
  const readinessChecks: DependencyCheck[] = [
    {
      name: "database",
      messageId: "databaseUnreachable",
      // The proxy's checks keep the shortcut (503 at once) open while the database refuses connections, and
      // end it as soon as it answers.
      ping: () =>
        withDeadline(deps.database.ping(), READY_CHECK_MS, "database").then(
          () => databaseAway.markBack(),
          (error: unknown) => {
            if (isServerUnreachable(error)) databaseAway.markAway();
            throw error;
          },
        ),
    },
    ...(redis
      ? [
          {
            name: "redis" as const,
            messageId: "redisUnreachable" as const,
            ping: async () => {
              // Not connected (down, reconnecting): said at once, without waiting for a command to time out.
              if (redis.status !== "ready") throw new Error(`redis is ${redis.status}`);
              await redis.ping();
            },
          },
        ]
      : []),
  ];
  await registerDocs(app);

  const tokens = createTokenService(deps.jwtSecret, clock);
  const validateSession = createSessionValidator(db);
  const guards = createAuthGuards(validateSession, tokens);
  const catalogueVersion = watchCatalogueVersion(deps.database);
  app.addHook("onClose", () => catalogueVersion.close());
  const clinical = createClinicalService({ db, clock, sealer: deps.clinicalSealer });
  // One sealer for every credential the outbox holds (reset links, gift card codes, phone codes).
  const credentials = outboxCredentialSealer(deps.jwtSecret);
  const packagePurchases = createPackagePurchases({ db, clock });
  const giftCards = createGiftCardsService({ db, clock, codeKey: giftCardCodeKey(deps.jwtSecret) });
  const giftCardOrders = createGiftCardOrders({
    db,
    clock,
    giftCards,
    credentials,
    publicUrl,
    supportEmail,
  });
  const purchases = createPurchases({
    db,
    clock,
    fulfilments: { package: packagePurchases.fulfilment, gift_card: giftCardOrders.fulfilment },
    giftCards,
    supportEmail,
  });
  const places = createPlacesService(db);
  const services = {
    clinical,
    invites,
    auth: createAuthService({
      db,
      tokens,
      clock,
      publicUrl,
      supportEmail,
      credentials,
      resetsPerHour: settings.passwordResetsPerHour,
      log: app.log,
      ...(deps.onEmailQueued ? { onEmailQueued: deps.onEmailQueued } : {}),
    }),
    clinics: createClinicsService(db, tokens, clock),
    staff: createStaffService(db, tokens, clock),
    catalogue: createCatalogueService(db, clock),
    providers: createProvidersService(db),
    places,
    availability: createAvailabilityService(db, clock, { keepForMs: settings.availabilityCacheMs }),
    reviews: createReviewsService(db, clock),
    documents: createDocumentsService({ db, clock, supportEmail }),
    bookings: createBookingsService({
      db,
      clock,
      holdMinutes: settings.bookingHoldMinutes,
      holdsPerNetwork: settings.holdsPerNetwork,
      holdsPerIpv6Site: settings.holdsPerIpv6Site,
      clinicDecisionHours: settings.clinicDecisionHours,
      catalogueVersion,
      tally: bookingTally,
      clinical: clinical.gate,
      credits: packagePurchases,
      giftCards,
      publicUrl,
      supportEmail,
      ...(deps.onEmailQueued ? { onEmailQueued: deps.onEmailQueued } : {}),
    }),
  };
  app.decorate("passwordResetsSettled", services.auth.resetsSettled);
  app.addHook("onClose", () => services.auth.resetsSettled());
  const users = createUsersService(db, services.bookings, clinical, clock);
  const phoneChannels = phoneChannelsAvailable(settings.phoneMessages, settings.nodeEnv === "production");
  const phoneMessages = createPhoneMessagesService({
    db,
    clock,
    credentials,
    codeKey: phoneCodeKey(deps.jwtSecret),
    whatsappAvailable: phoneChannels.whatsapp,
    smsAvailable: phoneChannels.sms,
    ...(deps.onEmailQueued ? { onQueued: deps.onEmailQueued } : {}),
  });
  const whatsappWebhook = createWhatsAppWebhook({
    db,
    clock,
    appSecret: settings.phoneMessages.whatsapp?.appSecret,
    verifyToken: settings.phoneMessages.whatsappVerifyToken,
    smsAvailable: phoneChannels.sms,
    ...(deps.onEmailQueued ? { onQueued: deps.onEmailQueued } : {}),
  });
  const reach = {
    db,
    clock,
    supportEmail,
    ...(deps.onEmailQueued ? { onEmailQueued: deps.onEmailQueued } : {}),
  };
  const partners = createPartnersService(reach);
  const messages = createMessagesService(reach);
  const waitlist = createWaitlistService(db, clock);
  const visitFees = createVisitFeesService(db, clock);
  const packages = createPackagesService({ db, clock });
  // The console's records go through the same services (and rules) as the public routes and the CLI.
  const adminRecords = {
    clinics: createAdminClinicsService(db, services.clinics, services.providers, clock),
    catalogue: createAdminCatalogueService(services.catalogue),
    invites: createAdminInvitesService(services.invites),
    inbox: createAdminInboxService(partners, messages, waitlist),
    serviceAreas: createAdminServiceAreasService(createServiceAreasService(db)),
    visitFees: createAdminVisitFeesService(visitFees),
    packages: createAdminPackagesService(packages),
    giftCards: createAdminGiftCardsService(giftCards),
  };
  app.decorate("bookings", services.bookings);
  app.decorate("clinical", clinical);
  const payments = createPaymentsService({
    db,
    clock,
    bookings: services.bookings,
    purchases,
    packages: packagePurchases,
    giftCardOrders,
    checkout: deps.checkout?.provider ?? createSandboxProvider({ db, clock }),
    ...(deps.checkout?.parseWebhook ? { parseWebhook: deps.checkout.parseWebhook } : {}),
    crypto: deps.crypto ?? {
      receiverAddress: settings.crypto.receiverAddress,
      tokens: settings.crypto.tokens,
      myrToUsd: settings.crypto.myrToUsd,
      minConfirmations: settings.crypto.minConfirmations,
      finalityDepth: settings.crypto.finalityDepth,
      walletConnectProjectId: settings.crypto.walletConnectProjectId,
      verifier: createTokenTransferVerifier({ rpcUrl: settings.crypto.rpcUrl, chainId: BASE_CHAIN_ID }),
    },
    siteOrigins: createSiteOrigins(publicUrl, settings.siteOrigins),
    supportEmail,
    log: app.log,
  });
  app.decorate("payments", payments);
  const live = createLiveEventsService({ database: deps.database, validateSession, clock });
  app.addHook("onClose", () => live.close());
  // Any write through this process (a hold, a cancel, a payment, a calendar change) may move places: what
  // availability kept is dropped before the writer hears back (decision 029).
  app.addHook("onSend", async (request, _reply, payload) => {
    if (request.method !== "GET" && request.method !== "HEAD") services.availability.forget();
    return payload;
  });

  const api: FastifyPluginAsyncZod = async (scope) => {
    await registerCompression(scope);
    registerApiCaching(scope);
    await scope.register(healthRoutes, { checks: readinessChecks, readiness });
    const contact = {
      whatsappNumber: settings.whatsappNumber,
      supportPhone: settings.supportPhone,
      supportEmail,
    };
    await scope.register(publicConfigRoutes, {
      config: { ...contact, ...(deps.demoClinic ? { demoClinic: deps.demoClinic } : {}) },
    });
    await scope.register(invitesRoutes, {
      invites: services.invites,
      inviteGate,
      contact,
      serviceName: serviceNames(services.catalogue, catalogueVersion),
    });
    await scope.register(authRoutes, { auth: services.auth, guards });
    await scope.register(usersRoutes, { users, guards });
    await scope.register(phoneMessagesRoutes, {
      phoneMessages,
      guards,
      languageOf: async (userId) => (await users.profile(userId)).language,
    });
    await scope.register(whatsappWebhookRoutes, { webhook: whatsappWebhook });
    await scope.register(placesRoutes, { places: services.places, guards });
    await scope.register(clinicsRoutes, { clinics: services.clinics, guards });
    await scope.register(clinicalRoutes, { clinical: services.clinical, guards });
    await scope.register(calendarRoutes, {
      calendar: createCalendarService({ db, clock, bookings: services.bookings }),
      guards,
    });
    await scope.register(catalogueRoutes, { catalogue: services.catalogue, version: catalogueVersion });
    await scope.register(providersRoutes, { providers: services.providers, version: catalogueVersion });
    await scope.register(availabilityRoutes, { availability: services.availability });
    await scope.register(visitFeesRoutes, { fees: visitFees });
    await scope.register(packagesRoutes, { packages, purchases: packagePurchases, guards });
    await scope.register(giftCardsRoutes, { giftCards, orders: giftCardOrders, guards });
    await scope.register(bookingsRoutes, { bookings: services.bookings, guards, clock });
    await scope.register(liveEventsRoutes, { live, guards });
    await scope.register(reviewsRoutes, { reviews: services.reviews, guards, clock });
    await scope.register(documentsRoutes, { documents: services.documents, guards });
    await scope.register(paymentsRoutes, { payments, guards, clock });
    await scope.register(partnersRoutes, { partners });
    await scope.register(messagesRoutes, { messages });
    await scope.register(waitlistRoutes, { waitlist });
    await scope.register(adminRoutes, {
      staff: services.staff,
      guards,
      adminBookings: createAdminBookingsService({
        db,
        clock,
        bookings: services.bookings,
        clinicDecisionHours: settings.clinicDecisionHours,
        clinical: clinical.gate,
      }),
      dashboard: createAdminDashboardService({
        db,
        clock,
        clinicDecisionHours: settings.clinicDecisionHours,
        purchases,
        giftCards,
      }),
      records: adminRecords,
      bookingMessages: createAdminBookingMessagesService({
        db,
        bookingMessages: createBookingMessagesService({
          db,
          clock,
          ...(deps.onEmailQueued ? { onQueued: deps.onEmailQueued } : {}),
        }),
      }),
    });
    if (deps.testClock) {
      await scope.register(testClockRoutes, {
        clock: deps.testClock,
        sweep: () => services.bookings.sweep(),
      });
      // The same browser-test servers may issue a gift card and read its code (kept only as a hash).
      await scope.register(testGiftCardsRoutes, { db, giftCards });
    }
    scope.setNotFoundHandler((request) => {
      throw new AppError("NOT_FOUND", "noSuchRoute", {
        method: request.method,
        path: request.url.split("?")[0] ?? "",
      });
    });
  };
  await app.register(api, { prefix: "/api" });

  if (deps.webDistDir) {
    await registerWebApp(app, deps.webDistDir, {
      hasInvitePass: inviteGate.hasValidPass,
      ...(deps.webSsrDir ? { ssrDir: deps.webSsrDir } : {}),
    });
  }
  return app;
}
