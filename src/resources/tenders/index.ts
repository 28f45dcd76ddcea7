import { lazy } from 'react';
import { TENDER_PROPOSALS_RESOURCE, tenderProposalsHandler } from './proposalsHandler';
import { TENDERS_RESOURCE, tendersHandler } from './handler';
import { defineResource } from '../types';

/**
 * `tenders`: the search (/tenders/search) and a tender with the proposal form (/tenders/:tenderId).
 * The static paths /tenders/search and /tenders/my-tenders win over the parameter (react-router
 * and `matchShellRoute` rank static segments first).
 */
export const tendersResource = defineResource({
  name: TENDERS_RESOURCE,
  handler: tendersHandler,
  routes: [
    {
      path: '/tenders/search',
      titleKey: 'tenders.route.tendersSearch',
      page: lazy(() => import('./search/TenderSearchList')),
    },
    {
      path: '/tenders/:tenderId',
      titleKey: 'tenders.route.tender',
      page: lazy(() => import('./show/TenderShow')),
    },
  ],
  recordRepresentation: 'title',
  menu: [
    {
      group: 'tenders',
      position: 10,
      link: { key: 'tenders-search', labelKey: 'tenders.sidebar.tendersSearch', to: '/tenders/search' },
    },
  ],
});

/** `tender-proposals`: the seller's proposals (/tenders/my-tenders) and one (/tenders-proposal/:proposalId). */
export const tenderProposalsResource = defineResource({
  name: TENDER_PROPOSALS_RESOURCE,
  handler: tenderProposalsHandler,
  routes: [
    {
      path: '/tenders/my-tenders',
      titleKey: 'tenders.route.tendersMy',
      page: lazy(() => import('./my/MyProposalsList')),
    },
    {
      path: '/tenders-proposal/:proposalId',
      titleKey: 'tenders.route.tenderProposal',
      page: lazy(() => import('./proposal/TenderProposalShow')),
    },
  ],
  recordRepresentation: (record) => `№ ${String(record.id)}`,
  menu: [
    {
      group: 'tenders',
      position: 20,
      link: {
        key: 'tenders-my',
        labelKey: 'tenders.sidebar.tendersMy',
        to: '/tenders/my-tenders',
        match: ['/tenders/my-tenders', '/tenders-proposal/:proposalId'],
      },
    },
  ],
});
