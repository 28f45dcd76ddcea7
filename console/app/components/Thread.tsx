import { useState, type ReactElement, type ReactNode } from 'react';
import { Typography } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import {
  DataTable,
  Form,
  ReferenceManyField,
  ResourceContextProvider,
  SaveButton,
  SelectField,
  TextField,
  TextInput,
  maxLength,
  required,
  useCreate,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { MoscowDateField } from './fields';
import { useNotifyError } from '../useNotifyError';
import { notBlank } from '../validation';

const NO_VALUES = {};

/** A short line of a section (nothing yet, not possible...). `text` is a message key. */
export function SectionNote({ text }: { text: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ mb: 2 }}>
      {translate(text)}
    </Typography>
  );
}

export interface ThreadListProps {
  /** The resource of the thread's entries and the field naming their subject. */
  reference: string;
  target: string;
  /** The field the entries are shown in the order of, oldest first. */
  sortField: 'id' | 'createdAt';
  /** The message key shown when there is no entry yet. */
  empty: string;
  /** The field of an entry's text, shown as text (never as markup). */
  textSource: string;
  /** When given, a first column names the author's side with these choices. */
  roleChoices?: { id: number | string; name: string }[];
  /** Columns shown after the text (e.g. attached files). */
  extraColumns?: ReactElement[];
}

/** The entries of a thread as the seller reads them: author (and side), text and date. */
export function ThreadList({
  reference,
  target,
  sortField,
  empty,
  textSource,
  roleChoices,
  extraColumns = [],
}: ThreadListProps) {
  const columns = [
    roleChoices && (
      <DataTable.Col key="authorRole" source="authorRole" disableSort>
        <SelectField source="authorRole" choices={roleChoices} />
      </DataTable.Col>
    ),
    <DataTable.Col key="authorName" source="authorName" disableSort />,
    <DataTable.Col key={textSource} source={textSource} disableSort>
      <TextField source={textSource} sx={{ whiteSpace: 'pre-wrap' }} />
    </DataTable.Col>,
    ...extraColumns,
    <DataTable.Col key="createdAt" source="createdAt" disableSort>
      <MoscowDateField source="createdAt" showTime />
    </DataTable.Col>,
  ].filter((column) => column !== undefined);
  return (
    <ReferenceManyField
      reference={reference}
      target={target}
      sort={{ field: sortField, order: 'ASC' }}
      perPage={100}
      empty={<SectionNote text={empty} />}
    >
      <DataTable bulkActionButtons={false} rowClick={false} sx={{ mb: 2 }}>
        {columns}
      </DataTable>
    </ReferenceManyField>
  );
}

/** A required multiline text of at most `max` characters, not blank. */
export function ThreadTextInput({ source, label, max }: { source: string; label?: string; max: number }) {
  return (
    <TextInput
      source={source}
      label={label}
      multiline
      minRows={2}
      fullWidth
      validate={[required(), notBlank, maxLength(max)]}
    />
  );
}

export interface BuyerWriteFormProps {
  /** The resource created (`POST <resource>`). */
  resource: string;
  /** The created record's body from the form's values. */
  toData: (values: FieldValues) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Message keys: the notice once sent, the button's label. */
  sent: string;
  sendLabel: string;
  icon: ReactElement;
  /** The form's inputs. */
  children: ReactNode;
}

/** A form written as the buyer: sent with a notice and a refresh, then emptied; a refusal shows its reason. */
export function BuyerWriteForm({ resource, toData, sent, sendLabel, icon, children }: BuyerWriteFormProps) {
  const [create] = useCreate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  // A new key mounts an empty form after each sending.
  const [round, setRound] = useState(0);
  const submit = async (values: FieldValues) => {
    try {
      const data = await toData(values);
      await create(resource, { data }, { returnPromise: true });
      notify(sent, { type: 'success' });
      setRound((n) => n + 1);
      refresh();
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <ResourceContextProvider value={resource}>
      <Form key={round} record={NO_VALUES} onSubmit={submit}>
        {children}
        <SaveButton label={sendLabel} icon={icon} />
      </Form>
    </ResourceContextProvider>
  );
}
