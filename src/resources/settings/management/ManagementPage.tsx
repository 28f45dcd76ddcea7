import { useContext } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import { useFieldArray } from 'react-hook-form';
import {
  emptyWorker,
  managementBody,
  managementModelFrom,
  managementModelOf,
  managementValuesOf,
  type ManagementFormValues,
} from '../../../api/settingsPayloads';
import { FieldGrid } from '../../products/form/FieldGrid';
import type { SettingsData } from '../handler';
import { PhoneInput, SectionReadOnly, SettingsText } from '../shared/fields';
import { ModerationNotice } from '../shared/ModerationNotice';
import { RowCard } from '../shared/RowCard';
import { SectionForm } from '../shared/SectionForm';
import { SettingsFrame } from '../shared/SettingsFrame';
import { useSectionEdit } from '../shared/useSectionEdit';
import { useSettingsData } from '../shared/useSettingsData';
import { managementRules, MAX_WORKERS } from './rules';

const M = 'settings.management.';

/** /settings/managment: the staff list, added and removed (`InsertRequisiteManagementTransaction`, moderated). */
export default function ManagementPage() {
  const { data } = useSettingsData();
  return <SettingsFrame loading={!data}>{data ? <ManagementForm data={data} /> : null}</SettingsFrame>;
}

function ManagementForm({ data }: { data: SettingsData }) {
  const translate = useTranslate();
  const { user, moderation } = data;
  const applied = managementModelOf(user.requisite);
  const edit = useSectionEdit({
    section: 'management',
    userId: user.id,
    moderation: moderation.management,
    applied,
    valuesOf: managementValuesOf,
  });
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{translate(`${M}intro`)}</Typography>
      <ModerationNotice moderation={moderation.management} />
      <SectionForm<ManagementFormValues>
        key={edit.formKey}
        initial={edit.initial}
        draftKey={edit.draftKey}
        readOnly={edit.readOnly}
        rules={managementRules}
        sending={edit.sending}
        refusal={edit.refusal}
        unchanged={(values) => managementBody(managementModelFrom(values), applied, user.id) === null}
        onSubmit={(values) => {
          const body = managementBody(managementModelFrom(values), applied, user.id);
          edit.submit(body && { section: 'management', body });
        }}
      >
        <WorkerList />
      </SectionForm>
    </Stack>
  );
}

function WorkerList() {
  const translate = useTranslate();
  const readOnly = useContext(SectionReadOnly);
  const { fields, append, remove } = useFieldArray<ManagementFormValues, 'workers'>({ name: 'workers' });
  return (
    <Stack spacing={2}>
      {fields.length === 0 ? <Typography color="text.secondary">{translate(`${M}empty`)}</Typography> : null}
      {fields.map((field, index) => (
        <RowCard
          key={field.id}
          title={translate(`${M}worker`, { n: index + 1 })}
          removeLabel={translate(`${M}remove`)}
          onRemove={readOnly ? undefined : () => remove(index)}
        >
          <FieldGrid columns={3}>
            <SettingsText<ManagementFormValues>
              name={`workers.${index}.workerFullname`}
              label={translate(`${M}fullname`)}
              required
            />
            <SettingsText<ManagementFormValues>
              name={`workers.${index}.workerEmail`}
              label={translate(`${M}email`)}
              inputMode="email"
            />
            <PhoneInput<ManagementFormValues>
              name={`workers.${index}.workerPhone`}
              label={translate(`${M}phone`)}
            />
          </FieldGrid>
        </RowCard>
      ))}
      {readOnly ? null : (
        <div>
          <Button
            startIcon={<AddIcon />}
            disabled={fields.length >= MAX_WORKERS}
            onClick={() => append(emptyWorker())}
          >
            {translate(`${M}add`)}
          </Button>
        </div>
      )}
    </Stack>
  );
}
