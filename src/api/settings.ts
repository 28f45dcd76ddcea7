import type {
  AddressesModel,
  AgentBankModel,
  BaseBankModel,
  CompanyModel,
  DirectorStaffModel,
  EditBody,
  ManagementEditBody,
} from '../../contract';
import { decoder, ignoreData } from './decode';
import { isApiError } from './errors';
import { request } from './http';
import {
  accountInfoSchema,
  deletionRequestSchema,
  moderationStateSchema,
  noModeration,
  storeSettingsSchema,
  type AccountInfoData,
  type DeletionRequestData,
  type Moderation,
  type StoreSettingsData,
} from './settingsDecoders';
import { getAccessToken } from './tokens';
import { decodeUser, type SellerUser } from './user';

/**
 * The settings calls (docs/contract/settings.md). Every edit but the password goes to
 * moderation; its failures are the screen's own toasts, so the edits never leave for /error-page.
 */

const S = 'SellerSettings/';

export type { AccountInfoData, DeletionRequestData, Moderation, StoreSettingsData };

/** An edit of that section already waits for the administrator. */
export const EDIT_PENDING_STATUS = -3;
/** Refused: a field rule, or nothing changed (the server's errorMessage says which). */
export const EDIT_REFUSED_STATUS = -1;
/** The errorMessage of a documents edit while another one waits (spec section 8). */
export const DOCUMENTS_PENDING_MESSAGE = 'The update is already waiting for approval';

/** DeleteAccount: the seller has unfinished orders. */
export const DELETE_UNFINISHED_ORDERS_STATUS = -5;
/** DeleteAccount: a request already waits. */
export const DELETE_ALREADY_SENT_STATUS = -7;

/** Spec section 7 reads only the status of an edit (and the documents' errorMessage). */
const edit = <Body>(call: string, body: Body): Promise<void> =>
  request(`${S}${call}`, ignoreData, { body, onFailure: 'silent' });

export const submitAddresses = (body: EditBody<AddressesModel>) => edit('InsertAddressTransaction', body);
export const submitStaff = (body: EditBody<DirectorStaffModel>) =>
  edit('InsertDirectoryStaffTransaction', body);
export const submitManagement = (body: ManagementEditBody) =>
  edit('InsertRequisiteManagementTransaction', body);
export const submitCompany = (body: EditBody<CompanyModel>) =>
  edit('InsertCompanyRequisitesTransaction', body);
export const submitBaseBank = (body: EditBody<BaseBankModel>) =>
  edit('InsertBasebankRequisitesTransaction', body);
export const submitAgentBank = (body: EditBody<AgentBankModel>) =>
  edit('InsertAgentbankRequisitesTransaction', body);
/** Multipart `OldModel.*` / `NewModel.*` (src/api/settingsPayloads.ts `buildDocumentsForm`). */
export const submitDocuments = (form: FormData) => edit('InsertRequisiteDocsTransaction', form);
/** Multipart (src/api/storeSettingsPayloads.ts `buildStoreForm`); moderated as the `store` section. */
export const submitStore = (form: FormData) => edit('UpdateStore', form);

/**
 * The applied requisites, read fresh for the settings screens (the shell's copy is read once at
 * start): `User/GetUserByAccessToken`. A failure goes to /error-page.
 */
export const getCurrentUser = (): Promise<SellerUser> =>
  request('User/GetUserByAccessToken', decodeUser, { headers: { accessToken: getAccessToken() ?? '' } });

const decodeModeration = decoder(moderationStateSchema);

/**
 * Every section's pending edit and latest rejection (ours, not in the specification). Silent: a
 * server without it leaves every form editable, and its -3 on submit says an edit waits.
 */
export const getModerationState = (): Promise<Moderation> =>
  request(`${S}GetModerationState`, decodeModeration, { method: 'GET', onFailure: 'silent' }).catch(() =>
    noModeration(),
  );

const decodeAccountInfo = decoder(accountInfoSchema);

/** The account page's facts (ours): `null` when the server has no such call. */
export const getAccountInfo = (): Promise<AccountInfoData | null> =>
  request(`${S}GetAccountInfo`, decodeAccountInfo, { method: 'GET', onFailure: 'silent' }).catch(() => null);

const decodeStore = decoder(storeSettingsSchema);

/** The applied store; the page reads `workSchedules` keyed Monday..Sunday. */
export const getStoreByUserId = (userId: number): Promise<StoreSettingsData> =>
  request(`${S}GetStoreByUserId`, decodeStore, { query: { userId } });

/** The outcome of a deletion request: 1 sent, -5 unfinished orders, -7 already sent. */
export type DeleteAccountOutcome =
  | { status: 1; request: DeletionRequestData | null }
  | { status: typeof DELETE_UNFINISHED_ORDERS_STATUS | typeof DELETE_ALREADY_SENT_STATUS };

const decodeDeletion = decoder(deletionRequestSchema);

/** DeleteAccount reads only the status (spec section 7); any other failure goes to /error-page. */
export const deleteAccount = async (userId: number): Promise<DeleteAccountOutcome> => {
  const handled = [DELETE_UNFINISHED_ORDERS_STATUS, DELETE_ALREADY_SENT_STATUS] as const;
  try {
    const data = await request(`${S}DeleteAccount`, decodeDeletion, { query: { userId }, handles: handled });
    return { status: 1, request: data };
  } catch (error) {
    if (isApiError(error) && error.status === DELETE_UNFINISHED_ORDERS_STATUS)
      return { status: error.status };
    if (isApiError(error) && error.status === DELETE_ALREADY_SENT_STATUS) return { status: error.status };
    throw error;
  }
};
