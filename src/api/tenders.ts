import type {
  CreatedTenderProposal,
  DeclineTenderProposalBody,
  Tender,
  TenderFilterBody,
  TenderListItem,
  TenderProductOption,
  TenderProposal,
  TenderProposalBody,
  TenderProposalFilterBody,
  TenderProposalListItem,
} from '../../contract';
import { request } from './http';
import { ACTION_OPTIONS } from './orders';
import type { PagedResult } from './types';

/** The wire shapes of this module (contract/requestsTenders.ts). */
export type {
  CreatedTenderProposal,
  DeclineTenderProposalBody,
  Tender,
  TenderFilterBody,
  TenderListItem,
  TenderProductOption,
  TenderProposal,
  TenderProposalBody,
  TenderProposalFilterBody,
  TenderProposalListItem,
};

/**
 * Tenders and the seller's tender proposals (docs/contract/requests-tenders.md "Tenders", spec
 * section 7 "Tenders"): every call is a POST under /seller/api/Tender. Reads follow the error
 * catalogue (/error-page); the seller's actions `handle` the -1 refusal so the screen shows it.
 */

export const getAllTenders = (body: TenderFilterBody): Promise<PagedResult<TenderListItem>> =>
  request<PagedResult<TenderListItem>>('Tender/GetAllTenders', { body });

export const getTenderById = (tenderId: number): Promise<Tender> =>
  request<Tender>('Tender/GetTenderById', { query: { tenderId } });

/** The store's active wholesale products a proposal may offer (null reads as none). */
export const getProductsForTenderProposal = async (storeId: number): Promise<TenderProductOption[]> =>
  (await request<TenderProductOption[] | null>('Tender/GetProductsForTenderProposal', {
    query: { storeId },
  })) ?? [];

export const createTenderProposal = (body: TenderProposalBody): Promise<CreatedTenderProposal> =>
  request<CreatedTenderProposal>('Tender/CreateTenderProposal', { body, ...ACTION_OPTIONS });

export const getTenderProposalsByFilter = (
  body: TenderProposalFilterBody,
): Promise<PagedResult<TenderProposalListItem>> =>
  request<PagedResult<TenderProposalListItem>>('Tender/GetTenderProposalsByFilter', { body });

export const getTenderProposalById = (id: number): Promise<TenderProposal> =>
  request<TenderProposal>('Tender/GetTenderProposalById', { query: { id } });

export const declineTenderProposal = (body: DeclineTenderProposalBody): Promise<boolean> =>
  request<boolean>('Tender/DeclineTenderProposal', { body, ...ACTION_OPTIONS });

export const deleteTenderProposal = (id: number): Promise<boolean> =>
  request<boolean>('Tender/DeleteTenderProposal', { query: { id }, ...ACTION_OPTIONS });
