import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { appContext } from './app-context';
import { accountRoutes } from './accounts/account-routes';
import { tokenRoutes } from './auth/token-routes';
import bearerAuth from './auth/bearer-auth';
import { generateSigningKeys, type SigningKeys } from './auth/keys';
import { argon2PasswordChecks, type PasswordChecks } from './auth/passwords';
import { passwordRoutes } from './auth/password-routes';
import { sessionRoutes } from './auth/session-routes';
import { signInStepRoutes } from './auth/sign-in-step-routes';
import { systemClock, type Clock } from './clock';
import type { AppConfig } from './config';
import type { Db } from './db/schema';
import { contactRoutes } from './contact/contact-routes';
import { remoteFailureRoutes } from './client-reports/remote-failure-routes';
import { designRoutes } from './designs/design-routes';
import { fabricRoutes } from './fabrics/fabric-routes';
import { imageRoutes } from './images/image-routes';
import { customerImageRoutes } from './images/customer-image-routes';
import { fontRoutes } from './fonts/font-routes';
import { healthRoutes } from './health/health-routes';
import { playerRoutes } from './players/player-routes';
import { cartRoutes } from './cart/cart-routes';
import { installCrossOriginPolicy } from './embed/cross-origin';
import { handoffRoutes } from './embed/handoff-routes';
import { orderLifePlugin } from './orders/order-life';
import { orderRoutes } from './orders/order-routes';
import { orderVersionRoutes } from './orders/order-version-routes';
import { shopMailSettingsRoutes } from './tenancy/shop-mail-settings-routes';
import { providerOrderRoutes } from './orders/provider-order-routes';
import { leadTimeRoutes } from './orders/shop-orders/lead-time-routes';
import { catalogueRoutes } from './catalogue/catalogue-routes';
import { sizeGuideRoutes } from './catalogue/size-guide-routes';
import { collectionRoutes } from './collections/collection-routes';
import { joinRoutes } from './collections/join-routes';
import { playerPaymentRoutes } from './collections/player-payment-routes';
import { collectionKeeperPlugin } from './collections/collection-keeper';
import { teamRoutes } from './team/team-routes';
import { shopBrandRoutes } from './tenancy/shop-brand-routes';
import { shopPartnerRoutes } from './tenancy/shop-partner-routes';
import { paymentRulesRoutes } from './payments/payment-rules-routes';
import { orderPaymentRoutes } from './payments/order-payment-routes';
import { invoiceRoutes } from './invoices/invoice-routes';
import { auditRoutes } from './audit/audit-routes';
import { shopOrderRoutes } from './orders/shop-orders/shop-order-routes';
import { shopCustomerRoutes } from './customers/shop-customer-routes';
import { shopNumbersRoutes } from './numbers/shop-numbers-routes';
import { printFilesQueue } from './production/jobs/print-files';
import { productionPlugin } from './production/production-plugin';
import { productionRoutes } from './production/production-routes';
import { productionSettingsRoutes } from './production/production-settings-routes';
import { proofRoutes } from './production/proof-routes';
import { providerOrderFilesRoutes } from './production/provider-order-files-routes';
import { answerClientError } from './http/client-errors';
import { answerFrameworkError, installErrorHandling } from './http/error-handling';
import { installHostCheck } from './http/host-check';
import { openApiDocumentRoute, registerOpenApi } from './http/openapi';
import { sharedRateLimits } from './http/shared-rate-limits';
import { createLogger, type LogStream } from './http/logger';
import { installRequestLogging, requestLoggingOptions } from './http/request-logging';
import { installResponseHeaders } from './http/security-headers';
import { validatorCompiler } from './http/validation';
import { listAnswersPlugin } from './lists/list-answers-plugin';
import { mailPlugin } from './mail/mail-plugin';
import { metricsPlugin } from './metrics/metrics-plugin';
import type { MailTransport } from './mail/transports';
import tenantPlugin from './tenancy/tenant-plugin';
import { templateRoutes } from './templates/template-routes';
import { shopTemplateRoutes } from './templates/shop-template-routes';
import { whoamiRoutes } from './tenancy/whoami-routes';
import { faviconRoutes } from './tenancy/favicon-routes';

