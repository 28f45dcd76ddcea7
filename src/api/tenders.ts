import type {
  DeclineTenderProposalBody,
  TenderFilterBody,
  TenderProposalBody,
  TenderProposalFilterBody,
} from '../../contract';
import { decoder, flag, type Paged } from './decode';
import { request } from './http';
import { ACTION_OPTIONS } from './orders';
import {
  createdProposalReply,
  productOptionsReply,
  tenderListReply,
  tenderProposalListReply,
  tenderProposalReply,
  tenderReply,
  type CreatedTenderProposal,
  type ProposalTender,
  type Tender,
  type TenderListItem,
  type TenderProductOption,
  type TenderProposal,
  type TenderProposalListItem,
} from './tendersDecoders';

/** The wire shapes of the bodies (contract/requestsTenders.ts); replies as decoded (tendersDecoders.ts). */
export type { DeclineTenderProposalBody, TenderFilterBody, TenderProposalBody, TenderProposalFilterBody };
export type {
  CreatedTenderProposal,
  ProposalTender,
  Tender,
  TenderListItem,
  TenderProductOption,
  TenderProposal,
  TenderProposalListItem,
};

/**
 * Tenders and the seller's tender proposals (docs/contract/requests-tenders.md "Tenders", spec
 * section 7 "Tenders"): every call is a POST under /seller/api/Tender. Reads follow the error
 * catalogue (/error-page); the seller's actions `handle` the -1 refusal so the screen shows it.
 */

const decodeTenders = decoder(tenderListReply);
const decodeTender = decoder(tenderReply);
const decodeProducts = decoder(productOptionsReply);
const decodeCreated = decoder(createdProposalReply);
const decodeProposals = decoder(tenderProposalListReply);
const decodeProposal = decoder(tenderProposalReply);
const decodeDone = decoder(flag);

export const getAllTenders = (body: TenderFilterBody): Promise<Paged<TenderListItem>> =>
  request('Tender/GetAllTenders', decodeTenders, { body });

/** A reply without the tender's id is still the tender asked for. */
export const getTenderById = async (tenderId: number): Promise<Tender> => {
  const read = await request('Tender/GetTenderById', decodeTender, { query: { tenderId } });
  return { ...read, id: read.id ?? tenderId };
};

/** The store's active wholesale products a proposal may offer (null reads as none). */
export const getProductsForTenderProposal = (storeId: number): Promise<TenderProductOption[]> =>
  request('Tender/GetProductsForTenderProposal', decodeProducts, { query: { storeId } });

export const createTenderProposal = (body: TenderProposalBody): Promise<CreatedTenderProposal> =>
  request('Tender/CreateTenderProposal', decodeCreated, { body, ...ACTION_OPTIONS });

export const getTenderProposalsByFilter = (
  body: TenderProposalFilterBody,
): Promise<Paged<TenderProposalListItem>> =>
  request('Tender/GetTenderProposalsByFilter', decodeProposals, { body });

/** A reply without the proposal's id is still the proposal asked for. */
export const getTenderProposalById = async (id: number): Promise<TenderProposal> => {
  const read = await request('Tender/GetTenderProposalById', decodeProposal, { query: { id } });
  return { ...read, id: read.id ?? id };
};

export const declineTenderProposal = (body: DeclineTenderProposalBody): Promise<boolean> =>
  request('Tender/DeclineTenderProposal', decodeDone, { body, ...ACTION_OPTIONS });

export const deleteTenderProposal = (id: number): Promise<boolean> =>
  request('Tender/DeleteTenderProposal', decodeDone, { query: { id }, ...ACTION_OPTIONS });
