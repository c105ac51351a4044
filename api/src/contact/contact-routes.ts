import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_THANKS_MESSAGE, contactEndpoints } from '@teamwear/shared/contracts';
import { withTenant } from '../db/tenant-scope';
import { routeOf } from '../http/endpoint-route';
import { accountMailRateLimit } from '../http/rate-limits';
import { enqueueMail } from '../mail/outbox';
import { contactMessageMail } from '../mail/templates';
import { tenantOf } from '../tenancy/tenant-plugin';
import { contactEmailOf } from '../tenancy/tenant-settings';

/** `POST /api/contact`: the contact form (anonymous). Stored, and mailed to the shop. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(contactEndpoints.send, {
      tags: ['contact'],
      summary: 'Send a message to the shop',
      description:
        'Stores the message and mails it to the shop\'s contact address (`settings.contact.email`). `contact` is ' +
        'the visitor\'s email address or phone number.',
    }),
    // It sends mail on a visitor's behalf: the same budget as the other anonymous calls that mail.
    config: accountMailRateLimit(app.config),
    handler: async (request, reply) => {
      const tenant = tenantOf(request);
      const { contact, subject, message } = request.body;
      const shopAddress = contactEmailOf(tenant);
      const receivedAt = app.clock.now();
      await withTenant(app.db, tenant.id, async (tx) => {
        await tx
          .insertInto('contact_messages')
          .values({ tenant_id: tenant.id, contact, subject, message, ip: request.ip, created_at: receivedAt })
          .execute();
        if (shopAddress) {
          const mail = contactMessageMail(tenant.name, { contact, subject, message, receivedAt });
          await enqueueMail(tx, app.clock, { tenantId: tenant.id, fromName: tenant.name, to: shopAddress, ...mail });
        }
      });
      if (shopAddress) app.mailer.kick();
      else request.log.warn({ tenant: tenant.slug }, 'contact message stored but not mailed: the shop has no settings.contact.email');
      return reply.code(201).send({ message: CONTACT_THANKS_MESSAGE });
    },
  });
};
