import { useLocation } from 'react-router-dom';

/**
 * The proposal form leaves for /tenders/my-tenders with the new proposal's id in the router
 * state (not in the URL: react-admin owns the list's query string, and the mark is about this
 * landing only, not a link to share).
 */
interface SentProposalState {
  sentProposalId: number;
}

export const sentProposalState = (id: number): SentProposalState => ({ sentProposalId: id });

function sentIdOf(state: unknown): number | null {
  if (typeof state !== 'object' || state === null || !('sentProposalId' in state)) return null;
  const id = state.sentProposalId;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/** The id of the proposal sent just before landing here, or null. */
export function useSentProposalId(): number | null {
  return sentIdOf(useLocation().state);
}
