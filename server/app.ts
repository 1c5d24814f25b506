import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { guardedScope, requireAdmin, requireRole } from './http/access.ts';
import { appUrl } from './http/app-url.ts';
import { prettyLogStream, prettyLogs } from './http/log-format.ts';
import { describeContract, securitySchemes } from './http/openapi-contract.ts';
import { logSerializers, requestIdOf } from './http/request-logging.ts';
import { createFieldCipher, loadEncryptionKey } from './integrations/crypto/field-cipher.ts';
import { createMailer, type Mailer } from './integrations/mail/mailer.ts';
import { createMailOutbox } from './integrations/mail/outbox.ts';
import { createPaymentProvider } from './integrations/payments/create-payment-provider.ts';
import { checkoutOrigins, type PaymentProvider } from './integrations/payments/payment-provider.ts';
import { createFileStorage } from './integrations/storage/create-storage.ts';
import type { FileStorage } from './integrations/storage/file-storage.ts';
import { createBackgroundWork } from './jobs/background-work.ts';
import { jobHandlers } from './jobs/job-handlers.ts';
import { createJobQueue } from './jobs/job-queue.ts';
import { passwordChangeRoutes, preferencesRoutes, profileRoutes } from './modules/account/index.ts';
import { adminDashboardRoutes } from './modules/admin-dashboard/index.ts';
import {
  adminLoginRoutes,
  adminSessionRoutes,
  authRoutes,
  emailVerificationRoutes,
  googleAuthRoutes,
  sessionAuth,
} from './modules/auth/index.ts';
import { bookingRoutes } from './modules/bookings/index.ts';
import { cancellationRoutes } from './modules/cancellations/index.ts';
import { adminCatalogueRoutes, catalogRoutes } from './modules/catalog/index.ts';
import { adminFinanceRoutes } from './modules/finance/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { calendarExportRoutes, ownerCalendarRoutes } from './modules/host-calendar/index.ts';
import { invoiceRoutes } from './modules/invoices/index.ts';
import { adminPropertyRoutes } from './modules/listing-review/index.ts';
import { adminListingRoutes, ownerListingRoutes, ownerWizardRoutes } from './modules/listings/index.ts';
import { liveEventRoutes } from './modules/live-events/index.ts';
import { mediaRoutes } from './modules/media/index.ts';
import { adminConversationReportRoutes, conversationRoutes } from './modules/messages/index.ts';
import { notificationRoutes } from './modules/notifications/index.ts';
import { paymentRoutes } from './modules/payments/index.ts';
import {
  adminHostPayoutRoutes,
  ownerPayoutAccountRoutes,
  ownerPayoutRoutes,
} from './modules/payouts/index.ts';
import { placesRoutes } from './modules/places/index.ts';
import {
  propertyDetailRoutes,
  propertyPageRoutes,
  propertyRoutes,
  propertyStayRoutes,
  sitemapRoutes,
} from './modules/properties/index.ts';
import { adminHostCancellationRoutes, ownerReservationRoutes } from './modules/reservations/index.ts';
import { reviewRoutes } from './modules/reviews/index.ts';
import { siteConfigRoutes, tileImageSource } from './modules/site-config/index.ts';
import { ownerTaxProfileRoutes } from './modules/tax-profile/index.ts';
import { uploadRoutes } from './modules/uploads/index.ts';
import { adminUserRoutes } from './modules/user-moderation/index.ts';
import { wishlistRoutes } from './modules/wishlists/index.ts';
import { answerHeaders } from './plugins/answer-headers.ts';
import { closeConnectionsOnShutdown } from './plugins/close-connections-on-shutdown.ts';
import { documentOnlyHeaders } from './plugins/document-only-headers.ts';
import { clientErrorHandler, errorFormat, frameworkErrors } from './plugins/error-format.ts';
import { requestLanguage } from './plugins/request-language.ts';
import { sameOrigin } from './plugins/same-origin.ts';
import { strictJson } from './plugins/strict-json.ts';
import { textInput } from './plugins/text-input.ts';
import { webApp } from './plugins/web-app.ts';

export type RegisteredRoute = { method: string; url: string };

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Every route the app registered: tests walk it so a new route is covered without editing them. */
    registeredRoutes: RegisteredRoute[];
  }
}