export interface BuildAppOptions {
  db: Db;
  config: AppConfig;
  /** The access-token signing key; an in-memory one is generated when omitted (tests). */
  signingKeys?: SigningKeys;
  /** Where mail goes; by default SMTP, files or memory as `config.mail` says. Tests pass a MemoryMailTransport. */
  mailTransport?: MailTransport;
  /** The time source for expiries the API checks itself; tests pass one they can move forward. */
  clock?: Clock;
  /** Where log lines go; stdout when omitted. Tests pass one to read them. */
  logStream?: LogStream;
  /** How sign-in checks a password; argon2 when omitted. Tests wrap it to see which hash was checked. */
  passwords?: PasswordChecks;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export async function buildApp({
  db,
  config,
  signingKeys,
  mailTransport,
  clock = systemClock,
  logStream,
  passwords = argon2PasswordChecks,
}: BuildAppOptions): Promise<FastifyInstance> {
  const log = createLogger(config.logLevel, logStream);
  const app = Fastify({
    // Fastify's `logger: false`, the API's own logger (see http/request-logging.ts): no per-request
    // listeners below `info`, and a request's pino child made only when something is logged.
    ...requestLoggingOptions(log),
    // The local gateway (and in production the ingress) forwards Host as X-Forwarded-Host.
    trustProxy: config.trustProxy,
    // At shutdown (shutdown.ts) the server stops accepting and /healthz turns 503, but a request that
    // reached an open connection is served within the grace period: Fastify's default 503 would send
    // a write the gateway may not resend (a design save) back to the customer as a failure.
    return503OnClosing: false,
    // Keep the gateway's request id when it sends a sane one, so logs join across hops. Fastify would
    // take the header as it is (any length, any characters) when requestIdHeader is set: genReqId
    // reads it itself, so only a sane one is kept.
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // A malformed URL (`/api/designs/%E0%A4%A`) answers the API's own error shape, not Fastify's.
    frameworkErrors: answerFrameworkError,
    // A request Node cannot read (a 20,000-character address) as well, where Fastify answers `{"error":…}`.
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  installRequestLogging(app, log);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  app.addHook('onReady', async () => {
    await passwords.dummyHash();
  });
  installResponseHeaders(app);
  installHostCheck(app);

  await app.register(sharedRateLimits, { db, config });
  await registerOpenApi(app);

  await app.register(appContext, { db, config, signingKeys: signingKeys ?? (await generateSigningKeys()), clock });
  await app.register(metricsPlugin, { log });
  await app.register(listAnswersPlugin);
  await app.register(mailPlugin, { transport: mailTransport, log });
  await app.register(productionPlugin, { log });
  await app.register(collectionKeeperPlugin, { log });
  // The orders' life cycle queues print files through production's queue: wired here, so that
  // orders/ never imports production/.
  await app.register(orderLifePlugin, { printFiles: printFilesQueue });
  await app.register(tenantPlugin);
  await app.register(bearerAuth);

  await app.register(healthRoutes);
  openApiDocumentRoute(app);
  await app.register(async (tenantScoped) => {
    tenantScoped.addHook('onRequest', tenantScoped.tenantHook);
    installCrossOriginPolicy(tenantScoped);
    await tenantScoped.register(whoamiRoutes);
    await tenantScoped.register(faviconRoutes);
    await tenantScoped.register(tokenRoutes, { passwords });
    await tenantScoped.register(accountRoutes);
    await tenantScoped.register(passwordRoutes);
    await tenantScoped.register(signInStepRoutes);
    await tenantScoped.register(sessionRoutes);
    await tenantScoped.register(designRoutes);
    await tenantScoped.register(fabricRoutes);
    await tenantScoped.register(imageRoutes);
    await tenantScoped.register(customerImageRoutes);
    await tenantScoped.register(fontRoutes);
    await tenantScoped.register(templateRoutes);
    await tenantScoped.register(shopTemplateRoutes);
    await tenantScoped.register(contactRoutes);
    await tenantScoped.register(remoteFailureRoutes);
    await tenantScoped.register(playerRoutes);
    await tenantScoped.register(cartRoutes);
    await tenantScoped.register(orderVersionRoutes);
    await tenantScoped.register(orderRoutes);
    await tenantScoped.register(providerOrderRoutes);
    await tenantScoped.register(shopOrderRoutes);
    await tenantScoped.register(leadTimeRoutes);
    await tenantScoped.register(catalogueRoutes);
    await tenantScoped.register(sizeGuideRoutes);
    await tenantScoped.register(collectionRoutes);
    await tenantScoped.register(joinRoutes);
    await tenantScoped.register(playerPaymentRoutes);
    await tenantScoped.register(teamRoutes);
    await tenantScoped.register(shopBrandRoutes);
    await tenantScoped.register(shopPartnerRoutes);
    await tenantScoped.register(paymentRulesRoutes);
    await tenantScoped.register(orderPaymentRoutes);
    await tenantScoped.register(invoiceRoutes);
    await tenantScoped.register(auditRoutes);
    await tenantScoped.register(shopCustomerRoutes);
    await tenantScoped.register(shopNumbersRoutes);
    await tenantScoped.register(proofRoutes);
    await tenantScoped.register(providerOrderFilesRoutes);
    await tenantScoped.register(productionRoutes);
    await tenantScoped.register(productionSettingsRoutes);
    await tenantScoped.register(shopMailSettingsRoutes);
    await tenantScoped.register(handoffRoutes);
  });

  return app;
}
