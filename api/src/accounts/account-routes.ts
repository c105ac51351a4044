import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountEndpoints, type NotificationSettings } from '@teamwear/shared/contracts';
import { principalOf } from '../auth/bearer-auth';
import { findAccountDetails } from '../auth/user-queries';
import { readAsTenant, withTenant } from '../db/tenant-scope';
import { invalidToken } from '../http/errors';
import { readNotificationSettings, updateAccountDetails, writeNotificationSettings } from './account-queries';
import { loadAccountSummary } from './summary';
import { routeOf } from '../http/endpoint-route';

const bearer = [{ bearerAuth: [] }];

/** The signed-in user's account: details, the dashboard's summary, and which mails they want. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(accountEndpoints.details, {
      tags: ['accounts'],
      summary: 'The signed-in user',
      security: bearer,
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const principal = principalOf(request);
      const details = await readAsTenant(app.db, principal.tenantId, (tx) => findAccountDetails(tx, principal.tenantId, principal.userId));
      if (!details) throw invalidToken();
      return { data: details };
    },
  });

  app.route({
    ...routeOf(accountEndpoints.updateDetails, {
      tags: ['accounts'],
      summary: "Change the signed-in user's name and phone number (the email is the sign-in name and stays)",
      security: bearer,
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const principal = principalOf(request);
      const details = await withTenant(app.db, principal.tenantId, (tx) => updateAccountDetails(tx, principal.tenantId, principal.userId, request.body));
      if (!details) throw invalidToken();
      return { data: details };
    },
  });

  app.route({
    ...routeOf(accountEndpoints.summary, {
      tags: ['accounts'],
      summary: "The dashboard's counts: designs, players, orders in progress and completed",
      security: bearer,
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const principal = principalOf(request);
      return {
        data: await withTenant(app.db, principal.tenantId, (tx) => loadAccountSummary(tx, principal.tenantId, principal.userId, app.clock.now())),
      };
    },
  });

  app.route({
    ...routeOf(accountEndpoints.notifications, {
      tags: ['accounts'],
      summary: 'Which mails the signed-in user wants (all on by default except the newsletter)',
      security: bearer,
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const principal = principalOf(request);
      const settings = await readAsTenant(app.db, principal.tenantId, (tx) => readNotificationSettings(tx, principal.tenantId, principal.userId));
      if (!settings) throw invalidToken();
      return { data: settings };
    },
  });

  app.route({
    ...routeOf(accountEndpoints.updateNotifications, {
      tags: ['accounts'],
      summary: 'Set which mails the signed-in user wants',
      security: bearer,
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const principal = principalOf(request);
      const { orderUpdates, designReviews, newsletter } = request.body;
      const settings: NotificationSettings = { orderUpdates, designReviews, newsletter };
      const found = await withTenant(app.db, principal.tenantId, (tx) => writeNotificationSettings(tx, principal.tenantId, principal.userId, settings));
      if (!found) throw invalidToken();
      return { data: settings };
    },
  });
};
