import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartEndpoints, MAX_CART_ITEMS, type CartItem } from '@teamwear/shared/contracts';
import { principalOf } from '../auth/bearer-auth';
import type { DesignRow } from '../db/schema';
import { withTenant, type TenantTx } from '../db/tenant-scope';
import { findDesign, toDesignSummary, type DesignOwner } from '../designs/design-queries';
import { HttpError, notFound } from '../http/errors';
import { routeOf } from '../http/endpoint-route';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const noSuchItem = () => notFound('No such item in the cart');
const bearer = [{ bearerAuth: [] }];

type CartRow = Omit<DesignRow, 'document'> & { cart_item_id: string; added_at: Date };

function toCartItem(row: CartRow): CartItem {
  return { id: row.cart_item_id, addedAt: row.added_at.toISOString(), design: toDesignSummary(row) };
}

/** The owner's cart, newest first, each with its design (a deleted design leaves the cart with it). */
function cartRows(tx: TenantTx, owner: DesignOwner) {
  return tx
    .selectFrom('cart_items')
    .innerJoin('designs', 'designs.id', 'cart_items.design_id')
    .select([
      'cart_items.id as cart_item_id',
      'cart_items.created_at as added_at',
      'designs.id',
      'designs.tenant_id',
      'designs.user_id',
      'designs.product',
      'designs.name',
      'designs.version',
      'designs.thumbnail',
      'designs.stored_bytes',
      'designs.created_at',
      'designs.updated_at',
    ])
    .where('cart_items.tenant_id', '=', owner.tenantId)
    .where('cart_items.user_id', '=', owner.userId)
    .orderBy('cart_items.created_at', 'desc')
    .orderBy('cart_items.id', 'desc');
}

/** The customer's cart (issue 14): designs to order, kept on the server so it follows them across devices. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {

  app.route({
    ...routeOf(cartEndpoints.read, {
      tags: ['cart'],
      summary: "The signed-in customer's cart: designs to order, newest first",
      security: bearer,
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const owner = principalOf(request);
      const rows = await withTenant(app.db, owner.tenantId, (tx) => cartRows(tx, owner).execute());
      return { data: { items: rows.map(toCartItem) } };
    },
  });

  app.route({
    ...routeOf(cartEndpoints.add, {
      tags: ['cart'],
      summary: 'Put one of the customer’s designs in the cart',
      description: `201 with the item; a design already in the cart answers 200 with its item. 404 for a design that is not the customer's; 409 CART_FULL at ${MAX_CART_ITEMS} items.`,
      security: bearer,
    }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const owner = principalOf(request);
      const { designId } = request.body;
      const outcome = await withTenant(app.db, owner.tenantId, async (tx) => {
        if (!(await findDesign(tx, owner, designId))) throw notFound('No such design');
        const inserted = await tx
          .insertInto('cart_items')
          .values({ tenant_id: owner.tenantId, user_id: owner.userId, design_id: designId })
          .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'design_id']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (inserted) {
          const { count } = await tx
            .selectFrom('cart_items')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('tenant_id', '=', owner.tenantId)
            .where('user_id', '=', owner.userId)
            .executeTakeFirstOrThrow();
          if (Number(count) > MAX_CART_ITEMS) throw new HttpError(409, 'CART_FULL', `The cart holds at most ${MAX_CART_ITEMS} designs`);
        }
        const row = await cartRows(tx, owner).where('cart_items.design_id', '=', designId).executeTakeFirstOrThrow();
        return { item: toCartItem(row), created: Boolean(inserted) };
      });
      return reply.code(outcome.created ? 201 : 200).send({ data: outcome.item });
    },
  });

  app.route({
    ...routeOf(cartEndpoints.remove, {
      tags: ['cart'],
      summary: 'Take an item out of the cart (the design stays)',
      security: bearer,
    }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const owner = principalOf(request);
      if (!UUID.test(request.params.id)) throw noSuchItem();
      const removed = await withTenant(app.db, owner.tenantId, (tx) =>
        tx
          .deleteFrom('cart_items')
          .where('tenant_id', '=', owner.tenantId)
          .where('user_id', '=', owner.userId)
          .where('id', '=', request.params.id)
          .returning('id')
          .executeTakeFirst(),
      );
      if (!removed) throw noSuchItem();
      return reply.code(204).send(null);
    },
  });
};
