import type { PointsPurchaseAnswer, PointsQuote, PointsRecords } from '@landline/shared/schemas';
import { request } from '../lib/api';

// The Penguin Perks wallet's calls (section 7, decisions 208 and 210): its log, and buying points.

export const milesApi = {
  pointsRecords: (offset: number, signal?: AbortSignal) =>
    request<PointsRecords>(`points_records/?offset=${offset}`, { signal, auth: true }),

  /** The price check of POST buy_loyalty_points/. */
  pointsQuote: (points: number) =>
    request<PointsQuote>('buy_loyalty_points/', { method: 'POST', body: JSON.stringify({ points_amount: points }), auth: true }),

  buyPoints: (body: { points_amount: number; stripe_token: string }) =>
    request<PointsPurchaseAnswer>('buy_loyalty_points/', { method: 'PUT', body: JSON.stringify(body), auth: true }),
};
