import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Dispute } from '../../api/disputes';
import type { DisputeAction } from './actions/rules';

/** The action a seller started: the dispute as it was on screen when the button was pressed. */
export interface ActiveDisputeAction {
  action: DisputeAction;
  dispute: Dispute;
}

export interface DisputePageState {
  /** The dispute whose details are open (as it was when opened; the list may hold a fresher copy). */
  details: Dispute | null;
  openDetails: (dispute: Dispute) => void;
  closeDetails: () => void;
  active: ActiveDisputeAction | null;
  startAction: (action: DisputeAction, dispute: Dispute) => void;
  endAction: () => void;
}

const DisputePageContext = createContext<DisputePageState | null>(null);

/** What the dispute list page shows over its rows: a dispute's details and an action's modal. */
export function DisputePageProvider({ children }: { children: ReactNode }) {
  const [details, setDetails] = useState<Dispute | null>(null);
  const [active, setActive] = useState<ActiveDisputeAction | null>(null);
  const value = useMemo<DisputePageState>(
    () => ({
      details,
      openDetails: setDetails,
      closeDetails: () => setDetails(null),
      active,
      startAction: (action, dispute) => setActive({ action, dispute }),
      endAction: () => setActive(null),
    }),
    [details, active],
  );
  return <DisputePageContext.Provider value={value}>{children}</DisputePageContext.Provider>;
}

export function useDisputePage(): DisputePageState {
  const state = useContext(DisputePageContext);
  if (!state) throw new Error('useDisputePage must be used inside <DisputePageProvider>');
  return state;
}
