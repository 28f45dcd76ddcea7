import { unchecked } from './decode';
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
  request('Tender/GetAllTenders', unchecked<PagedResult<TenderListItem>>(), { body });

export const getTenderById = (tenderId: number): Promise<Tender> =>
  request('Tender/GetTenderById', unchecked<Tender>(), { query: { tenderId } });

/** The store's active wholesale products a proposal may offer (null reads as none). */
export const getProductsForTenderProposal = async (storeId: number): Promise<TenderProductOption[]> =>
  (await request('Tender/GetProductsForTenderProposal', unchecked<TenderProductOption[] | null>(), {
    query: { storeId },
  })) ?? [];

export const createTenderProposal = (body: TenderProposalBody): Promise<CreatedTenderProposal> =>
  request('Tender/CreateTenderProposal', unchecked<CreatedTenderProposal>(), { body, ...ACTION_OPTIONS });

export const getTenderProposalsByFilter = (
  body: TenderProposalFilterBody,
): Promise<PagedResult<TenderProposalListItem>> =>
  request('Tender/GetTenderProposalsByFilter', unchecked<PagedResult<TenderProposalListItem>>(), { body });

export const getTenderProposalById = (id: number): Promise<TenderProposal> =>
  request('Tender/GetTenderProposalById', unchecked<TenderProposal>(), { query: { id } });

export const declineTenderProposal = (body: DeclineTenderProposalBody): Promise<boolean> =>
  request('Tender/DeclineTenderProposal', unchecked<boolean>(), { body, ...ACTION_OPTIONS });

export const deleteTenderProposal = (id: number): Promise<boolean> =>
  request('Tender/DeleteTenderProposal', unchecked<boolean>(), { query: { id }, ...ACTION_OPTIONS });
