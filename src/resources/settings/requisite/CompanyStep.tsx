import { useMemo, type ReactNode } from 'react';
import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { CompanyModel } from '../../../../contract';
import type { SectionModeration } from '../../../api/settingsDecoders';
import type { SellerUser } from '../../../api/user';
import {
  companyModelFrom,
  companyModelOf,
  companyValuesOf,
  editBody,
  OWNERSHIP_SOLE_TRADER,
  TAXATION_SYSTEM_IDS,
  type CompanyFormValues,
} from '../../../api/settingsPayloads';
import { FieldGrid } from '../../products/form/FieldGrid';
import { useCountries } from '../../locations/useLocations';
import { PhoneInput, SettingsSelect, SettingsText } from '../shared/fields';
import { ModerationNotice } from '../shared/ModerationNotice';
import { SectionForm } from '../shared/SectionForm';
import { useSectionEdit } from '../shared/useSectionEdit';
import { companyRules } from './rules';

const C = 'settings.requisite.company.';

function CompanyFields() {
  const translate = useTranslate();
  const { countries } = useCountries();
  const ownerShipTypeId = useWatch<CompanyFormValues, 'ownerShipTypeId'>({ name: 'ownerShipTypeId' });
  const countryId = useWatch<CompanyFormValues, 'countryId'>({ name: 'countryId' });
  // Until the countries arrive the chosen one stands alone, so the select never shows an unknown value.
  const countryOptions =
    countries.length > 0
      ? countries.map((country) => ({ value: country.id, label: country.name }))
      : [{ value: countryId, label: translate('common.loading') }];
  const soleTrader = ownerShipTypeId === OWNERSHIP_SOLE_TRADER;
  const ownerships = useMemo(
    () => [1, 2].map((value) => ({ value, label: translate(`${C}ownerships.${value}`) })),
    [translate],
  );
  const taxation = TAXATION_SYSTEM_IDS.map((value) => ({
    value,
    label: translate(`${C}taxationSystems.${value}`),
  }));
  return (
    <FieldGrid>
      <SettingsSelect<CompanyFormValues>
        name="ownerShipTypeId"
        label={translate(`${C}ownership`)}
        options={ownerships}
      />
      <SettingsSelect<CompanyFormValues>
        name="countryId"
        label={translate(`${C}country`)}
        options={countryOptions}
      />
      <SettingsText<CompanyFormValues> name="companyNameOrIpName" label={translate(`${C}name`)} required />
      <SettingsText<CompanyFormValues>
        name="fullCompanyNameOrIpName"
        label={translate(`${C}fullName`)}
        required
      />
      <SettingsText<CompanyFormValues> name="vat" label={translate(`${C}vat`)} required inputMode="numeric" />
      {soleTrader ? null : <SettingsText<CompanyFormValues> name="kpp" label={translate(`${C}kpp`)} />}
      <SettingsText<CompanyFormValues>
        name="ogrn"
        label={translate(soleTrader ? `${C}ogrnip` : `${C}ogrn`)}
        required
        inputMode="numeric"
      />
      <SettingsText<CompanyFormValues> name="okpo" label={translate(`${C}okpo`)} inputMode="numeric" />
      <SettingsText<CompanyFormValues> name="okved" label={translate(`${C}okved`)} />
      <SettingsText<CompanyFormValues>
        name="taxRate"
        label={translate(`${C}taxRate`)}
        required
        inputMode="numeric"
      />
      <SettingsSelect<CompanyFormValues>
        name="taxationSystemTypesId"
        label={translate(`${C}taxationSystem`)}
        options={taxation}
      />
      <PhoneInput<CompanyFormValues> name="phone1" label={translate(`${C}phone1`)} required />
      <PhoneInput<CompanyFormValues> name="phone2" label={translate(`${C}phone2`)} />
      <PhoneInput<CompanyFormValues> name="phone3" label={translate(`${C}phone3`)} />
    </FieldGrid>
  );
}

/** The company step: names, codes, phones and taxes; user type and country travel with it. */
export function CompanyStep({
  user,
  moderation,
  navigation,
}: {
  user: SellerUser;
  moderation: SectionModeration<CompanyModel>;
  navigation: ReactNode;
}) {
  const applied = companyModelOf(user.requisite, user);
  const edit = useSectionEdit({
    section: 'company',
    userId: user.id,
    moderation,
    applied,
    valuesOf: companyValuesOf,
  });
  return (
    <Stack spacing={2}>
      <ModerationNotice moderation={moderation} />
      <SectionForm<CompanyFormValues>
        key={edit.formKey}
        initial={edit.initial}
        draftKey={edit.draftKey}
        readOnly={edit.readOnly}
        rules={companyRules}
        sending={edit.sending}
        refusal={edit.refusal}
        unchanged={(values) => editBody(companyModelFrom(values, user.id), applied) === null}
        onSubmit={(values) => {
          // A seller without requisites sends the whole company as new (the old model is empty).
          const body = editBody(companyModelFrom(values, user.id), applied);
          edit.submit(body && { section: 'company', body });
        }}
        extraActions={navigation}
      >
        <CompanyFields />
      </SectionForm>
    </Stack>
  );
}
