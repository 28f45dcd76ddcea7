import { useState } from 'react';
import { Button, Link, Paper, Stack, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useTranslate } from 'react-admin';
import type { RequisiteDocumentName, RequisiteDocuments } from '../../../../contract';
import {
  buildDocumentsForm,
  DOCUMENT_NAMES,
  emptyDocuments,
  storedFileName,
  type ChosenDocuments,
} from '../../../api/settingsPayloads';
import { DOCUMENT_UPLOAD_TYPES, MAX_UPLOAD_MB, validateUpload } from '../../../validation/requisites';
import type { SettingsData } from '../handler';
import { sectionDraftKey } from '../shared/drafts';
import { fileSizeText } from '../shared/fileSize';
import { ModerationNotice } from '../shared/ModerationNotice';
import { SettingsFrame } from '../shared/SettingsFrame';
import { SETTINGS_DATA_KEY, useSettingsData } from '../shared/useSettingsData';
import { useSubmitEdit } from '../shared/useSubmitEdit';

const D = 'settings.documents.';

/**
 * /settings/documents: the six documents (`InsertRequisiteDocsTransaction`, multipart, moderated).
 * A chosen file replaces its document; the others keep their current files. Chosen files cannot
 * be kept as drafts (a browser cannot store a File across a reload).
 */
export default function DocumentsPage() {
  const { data } = useSettingsData();
  return (
    <SettingsFrame loading={!data}>
      {data ? <DocumentsForm key={formKey(data)} data={data} /> : null}
    </SettingsFrame>
  );
}

const formKey = ({ moderation, user }: SettingsData): string =>
  moderation.documents.pending
    ? `pending-${moderation.documents.pending.id}`
    : JSON.stringify(user.requisite?.documents);

function DocumentsForm({ data }: { data: SettingsData }) {
  const translate = useTranslate();
  const { user, moderation } = data;
  const pending = moderation.documents.pending;
  const applied: RequisiteDocuments = user.requisite?.documents ?? emptyDocuments();
  const shown = pending ? pending.newModel : applied;
  const [chosen, setChosen] = useState<ChosenDocuments>({});
  const [errors, setErrors] = useState<Partial<Record<RequisiteDocumentName, string>>>({});
  const { submit, pending: sending } = useSubmitEdit({
    draftKey: sectionDraftKey('documents', user.id),
    reload: [[...SETTINGS_DATA_KEY]],
  });

  const choose = (name: RequisiteDocumentName, file: File | undefined) => {
    const error = file ? validateUpload(file, 'document') : undefined;
    setErrors((previous) => ({ ...previous, [name]: error ? translate(error.key, error.args) : undefined }));
    setChosen((previous) => {
      const next = { ...previous };
      if (file && !error) next[name] = file;
      else delete next[name];
      return next;
    });
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{translate(`${D}intro`, { mb: MAX_UPLOAD_MB })}</Typography>
      <ModerationNotice moderation={moderation.documents} />
      <Stack
        component="form"
        spacing={2}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (pending || sending) return;
          const form = buildDocumentsForm(applied, chosen, user.id);
          submit(form && { section: 'documents', form });
        }}
      >
        {DOCUMENT_NAMES.map((name) => (
          <DocumentRow
            key={name}
            name={name}
            current={shown[name]}
            chosen={chosen[name]}
            error={errors[name]}
            readOnly={pending !== null}
            onChoose={(file) => choose(name, file)}
          />
        ))}
        {pending ? null : (
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={sending}>
              {translate('settings.form.submit')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

function DocumentRow({
  name,
  current,
  chosen,
  error,
  readOnly,
  onChoose,
}: {
  name: RequisiteDocumentName;
  current: RequisiteDocuments[RequisiteDocumentName];
  chosen: File | undefined;
  error: string | undefined;
  readOnly: boolean;
  onChoose: (file: File | undefined) => void;
}) {
  const translate = useTranslate();
  const title = translate(`${D}names.${name}`);
  const inputId = `document-${name}`;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={title}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
          {current ? (
            <Link
              href={current.url}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ overflowWrap: 'anywhere' }}
            >
              {storedFileName(current)}
            </Link>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {translate(`${D}none`)}
            </Typography>
          )}
          {chosen ? (
            <Typography variant="body2" color="primary" sx={{ overflowWrap: 'anywhere' }}>
              {translate(`${D}chosen`, { name: chosen.name, size: fileSizeText(chosen.size) })}
            </Typography>
          ) : null}
          {error ? (
            <Typography variant="body2" color="error" role="alert">
              {error}
            </Typography>
          ) : null}
        </Stack>
        {readOnly ? null : (
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            {chosen ? (
              <Button color="inherit" onClick={() => onChoose(undefined)}>
                {translate(`${D}undo`)}
              </Button>
            ) : null}
            <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<AttachFileIcon />}>
              {translate(current ? `${D}replace` : `${D}choose`)}
              <input
                id={inputId}
                type="file"
                hidden
                aria-label={title}
                accept={DOCUMENT_UPLOAD_TYPES.join(',')}
                onChange={(event) => {
                  onChoose(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
