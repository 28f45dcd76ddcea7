import type { AddOnlineUserBody } from '../../contract';
import { ignoreData } from './decode';
import { request } from './http';

/**
 * Online-user registration of the hub connection (docs/contract/realtime.md "Registration").
 * Silent: a refusal only leaves the connection unregistered, and the hub client starts it again.
 */

export const deleteRetiredUser = (userId: number): Promise<void> =>
  request('Common/DeleteRetiredUser', ignoreData, { query: { retiredUserId: userId }, onFailure: 'silent' });

export const addOnlineUser = (body: AddOnlineUserBody): Promise<void> =>
  request('Common/AddOnlineUser', ignoreData, { body, onFailure: 'silent' });

/** After each (re)connect, in this order: forget the seller's closed connections, add this one. */
export async function registerOnlineUser(userId: number, connectionId: string): Promise<void> {
  await deleteRetiredUser(userId);
  await addOnlineUser({ userId, connectionId });
}
