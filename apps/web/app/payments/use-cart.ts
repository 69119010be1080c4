import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddItemInput, Cart } from '@landline/shared/schemas';
import { CART_CALL_MESSAGES, CART_MESSAGES } from '@landline/shared/messages';
import type { ProductCategory } from '@landline/shared/cart';
import { useNotify } from '../components/notifications';
import { useMessage } from '../i18n/react';
import { ApiError } from '../lib/api';
import { paymentsApi } from './api';
import { isAuthenticated } from '../lib/session';
import type { DraftHold } from '../booking/draft';
import { productOf } from './lines';

// The held reservation's cart in the query cache: read once, then replaced by each cart call's
// answer (every call answers the whole cart, priced by the server).

export const cartKey = (cartUuid: string) => ['cart', cartUuid] as const;

/**
 * The cart. A signed-in traveller's cart is first given to them (section 4: login assigns the
 * current cart), which store credit needs; a cart of another account is only read.
 */
export function useCart(cartUuid: string) {
  return useQuery({
    queryKey: cartKey(cartUuid),
    queryFn: async ({ signal }) => {
      if (isAuthenticated()) {
        try {
          return await paymentsApi.assignCart(cartUuid);
        } catch (error) {
          if (!(error instanceof ApiError) || error.status !== 403) throw error;
        }
      }
      return paymentsApi.cart(cartUuid, signal);
    },
    staleTime: 0,
  });
}

export function useProducts() {
  return useQuery({ queryKey: ['cart-products'], queryFn: ({ signal }) => paymentsApi.products(signal), staleTime: Infinity });
}

/** Adds one product of `category` to the cart; resolves with the new cart, throws the API's refusal. */
export function useAddItem(hold: DraftHold) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const message = useMessage();
  const products = useProducts();
  return async (category: ProductCategory, body: AddItemInput): Promise<Cart> => {
    const product = productOf(products.data, category);
    if (!product) throw new ApiError(404, [CART_CALL_MESSAGES.productNotFound], null);
    const cart = await paymentsApi.addItem(hold.cartUuid, product.id, body);
    queryClient.setQueryData(cartKey(hold.cartUuid), cart);
    // The server's word (or the spec's), in the page's language.
    notify(message(cart.message || CART_MESSAGES.added), { tone: 'success' });
    return cart;
  };
}

/** Takes one of the traveller's own lines off the cart. */
export function useRemoveItem(hold: DraftHold) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: number) => paymentsApi.removeItem({ cart_id: hold.cartUuid, item_id: itemId, reservation_uuid: hold.uuid }),
    onSuccess: (cart) => queryClient.setQueryData(cartKey(hold.cartUuid), cart),
  });
}
