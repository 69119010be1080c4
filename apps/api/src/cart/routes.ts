import type { FastifyInstance } from 'fastify';
import { addItemSchema, cartPaymentModeSchema, clearItemsSchema, removeItemSchema } from '@landline/shared/schemas';
import { parseInput } from '../http/errors.js';
import type { CartService } from './service.js';

type AddItem = { Params: { cart: string; productId: string } };
type ByUuid = { Params: { uuid: string } };

/**
 * The cart calls of the booking spec's section 7 (GET cart/get_cart/{uuid} is bookings'). A guest may
 * change a cart; a session, when sent, must be valid, and store credit and assign need one.
 */
export function cartRoutes(app: FastifyInstance, carts: CartService): void {
  app.get('/v2/cart/products/', async () => carts.products());

  app.put<AddItem>('/v2/cart/cart/:cart/add_item/:productId/', async (request) => {
    const input = parseInput(addItemSchema, request.body);
    return carts.addItem(request.params.cart, request.params.productId, input, await request.optionalUser());
  });

  app.put('/cart/remove_item_from_cart/', async (request) => carts.removeItem(parseInput(removeItemSchema, request.body)));

  app.put('/cart/clear_items/', async (request) => carts.clearItems(parseInput(clearItemsSchema, request.body)));

  app.put<ByUuid>('/v2/cart/cart/:uuid/payment_type/', async (request) => {
    const { payment_type } = parseInput(cartPaymentModeSchema, request.body);
    return carts.setPaymentMode(request.params.uuid, payment_type, await request.optionalUser());
  });

  app.post<ByUuid>('/v2/cart/cart/:uuid/assign_cart_to_user/', { preHandler: app.authenticate }, async (request) =>
    carts.assignToUser(request.params.uuid, request.userId!),
  );
}
