import { createContext, useContext, type ReactNode } from 'react';
import type { SellerUser, StoreSummary } from '../api/user';

/** The seller the gate let in: the user, their seller record and store (never null inside the shell). */
export interface SellerSession {
  user: SellerUser;
  userId: number;
  sellerId: number;
  store: StoreSummary;
}

const SellerUserContext = createContext<SellerSession | null>(null);

/** Builds the session of a gate user; throws when the user has no seller record. */
export function toSellerSession(user: SellerUser): SellerSession {
  if (!user.seller) throw new Error('The gate user has no seller record');
  return { user, userId: user.id, sellerId: user.seller.id, store: user.seller.store };
}

export function SellerUserProvider({ user, children }: { user: SellerUser; children: ReactNode }) {
  return <SellerUserContext.Provider value={toSellerSession(user)}>{children}</SellerUserContext.Provider>;
}

/**
 * The gate's seller inside the shell: `const { userId, sellerId, store, user } = useSellerUser()`.
 * Every list of later capabilities passes `sellerId` (or `userId`) to its calls.
 */
export function useSellerUser(): SellerSession {
  const session = useContext(SellerUserContext);
  if (!session) throw new Error('useSellerUser must be used inside <SellerUserProvider> (the shell)');
  return session;
}
