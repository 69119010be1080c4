import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addItemSchema,
  cartPaymentModeSchema,
  cartSchema,
  clearItemsSchema,
  productSchema,
  removeItemSchema,
} from '@landline/shared/schemas';
import { pathParams } from '../http/route-schemas.js';
import { MEMBERS, OPTIONAL_SESSION } from '../http/security-schemes.js';
import type { CartService } from './service.js';

const HOLDER = "The cart's uuid (the hold's `cart.uuid`): the holder's key.";
const byCart = pathParams({ uuid: HOLDER });

/**
 * The cart calls of the booking spec's section 7 (GET cart/get_cart/{uuid} is bookings'). A guest may
 * change a cart; a session, when sent, must be valid, and store credit and assign need one.
 */
export function cartRoutes(routes: FastifyInstance, carts: CartService): void {
  const app = routes.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/v2/cart/products/',
    { schema: { summary: 'The products a cart may hold', tags: ['cart'], noInput: true, response: { 200: z.array(productSchema) } } },
    async () => carts.products(),
  );

  app.put(
    '/v2/cart/cart/:cart/add_item/:productId/',
    {
      schema: {
        summary: 'Add a product to a cart',
        description:
          "`data` carries what the product needs: bags (`baggage_amount`), a voucher (`vouchers_id`), store credit (`store_credits_amount`, a member's), a door-to-door ride's address, a connection guarantee's flight. Errors in it are keyed `data.{field}`.",
        tags: ['cart'],
        security: OPTIONAL_SESSION,
        params: pathParams({ cart: HOLDER, productId: 'The product (GET v2/cart/products/).' }),
        body: addItemSchema,
        response: { 200: cartSchema.extend({ message: z.string() }) },
      },
    },
    async (request) => carts.addItem(request.params.cart, request.params.productId, request.body, await request.optionalUser()),
  );

  app.put(
    '/cart/remove_item_from_cart/',
    { schema: { summary: 'Remove an item from a cart', tags: ['cart'], body: removeItemSchema, response: { 200: cartSchema } } },
    async (request) => carts.removeItem(request.body),
  );

  app.put(
    '/cart/clear_items/',
    { schema: { summary: "Remove a cart's extras", tags: ['cart'], body: clearItemsSchema, response: { 200: cartSchema } } },
    async (request) => carts.clearItems(request.body),
  );

  app.put(
    '/v2/cart/cart/:uuid/payment_type/',
    {
      schema: {
        summary: "How a cart's tickets are paid",
        description: "By card (`regular`) or with points (`loyalty_points`, the member's session).",
        tags: ['cart'],
        security: OPTIONAL_SESSION,
        params: byCart,
        body: cartPaymentModeSchema,
        response: { 200: cartSchema },
      },
    },
    async (request) => carts.setPaymentMode(request.params.uuid, request.body.payment_type, await request.optionalUser()),
  );

  app.post(
    '/v2/cart/cart/:uuid/assign_cart_to_user/',
    {
      preValidation: app.authenticate,
      schema: {
        summary: 'Give a held cart to the signed-in member',
        tags: ['cart'],
        security: MEMBERS,
        params: byCart,
        response: { 200: cartSchema },
      },
    },
    async (request) => carts.assignToUser(request.params.uuid, request.userId!),
  );
}
