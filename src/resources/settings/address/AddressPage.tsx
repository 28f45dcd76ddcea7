import { useContext } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import { useFieldArray, useFormState } from 'react-hook-form';
import {
  ADDRESS_TYPE_IDS,
  addressesModelFrom,
  addressesModelOf,
  addressValuesOf,
  editBody,
  emptyAddress,
  LEGAL_ADDRESS_TYPE,
  type AddressFormValues,
} from '../../../api/settingsPayloads';
import { FieldGrid } from '../../products/form/FieldGrid';
import type { SettingsData } from '../handler';
import { SectionReadOnly, SettingsSelect, SettingsText } from '../shared/fields';
import { ModerationNotice } from '../shared/ModerationNotice';
import { RowCard } from '../shared/RowCard';
import { SectionForm } from '../shared/SectionForm';
import { SettingsFrame } from '../shared/SettingsFrame';
import { useSectionEdit } from '../shared/useSectionEdit';
import { useSettingsData } from '../shared/useSettingsData';
import { addressRules, MAX_ADDRESSES } from './rules';

const A = 'settings.address.';

/** /settings/address: the legal, actual and postal addresses (`InsertAddressTransaction`, moderated). */
export default function AddressPage() {
  const { data } = useSettingsData();
  return <SettingsFrame loading={!data}>{data ? <AddressForm data={data} /> : null}</SettingsFrame>;
}

function AddressForm({ data }: { data: SettingsData }) {
  const { user, moderation } = data;
  const applied = addressesModelOf(user.requisite, user.id);
  const edit = useSectionEdit({
    section: 'address',
    userId: user.id,
    moderation: moderation.address,
    applied,
    valuesOf: addressValuesOf,
  });
  const initial: AddressFormValues =
    edit.initial.addresses.length > 0 ? edit.initial : { addresses: [emptyAddress(LEGAL_ADDRESS_TYPE)] };
  return (
    <Stack spacing={2}>
      <ModerationNotice moderation={moderation.address} />
      <SectionForm<AddressFormValues>
        key={edit.formKey}
        initial={initial}
        draftKey={edit.draftKey}
        readOnly={edit.readOnly}
        rules={addressRules}
        sending={edit.sending}
        refusal={edit.refusal}
        unchanged={(values) => editBody(addressesModelFrom(values, user.id), applied) === null}
        onSubmit={(values) => {
          const body = editBody(addressesModelFrom(values, user.id), applied);
          edit.submit(body && { section: 'address', body });
        }}
      >
        <AddressList />
      </SectionForm>
    </Stack>
  );
}

function AddressList() {
  const translate = useTranslate();
  const readOnly = useContext(SectionReadOnly);
  const { fields, append, remove } = useFieldArray<AddressFormValues, 'addresses'>({ name: 'addresses' });
  const { errors } = useFormState<AddressFormValues>({ name: 'addresses' });
  const listError = errors.addresses?.root?.message;
  const types = ADDRESS_TYPE_IDS.map((value) => ({ value, label: translate(`${A}types.${value}`) }));
  return (
    <Stack spacing={2}>
      {fields.length === 0 ? <Typography color="text.secondary">{translate(`${A}empty`)}</Typography> : null}
      {fields.map((field, index) => (
        <RowCard
          key={field.id}
          title={translate(`${A}row`, { n: index + 1 })}
          removeLabel={translate(`${A}remove`)}
          onRemove={readOnly || fields.length <= 1 ? undefined : () => remove(index)}
        >
          <FieldGrid columns={3}>
            <SettingsSelect<AddressFormValues>
              name={`addresses.${index}.addressTypeId`}
              label={translate(`${A}type`)}
              options={types}
            />
            <SettingsText<AddressFormValues>
              name={`addresses.${index}.region`}
              label={translate(`${A}region`)}
              required
            />
            <SettingsText<AddressFormValues>
              name={`addresses.${index}.city`}
              label={translate(`${A}city`)}
              required
            />
            <SettingsText<AddressFormValues>
              name={`addresses.${index}.street`}
              label={translate(`${A}street`)}
              required
            />
            <SettingsText<AddressFormValues>
              name={`addresses.${index}.house`}
              label={translate(`${A}house`)}
              required
            />
            <SettingsText<AddressFormValues>
              name={`addresses.${index}.postalIndex`}
              label={translate(`${A}postalIndex`)}
              inputMode="numeric"
            />
          </FieldGrid>
        </RowCard>
      ))}
      {listError ? <Alert severity="error">{listError}</Alert> : null}
      {readOnly ? null : (
        <div>
          <Button
            startIcon={<AddIcon />}
            disabled={fields.length >= MAX_ADDRESSES}
            onClick={() => append(emptyAddress(fields.length === 0 ? LEGAL_ADDRESS_TYPE : 2))}
          >
            {translate(`${A}add`)}
          </Button>
        </div>
      )}
    </Stack>
  );
}
