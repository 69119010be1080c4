import { PREMIUM_SEAT_PRICE } from '@landline/shared/constants';
import { CONNECTION_GUARANTEE_PRICE_CENTS } from '@landline/shared/cart';
import type { Db } from '../db/client.js';
import { insertMissingProducts, insertMissingVouchers } from './queries.js';

/** The catalogue of GET v2/cart/products/: one product per category (decision 201). */
export const CART_PRODUCTS = [
  { category: 'baggage', name: 'Checked bag', price: 0, priceLp: 0 },
  { category: 'door_2_door', name: 'Door-to-door service', price: 0, priceLp: 0 },
  { category: 'connection_guarantee', name: 'Connection guarantee', price: CONNECTION_GUARANTEE_PRICE_CENTS, priceLp: 0 },
  { category: 'vouchers', name: 'Voucher', price: 0, priceLp: 0 },
  { category: 'store_credits', name: 'Store credit', price: 0, priceLp: 0 },
  { category: 'premium_seating', name: 'Premium seat', price: PREMIUM_SEAT_PRICE, priceLp: 0 },
];

/**
 * Demo codes: three that work and two that show the refusals (expired, used up). ACVACANCES is
 * the Air Canada Vacations code the Canadian shuttle's phone gives: 20% off the shuttle fare only
 * (the content spec; decision 268).
 */
export const DEMO_VOUCHERS = [
  { code: 'WELCOME10', percent: 10 },
  { code: 'SHUTTLE5', amountCents: 500 },
  { code: 'ACVACANCES', percent: 20, categories: ['landline_ticket'] },
  { code: 'SUMMER25', percent: 25, validFrom: new Date('2026-06-01T06:00:00Z'), validUntil: new Date('2026-09-01T06:00:00Z') },
  { code: 'ONCEONLY', amountCents: 1000, usageLimit: 1, uses: 1 },
];

/**
 * Adds the products and demo vouchers missing (by name, by code); existing rows, perhaps edited
 * since, stay as they are. Safe at every start. Returns how many rows were added.
 */
export async function seedCartProducts(db: Db): Promise<number> {
  return (await insertMissingProducts(db, CART_PRODUCTS)) + (await insertMissingVouchers(db, DEMO_VOUCHERS));
}
