import { unchecked } from './decode';
import type { AddOnlineUserBody } from '../../contract';
import { request } from './http';

/**
 * Online-user registration of the hub connection (docs/contract/realtime.md "Registration").
 * Silent: a refusal only leaves the connection unregistered, and the hub client starts it again.
 */

export const deleteRetiredUser = (userId: number): Promise<null> =>
  request('Common/DeleteRetiredUser', unchecked<null>(), { query: { retiredUserId: userId }, onFailure: 'silent' });

export const addOnlineUser = (body: AddOnlineUserBody): Promise<null> =>
  request('Common/AddOnlineUser', unchecked<null>(), { body, onFailure: 'silent' });

/** After each (re)connect, in this order: forget the seller's closed connections, add this one. */
export async function registerOnlineUser(userId: number, connectionId: string): Promise<void> {
  await deleteRetiredUser(userId);
  await addOnlineUser({ userId, connectionId });
}
