import type { Product, ProductCategory } from '@landline/shared/cart';
import { SERVICE_TYPES } from '@landline/shared/constants';
import type { Cart, Itinerary } from '@landline/shared/schemas';
import { payments } from '../i18n/catalog/en/payments';
import type { PaymentsT } from './i18n';

// What the payment page reads off the server's cart (sections 3 and 9, decisions 196 and 201):
// the price summary's lines, which of them the traveller may remove, and which extras the trip
// can still take. Pure: the cart is the server's answer, never priced here; the labels are in the
// language of the `t` given (the payments namespace).

export type ItemLine = Cart['items_list'][number];

/** The categories the catalogue names (lines.category); another is named by its product. */
type Category = keyof typeof payments.lines.category;
const isNamed = (category: string): category is Category => Object.hasOwn(payments.lines.category, category);

const categoryLabel = (t: PaymentsT, category: string): string | undefined =>
  isNamed(category) ? t(`lines.category.${category}`) : undefined;

const DIRECTIONS: Record<string, 'departure' | 'return'> = {
  departure_trip: 'departure',
  departure_flight: 'departure',
  return_trip: 'return',
  return_flight: 'return',
};

/** Lines the traveller adds on this page and may take off again (tickets and seats are not theirs to remove here). */
const REMOVABLE: readonly string[] = ['baggage', 'connection_guarantee', 'door_2_door', 'vouchers', 'store_credits'];

export const isRemovable = (line: ItemLine) => REMOVABLE.includes(line.product.category);

/** How a line reads in the price summary, in the page's language: what it is, which way, for how many. */
export function lineLabel(line: ItemLine, t: PaymentsT): string {
  const { category } = line.product;
  const base = categoryLabel(t, category) ?? line.product.name;
  const direction = DIRECTIONS[line.data.direction_type ?? ''];
  const way = direction ? ` (${t(`lines.${direction}`)})` : '';
  const data = line.data as Record<string, unknown>;
  const passengers = (count: number) => t('lines.passengers', { count });
  switch (category) {
    case 'baggage':
      return `${base} · ${passengers(line.quantity)} × ${t('lines.bags', { count: Number(data.baggage_amount ?? 1) })}`;
    case 'connection_guarantee':
      return `${base} · ${String(data.airline ?? '')} ${String(data.flight_number ?? '')} · ${passengers(line.quantity)}`;
    case 'door_2_door':
      return `${base}${way} · ${passengers(Number(data.count ?? 1))}`;
    case 'vouchers':
      return `${base} ${String(data.vouchers_id ?? '')}`.trim();
    case 'previous_landline_ticket':
      return t('lines.previous', { reference: String(data.bookingReference ?? '') });
    default: {
      const times = line.quantity > 1 ? ` × ${line.quantity}` : '';
      return `${base}${way}${times}`;
    }
  }
}

/** A row of the price summary: a label, an amount in cents (negative for what is taken off), the item when there is one. */
export interface SummaryRow {
  key: string;
  label: string;
  amount: number;
  /** Penguin Perks points the line costs (a ticket paid with points), else 0. */
  points: number;
  line: ItemLine | null;
}

/**
 * The price summary in the server's order (its `summary_lines`: bought items, then the member
 * discount, voucher and store credit), each labelled from its item. A voucher or store credit
 * held but refused now shows nothing off; its message is in `cart.refused`.
 */
export function summaryRows(cart: Cart, t: PaymentsT): SummaryRow[] {
  const byId = new Map(cart.items_list.map((l) => [l.id, l]));
  const byCategory = (c: string) => cart.items_list.find((l) => l.product.category === c) ?? null;
  const rows = cart.summary_lines.map((s, i): SummaryRow => {
    const line = (s.item_id !== null ? byId.get(s.item_id) : undefined) ?? (s.category === 'discount' ? null : byCategory(s.category));
    return {
      key: `${s.category}-${s.item_id ?? i}`,
      label: line ? lineLabel(line, t) : (categoryLabel(t, s.category) ?? s.category),
      amount: s.amount,
      points: s.amount_lp,
      line,
    };
  });
  // A held voucher or credit that takes nothing off now still shows, so it can be removed.
  for (const category of ['vouchers', 'store_credits']) {
    const line = byCategory(category);
    if (line && !rows.some((r) => r.line?.id === line.id))
      rows.push({ key: `${category}-${line.id}`, label: lineLabel(line, t), amount: 0, points: 0, line });
  }
  return rows;
}

/** Seated passengers (adults and children) still without a bag line: each may have one. */
export function bagCustomersLeft(cart: Cart, seated: number): number {
  const taken = cart.items_list.filter((l) => l.product.category === 'baggage').reduce((n, l) => n + l.quantity, 0);
  return Math.max(0, seated - taken);
}

/** The directions (1 departure, 2 return) that ride a door-to-door service (type 4), the only ones it can be added to. */
export function doorToDoorLegs(departure: Itinerary | null, ret: Itinerary | null): (1 | 2)[] {
  const rides = (it: Itinerary | null) => Boolean(it?.segments.some((s) => s.service_type === SERVICE_TYPES.doorToDoor));
  return (
    [
      [1, departure],
      [2, ret],
    ] as const
  )
    .filter(([, it]) => rides(it))
    .map(([leg]) => leg);
}

/** The catalogue's product of a category (one each, decision 201). */
export function productOf(products: readonly Product[] | undefined, category: ProductCategory): Product | undefined {
  return products?.find((p) => p.category === category);
}

/**
 * Dollars as typed ("12", "12.5", "$12.50", and as French pages write them, "12,50 $") in cents;
 * null when it is not an amount. A comma is a decimal separator only before one or two digits, so
 * "1,000" stays refused rather than read as a thousand or as one.
 */
export function dollarsToCents(text: string): number | null {
  const match = /^\s*(\$?)\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*(\$?)\s*$/.exec(text);
  // One dollar sign at most, before (English) or after (French) the amount.
  if (!match || (match[1] && match[4])) return null;
  return Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
}