export type BuildOptions = {
  config: Config;
  db: Database;
  mailer?: Mailer;
  storage?: FileStorage;
  payments?: PaymentProvider;
  logger?: boolean;
  /** Where log lines go (default stdout); tests read them. */
  logStream?: NodeJS.WritableStream;
};

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const pretty =
    !opts.logStream &&
    opts.logger !== false &&
    prettyLogs({
      production: config.production,
      logPretty: config.logPretty,
      stdoutIsTty: process.stdout.isTTY,
    });
  const stream = opts.logStream ?? (pretty ? await prettyLogStream(process.stdout.isTTY) : undefined);
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel, serializers: logSerializers, stream },
    genReqId: requestIdOf,
    trustProxy: config.trustProxy ?? false,
    bodyLimit: 1_048_576,
    // A request (headers and body) must arrive within REQUEST_TIMEOUT_MS, else 408: a client that
    // trickles a body cannot hold a connection for minutes. Node needs it at creation too (its
    // headersTimeout must not exceed it) and checks every connectionsCheckingInterval.
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(100, Math.min(5_000, config.requestTimeoutMs / 2)),
    },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const jobs = createJobQueue(
    opts.db,
    { pollSeconds: config.jobPollSeconds, timeoutSeconds: config.jobTimeoutSeconds },
    app.log,
  );
  const deps: AppDeps = {
    config,
    db: opts.db,
    jobs,
    outbox: createMailOutbox(opts.mailer ?? createMailer(config), jobs, {
      staleClaimMs: config.jobTimeoutSeconds * 1000,
    }),
    storage: opts.storage ?? createFileStorage(config),
    payments: opts.payments ?? createPaymentProvider(config),
    log: app.log,
    background: createBackgroundWork(app.log),
    fieldCipher: createFieldCipher(loadEncryptionKey(config)),
  };
  jobs.setHandlers(jobHandlers(deps));
  app.decorate('deps', deps);
  app.addHook('onClose', () => deps.background.drain());
  // The simulated gateway's Route webhooks come to our own endpoint, signed as Razorpay signs them.
  // In order, one after the other: the second (a settlement) follows the first (the transfer).
  deps.payments.deliverWebhooksTo?.((webhooks) =>
    deps.background.run('simulated webhooks', async () => {
      for (const { headers, body } of webhooks)
        await app.inject({ method: 'POST', url: '/api/payment/webhook', headers, payload: body });
    }),
  );
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
    describeContract(route);
  });

  await app.register(errorFormat);
  await app.register(answerHeaders);
  await app.register(strictJson);
  await app.register(closeConnectionsOnShutdown);
  await app.register(fastifyHelmet, {
    // The app loads only its own scripts; styles are inline from Vite in dev and hashed files in prod.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The property page's map loads its tiles from MAP_TILE_URL's origin.
        imgSrc: ["'self'", 'data:', 'blob:', tileImageSource(config.map.tileUrl)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Razorpay's checkout script and frames only while that provider takes the payments.
        scriptSrc: ["'self'", ...checkoutOrigins(deps.payments).scripts],
        frameSrc: [
          "'self'",
          'https://www.openstreetmap.org',
          'https://maps.google.com',
          'https://www.google.com',
          ...checkoutOrigins(deps.payments).frames,
        ],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(documentOnlyHeaders);
  // Answers over 1 KB go out brotli- or gzip-compressed when the client takes it (brotli at level 4:
  // quick per request); the web app's files carry copies compressed at build time instead.
  // Up to 128 KB in one synchronous call (about 1 ms at level 4): the plugin's default on two cores
  // streams anything over 8 KB through zlib's thread pool, which cost a 20 KB card list three times
  // the CPU of compressing it in one go (decision 38).
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    globalDecompression: false,
    syncThreshold: 131_072,
  });
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Basera API', version: '0.1.0' }, components: { securitySchemes } },
    transform: jsonSchemaTransform,
  });
  await app.register(sameOrigin);
  await app.register(sessionAuth);
  await app.register(requestLanguage);
  await app.register(textInput);

  // ROLE=worker serves nothing but its health probes (decision 75).
  if (config.role === 'worker') {
    await app.register(healthRoutes, { prefix: '/api' });
    return app;
  }

  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
      await api.register(authRoutes);
      await api.register(googleAuthRoutes);
      await api.register(emailVerificationRoutes);
      await api.register(profileRoutes);
      await api.register(preferencesRoutes);
      await api.register(passwordChangeRoutes);
      await api.register(adminLoginRoutes);
      await api.register(healthRoutes);
      await api.register(catalogRoutes);
      await api.register(propertyRoutes);
      await api.register(propertyDetailRoutes);
      await api.register(propertyStayRoutes);
      await api.register(siteConfigRoutes);
      await api.register(placesRoutes);
      await api.register(wishlistRoutes);
      await api.register(conversationRoutes);
      await api.register(notificationRoutes);
      await api.register(liveEventRoutes);
      await api.register(bookingRoutes);
      await api.register(reviewRoutes);
      await api.register(cancellationRoutes);
      await api.register(paymentRoutes);
      await api.register(invoiceRoutes);
      await api.register(mediaRoutes);
      await api.register(uploadRoutes);
      await api.register(calendarExportRoutes);
      // Route subtrees behind one guard each: a route added inside cannot forget its check.
      await api.register(
        guardedScope(requireAdmin, [
          adminSessionRoutes,
          adminListingRoutes,
          adminHostCancellationRoutes,
          adminDashboardRoutes,
          adminCatalogueRoutes,
          adminPropertyRoutes,
          adminUserRoutes,
          adminHostPayoutRoutes,
          adminFinanceRoutes,
          adminConversationReportRoutes,
        ]),
        { prefix: '/admin' },
      );
      await api.register(
        guardedScope(requireRole('owner'), [
          ownerListingRoutes,
          ownerReservationRoutes,
          ownerCalendarRoutes,
          ownerTaxProfileRoutes,
          ownerPayoutAccountRoutes,
          ownerPayoutRoutes,
        ]),
        { prefix: '/owner' },
      );
      // The wizard's drafts and POST /api/properties, guarded inside: owners only (the admin's are under /admin).
      await api.register(ownerWizardRoutes);
    },
    { prefix: '/api' },
  );

  // Crawlers: the listing page's title and preview tags, and the sitemap (before the app's catch-all).
  await app.register(propertyPageRoutes, { webDir: config.webDir });
  await app.register(sitemapRoutes);
  await app.register(webApp, { webDir: config.webDir, publicUrl: appUrl(config) });
  return app;
}
