import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  editBody,
  staffModelFrom,
  staffModelOf,
  staffValuesOf,
  type StaffFormValues,
} from '../../../api/settingsPayloads';
import { FieldGrid } from '../../products/form/FieldGrid';
import type { SettingsData } from '../handler';
import { PhoneInput, SettingsText } from '../shared/fields';
import { ModerationNotice } from '../shared/ModerationNotice';
import { SectionForm } from '../shared/SectionForm';
import { SettingsFrame } from '../shared/SettingsFrame';
import { useSectionEdit } from '../shared/useSectionEdit';
import { useSettingsData } from '../shared/useSettingsData';
import { staffRules } from './rules';

const S = 'settings.staff.';

/** /settings/staff: the director and the accountant (`InsertDirectoryStaffTransaction`, moderated). */
export default function StaffPage() {
  const { data } = useSettingsData();
  return <SettingsFrame loading={!data}>{data ? <StaffForm data={data} /> : null}</SettingsFrame>;
}

function StaffForm({ data }: { data: SettingsData }) {
  const translate = useTranslate();
  const { user, moderation } = data;
  const applied = staffModelOf(user.requisite, user.id);
  const edit = useSectionEdit({
    section: 'staff',
    userId: user.id,
    moderation: moderation.staff,
    applied,
    valuesOf: staffValuesOf,
  });
  return (
    <Stack spacing={2}>
      <ModerationNotice moderation={moderation.staff} />
      <SectionForm<StaffFormValues>
        key={edit.formKey}
        initial={edit.initial}
        draftKey={edit.draftKey}
        readOnly={edit.readOnly}
        rules={staffRules}
        sending={edit.sending}
        refusal={edit.refusal}
        unchanged={(values) => editBody(staffModelFrom(values, user.id), applied) === null}
        onSubmit={(values) => {
          const body = editBody(staffModelFrom(values, user.id), applied);
          edit.submit(body && { section: 'staff', body });
        }}
      >
        <Stack spacing={3}>
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              {translate(`${S}director`)}
            </Typography>
            <FieldGrid columns={3}>
              <SettingsText<StaffFormValues>
                name="directorFullname"
                label={translate(`${S}fullname`)}
                required
              />
              <SettingsText<StaffFormValues>
                name="directorEmail"
                label={translate(`${S}email`)}
                required
                inputMode="email"
              />
              <PhoneInput<StaffFormValues> name="directorPhone" label={translate(`${S}phone`)} required />
            </FieldGrid>
          </Stack>
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              {translate(`${S}accountant`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate(`${S}accountantHint`)}
            </Typography>
            <FieldGrid columns={3}>
              <SettingsText<StaffFormValues> name="accountantFullname" label={translate(`${S}fullname`)} />
              <SettingsText<StaffFormValues>
                name="accountantEmail"
                label={translate(`${S}email`)}
                inputMode="email"
              />
              <PhoneInput<StaffFormValues> name="accountantPhone" label={translate(`${S}phone`)} />
            </FieldGrid>
          </Stack>
        </Stack>
      </SectionForm>
    </Stack>
  );
}
