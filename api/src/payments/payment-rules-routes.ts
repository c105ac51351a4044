import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopPaymentRulesEndpoints } from '@teamwear/shared/contracts';
import { principalOf } from '../auth/bearer-auth';
import { routeOf } from '../http/endpoint-route';
import { changeShopSettings, currentShopRow } from '../tenancy/change-shop-settings';
import { paymentRulesOf, paymentSettingsOf, withPaymentSettings } from './payment-rules';

const bearer = [{ bearerAuth: [] }];

/**
 * The shop's rules for being paid (issue 38), read and set by its owners, kept in
 * `tenants.settings.payments`: a customer 403, another shop's token 401, staff and workshop 403.
 */
export const paymentRulesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(shopPaymentRulesEndpoints.get, {
      tags: ['provider'],
      summary: 'The payment methods the shop accepts (KHQR, bank transfer, cash on delivery), its deposit rule and its invoices’ tax number',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('settings'),
    handler: async (request) => ({ data: paymentSettingsOf(await currentShopRow(app.db, principalOf(request).tenantId)) }),
  });

  app.route({
    ...routeOf(shopPaymentRulesEndpoints.put, {
      tags: ['provider'],
      summary: 'Set the payment methods and the deposit rule (the whole rules: a method left null is not offered, a null deposit asks none)',
      description:
        'The deposit is a whole percentage (0–100) of the grand total, required before production (APPROVED → PROCESSING answers 409 ' +
        'DEPOSIT_MISSING until it is recorded); the balance is due before shipping or on delivery (ON_THE_WAY or COMPLETED with a ' +
        'balance due answers 409 BALANCE_DUE unless the move carries an override with a note). A KHQR code the customer is shown stays valid ' +
        '`methods.khqr.validityMinutes` (15 minutes to 7 days; a day when left out). `invoicing.taxNumber` is the VAT TIN the invoices print ' +
        '(as the GDT prints it, e.g. K001-901234567; null: none); `invoicing` left out is kept. Fields that do not read answer 400 with fields.',
      security: bearer,
    }),
    onRequest: app.authenticateStaff('settings'),
    handler: async (request) => {
      const { tenantId, userId } = principalOf(request);
      // Every API instance forgets its cached shop: the next move is checked against these rules.
      const updated = await changeShopSettings(app.db, {
        tenantId,
        actorId: userId,
        action: 'payments.changed',
        change: (tenant) => ({ settings: withPaymentSettings(tenant.settings, request.body) }),
        audit: (before, after) => ({ before: paymentSettingsOf(before), after: paymentSettingsOf(after) }),
      });
      request.log.info({ deposit: paymentRulesOf(updated).deposit }, 'payment rules changed');
      return { data: paymentSettingsOf(updated) };
    },
  });
};
