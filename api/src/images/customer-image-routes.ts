import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { imageEndpoints, MY_IMAGE_LIMIT } from '@teamwear/shared/contracts';
import { principalOf } from '../auth/bearer-auth';
import { routeOf } from '../http/endpoint-route';
import { notFound, validationFailed } from '../http/errors';
import { addCustomerImage, countCustomerImages, customerImagesPage, withCustomer, type Customer } from './customer-images';
import { decodePicture, looksLike } from './shop-images';
import { svgProblem } from './svg-check';

const bearer = [{ bearerAuth: [] }];

function customerOf(request: Parameters<typeof principalOf>[0]): Customer {
  const principal = principalOf(request);
  return { tenantId: principal.tenantId, userId: principal.userId };
}

/**
 * A customer's own uploads in the image library ("My uploads", docs/product.md §1): the studio keeps
 * a picture the customer uploads here when they are signed in; only they list it, fetch it or
 * delete it (their token; row-level security per shop and per customer underneath).
 */
export const customerImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(imageEndpoints.listMine, {
      tags: ['images'],
      summary: 'The signed-in customer’s own uploads',
      description: 'Newest first, in the library’s answer shape (`{ totalHits, hits }`); `page` counts from 0. Only the caller’s pictures.',
      security: bearer,
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const customer = customerOf(request);
      const { page, per_page: perPage } = request.query;
      return withCustomer(app.db, customer, (tx) => customerImagesPage(tx, customer, page, perPage));
    },
  });

  app.route({
    ...routeOf(imageEndpoints.uploadMine, {
      tags: ['images'],
      summary: 'Keep a picture the customer uploaded',
      description:
        `A PNG, JPEG, WebP or SVG as a base64 data URL (about 300 KB at most: the studio reduces pictures first), ` +
        `its size in pixels and its file name. An SVG must be well-formed XML of drawing elements that refers ` +
        `to nothing outside itself, or it is refused with what was found (a script, an event handler…); at most ` +
        `${MY_IMAGE_LIMIT} pictures per customer.`,
      security: bearer,
    }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const customer = customerOf(request);
      const picture = decodePicture(request.body.picture);
      if (!looksLike(picture.contentType, picture.data)) throw validationFailed('picture', 'picture is not the kind of picture its data URL says');
      const svgRefusal = picture.contentType === 'image/svg+xml' ? svgProblem(picture.data) : null;
      if (svgRefusal) throw validationFailed('picture', svgRefusal);
      const added = await withCustomer(app.db, customer, async (tx) => {
        if ((await countCustomerImages(tx, customer)) >= MY_IMAGE_LIMIT) throw validationFailed('picture', `you can keep at most ${MY_IMAGE_LIMIT} pictures: delete some first`);
        return addCustomerImage(tx, customer, request.body, picture);
      });
      return reply.code(201).send({ data: added });
    },
  });

  app.route({
    ...routeOf(imageEndpoints.mine, {
      tags: ['images'],
      summary: 'One of the customer’s own pictures',
      security: bearer,
      produces: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'],
    }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const customer = customerOf(request);
      const row = await withCustomer(app.db, customer, (tx) =>
        tx
          .selectFrom('customer_images')
          .select(['content_type', 'data'])
          .where('tenant_id', '=', customer.tenantId)
          .where('user_id', '=', customer.userId)
          .where('id', '=', request.params.id)
          .executeTakeFirst(),
      );
      if (!row) throw notFound('No such picture');
      // Written by a customer: never run as a page of ours if opened on its own.
      return reply
        .type(row.content_type)
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .send(row.data);
    },
  });

  app.route({
    ...routeOf(imageEndpoints.deleteMine, {
      tags: ['images'],
      summary: 'Forget one of the customer’s own pictures',
      description: 'Designs that placed it keep their own copy.',
      security: bearer,
    }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const customer = customerOf(request);
      const deleted = await withCustomer(app.db, customer, (tx) =>
        tx.deleteFrom('customer_images').where('tenant_id', '=', customer.tenantId).where('user_id', '=', customer.userId).where('id', '=', request.params.id).executeTakeFirst(),
      );
      if (Number(deleted.numDeletedRows) === 0) throw notFound('No such picture');
      return reply.code(204).send(null);
    },
  });
};
