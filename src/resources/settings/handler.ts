import type {
  AddressesModel,
  AgentBankModel,
  BaseBankModel,
  CompanyModel,
  DirectorStaffModel,
  EditBody,
  ManagementEditBody,
} from '../../../contract';
import { changePassword } from '../../api/auth';
import {
  deleteAccount,
  getAccountInfo,
  getCurrentUser,
  getModerationState,
  getStoreByUserId,
  submitAddresses,
  submitAgentBank,
  submitBaseBank,
  submitCompany,
  submitDocuments,
  submitManagement,
  submitStaff,
  submitStore,
  type Moderation,
} from '../../api/settings';
import type { SellerUser } from '../../api/user';
import { defineHandler, type ResourceDataProvider } from '../../dataProvider/compose';
import type { SellerScope } from '../../dataProvider/scope';

export const SETTINGS_RESOURCE = 'settings';

/** The edits the settings screens send, by section (each waits for the administrator). */
export type SettingsEdit =
  | { section: 'address'; body: EditBody<AddressesModel> }
  | { section: 'staff'; body: EditBody<DirectorStaffModel> }
  | { section: 'management'; body: ManagementEditBody }
  | { section: 'company'; body: EditBody<CompanyModel> }
  | { section: 'baseBank'; body: EditBody<BaseBankModel> }
  | { section: 'agentBank'; body: EditBody<AgentBankModel> }
  | { section: 'documents'; form: FormData }
  | { section: 'store'; form: FormData };

export interface PasswordChangeInput {
  oldPasword: string;
  newPasword: string;
  confirmNewPasword: string;
}

/**
 * The settings screens' data: the applied user (with requisites) and every section's moderation
 * (nothing waiting when the server has no moderation call of ours).
 */
export interface SettingsData {
  user: SellerUser;
  moderation: Moderation;
}

export type SettingsDataProvider = ResourceDataProvider<typeof settingsHandler>;

function send(edit: SettingsEdit): Promise<void> {
  switch (edit.section) {
    case 'address':
      return submitAddresses(edit.body);
    case 'staff':
      return submitStaff(edit.body);
    case 'management':
      return submitManagement(edit.body);
    case 'company':
      return submitCompany(edit.body);
    case 'baseBank':
      return submitBaseBank(edit.body);
    case 'agentBank':
      return submitAgentBank(edit.body);
    case 'documents':
      return submitDocuments(edit.form);
    case 'store':
      return submitStore(edit.form);
  }
}

/** `settings`: custom actions only; the signed-in user's id comes from the scope, never from a page. */
export const settingsHandler = defineHandler(({ userId }: SellerScope) => ({
  getSettingsData: async (): Promise<SettingsData> => {
    const [user, moderation] = await Promise.all([getCurrentUser(), getModerationState()]);
    return { user, moderation };
  },
  getAccountInfo: () => getAccountInfo(),
  getStore: () => getStoreByUserId(userId),
  submitEdit: (edit: SettingsEdit) => send(edit),
  deleteAccount: () => deleteAccount(userId),
  changePassword: (input: PasswordChangeInput) => changePassword({ userId, ...input }),
}));
