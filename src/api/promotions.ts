import type {
  MakeHighlightBody,
  MakeTopBody,
  ProductsForHighlightingBody,
  PromotionListBody,
} from '../../contract';
import type { Paged } from './decode';
import { request, type RequestOptions } from './http';
import { decodePaymentStart, type PaymentStart } from './paymentsDecoders';
import {
  decodeHighlightCandidates,
  decodePeriods,
  decodePromotionPage,
  decodeTopCandidates,
  type HighlightCandidate,
  type PromotionPeriod,
  type PromotionRow,
  type TopCandidate,
} from './promotionsDecoders';

/** The bodies of this module (contract/marketing.ts) and the replies as decoded (promotionsDecoders.ts). */
export type {
  HighlightCandidate,
  MakeHighlightBody,
  MakeTopBody,
  PaymentStart,
  ProductsForHighlightingBody,
  PromotionListBody,
  PromotionPeriod,
  PromotionRow,
  TopCandidate,
};

/**
 * Highlights and top (docs/contract/marketing.md "Highlights and top"), paths under
 * /seller/api/Marketing. Every call is silent: a failure shows spec section 8's 'Что-то пошло
 * не так! Проверьте соединение с интернетом!' in the page, never the error page.
 */
const M = 'Marketing/';
const SILENT: Pick<RequestOptions, 'onFailure'> = { onFailure: 'silent' };

/** GET HighlightedPeriods: 7, 14, 30 days. */
export const getHighlightPeriods = (): Promise<PromotionPeriod[]> =>
  request(`${M}HighlightedPeriods`, decodePeriods, { method: 'GET', ...SILENT });

/** GET TopProductsPeriods: 3, 7, 14 days. */
export const getTopPeriods = (): Promise<PromotionPeriod[]> =>
  request(`${M}TopProductsPeriods`, decodePeriods, { method: 'GET', ...SILENT });

/** POST ProductsForHighlighting: the published products eligible for a flagged label (a list, also from `{results}`). */
export const getHighlightCandidates = (body: ProductsForHighlightingBody): Promise<HighlightCandidate[]> =>
  request(`${M}ProductsForHighlighting`, decodeHighlightCandidates, { body, ...SILENT });

/** GET ProductsThatRatingMoreThanFour?sellerId=: the products that may be raised to the top. */
export const getTopCandidates = (sellerId: number): Promise<TopCandidate[]> =>
  request(`${M}ProductsThatRatingMoreThanFour`, decodeTopCandidates, {
    method: 'GET',
    query: { sellerId },
    ...SILENT,
  });

/** POST HighlightedProducts: a page of the seller's highlights, newest first. */
export const getHighlightedProducts = (body: PromotionListBody): Promise<Paged<PromotionRow>> =>
  request(`${M}HighlightedProducts`, decodePromotionPage, { body, ...SILENT });

/** POST TopProducts: a page of the seller's top promotions, newest first. */
export const getTopProducts = (body: PromotionListBody): Promise<Paged<PromotionRow>> =>
  request(`${M}TopProducts`, decodePromotionPage, { body, ...SILENT });

/** POST MakeProductAsHighlight: stores the highlight pending and answers its payment page. */
export const makeProductAsHighlight = (body: MakeHighlightBody): Promise<PaymentStart> =>
  request(`${M}MakeProductAsHighlight`, decodePaymentStart, { body, ...SILENT });

/** POST MakeProductAsTop: stores the top promotion pending and answers its payment page. */
export const makeProductAsTop = (body: MakeTopBody): Promise<PaymentStart> =>
  request(`${M}MakeProductAsTop`, decodePaymentStart, { body, ...SILENT });
