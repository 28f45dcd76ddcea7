import type { ReactNode } from 'react';
import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AgentBankModel, BaseBankModel } from '../../../../contract';
import type { Moderation, SectionModeration } from '../../../api/settingsDecoders';
import type { SellerUser } from '../../../api/user';
import {
  agentBankModelFrom,
  agentBankModelOf,
  agentBankValuesOf,
  baseBankModelFrom,
  baseBankModelOf,
  baseBankValuesOf,
  editBody,
  type BankFormValues,
  type BankKind,
} from '../../../api/settingsPayloads';
import type { SettingsEdit } from '../handler';
import { FieldGrid } from '../../products/form/FieldGrid';
import { SettingsText } from '../shared/fields';
import { ModerationNotice } from '../shared/ModerationNotice';
import { SectionForm } from '../shared/SectionForm';
import { useSectionEdit } from '../shared/useSectionEdit';
import { bankRules } from './rules';

const B = 'settings.requisite.bank.';

function BankFields() {
  const translate = useTranslate();
  return (
    <FieldGrid>
      <SettingsText<BankFormValues> name="bankName" label={translate(`${B}name`)} required />
      <SettingsText<BankFormValues> name="bankAddress" label={translate(`${B}address`)} required />
      <SettingsText<BankFormValues> name="bik" label={translate(`${B}bik`)} required inputMode="numeric" />
      <SettingsText<BankFormValues> name="swift" label={translate(`${B}swift`)} />
      <SettingsText<BankFormValues>
        name="correspondentAccount"
        label={translate(`${B}correspondentAccount`)}
        required
        inputMode="numeric"
      />
      <SettingsText<BankFormValues>
        name="expenseAccount"
        label={translate(`${B}expenseAccount`)}
        required
        inputMode="numeric"
      />
    </FieldGrid>
  );
}

export interface BankStepProps {
  kind: BankKind;
  user: SellerUser;
  /** Every section's moderation: the step shows its bank's. */
  moderation: Pick<Moderation, 'baseBank' | 'agentBank'>;
  navigation: ReactNode;
}

/** The base or agent bank of the wizard: its own moderated edit. */
export function BankStep({ kind, user, moderation, navigation }: BankStepProps) {
  return kind === 'base' ? (
    <BaseBank user={user} moderation={moderation.baseBank} navigation={navigation} />
  ) : (
    <AgentBank user={user} moderation={moderation.agentBank} navigation={navigation} />
  );
}

interface StepProps<M> {
  user: SellerUser;
  moderation: SectionModeration<M>;
  navigation: ReactNode;
}

function BaseBank({ user, moderation, navigation }: StepProps<BaseBankModel>) {
  const applied = baseBankModelOf(user.requisite, user.id);
  const edit = useSectionEdit({
    section: 'baseBank',
    userId: user.id,
    moderation,
    applied,
    valuesOf: baseBankValuesOf,
  });
  const toEdit = (values: BankFormValues): SettingsEdit | null => {
    const body = editBody(baseBankModelFrom(values, user.id), applied);
    return body && { section: 'baseBank', body };
  };
  return (
    <BankForm
      edit={edit}
      moderation={moderation}
      countryId={user.countryId}
      toEdit={toEdit}
      navigation={navigation}
    />
  );
}

function AgentBank({ user, moderation, navigation }: StepProps<AgentBankModel>) {
  const applied = agentBankModelOf(user.requisite, user.id);
  const edit = useSectionEdit({
    section: 'agentBank',
    userId: user.id,
    moderation,
    applied,
    valuesOf: agentBankValuesOf,
  });
  const toEdit = (values: BankFormValues): SettingsEdit | null => {
    const body = editBody(agentBankModelFrom(values, user.id), applied);
    return body && { section: 'agentBank', body };
  };
  return (
    <BankForm
      edit={edit}
      moderation={moderation}
      countryId={user.countryId}
      toEdit={toEdit}
      navigation={navigation}
    />
  );
}

function BankForm({
  edit,
  moderation,
  countryId,
  toEdit,
  navigation,
}: {
  edit: ReturnType<typeof useSectionEdit<unknown, BankFormValues>>;
  moderation: SectionModeration<unknown>;
  countryId: number | null;
  toEdit: (values: BankFormValues) => SettingsEdit | null;
  navigation: ReactNode;
}) {
  return (
    <Stack spacing={2}>
      <ModerationNotice moderation={moderation} />
      <SectionForm<BankFormValues>
        key={edit.formKey}
        initial={edit.initial}
        draftKey={edit.draftKey}
        readOnly={edit.readOnly}
        rules={bankRules(countryId)}
        sending={edit.sending}
        refusal={edit.refusal}
        unchanged={(values) => toEdit(values) === null}
        onSubmit={(values) => edit.submit(toEdit(values))}
        extraActions={navigation}
      >
        <BankFields />
      </SectionForm>
    </Stack>
  );
}
