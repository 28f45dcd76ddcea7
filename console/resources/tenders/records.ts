import type { Identifier, RaRecord } from 'react-admin';
import type { TenderAction } from './choices';

/** The admin API's tender records (docs/contract/console.md, "tenders"), as the screens read them. */

export interface TenderProposalRecord extends RaRecord {
  tenderId: Identifier;
  sellerId: Identifier;
  statusId: number;
  storeName: string | null;
  productName: string;
}

export interface TenderRecord extends RaRecord {
  title: string;
  buyerId: Identifier;
  statusId: number;
  allowedActions: TenderAction[];
  proposals?: TenderProposalRecord[];
}
