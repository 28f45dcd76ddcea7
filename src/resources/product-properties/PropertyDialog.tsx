import { useState } from 'react';
import { Alert, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StoreProperty } from '../../api/properties';
import { FormDialog } from '../../components/dialogs';
import type { PropertyInput } from './handler';
import { joinValues, keyError, PROPERTY_KEY_MAX, splitValues, valuesError } from './propertyValues';

const P = 'products.properties.';

export interface PropertyDialogProps {
  /** The property being edited; null adds a new one. */
  property: StoreProperty | null;
  saving: boolean;
  /** The server's refusal (a duplicate key), shown as text above the buttons. */
  refusal: string | null;
  onSave: (input: PropertyInput) => void;
  onClose: () => void;
}

/**
 * Adds a property (key and values) or edits the values of one. The values are typed separated by
 * commas; the rules are checked before sending and a refusal keeps what was typed.
 */
export function PropertyDialog({ property, saving, refusal, onSave, onClose }: PropertyDialogProps) {
  const translate = useTranslate();
  const [key, setKey] = useState(property?.propertyKey ?? '');
  const [values, setValues] = useState(property?.propertyValue ?? '');
  const [touched, setTouched] = useState(false);
  const keyMessage = property ? undefined : keyError(key);
  const valuesMessage = valuesError(values);
  const submit = () => {
    setTouched(true);
    if (keyMessage || valuesMessage) return;
    onSave({ propertyKey: key.trim(), propertyValue: joinValues(splitValues(values)) });
  };
  const shown = (message: string | undefined) => (touched && message ? translate(message) : undefined);
  return (
    <FormDialog
      open
      title={property ? translate(`${P}editTitle`, { key: property.propertyKey }) : translate(`${P}addTitle`)}
      submitLabel={`${P}save`}
      cancelLabel={`${P}cancel`}
      pending={saving}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={translate(`${P}key`)}
        value={key}
        onChange={(event) => setKey(event.target.value)}
        disabled={Boolean(property) || saving}
        error={Boolean(shown(keyMessage))}
        helperText={shown(keyMessage)}
        slotProps={{ htmlInput: { maxLength: PROPERTY_KEY_MAX } }}
        required
      />
      <TextField
        label={translate(`${P}values`)}
        value={values}
        onChange={(event) => setValues(event.target.value)}
        disabled={saving}
        error={Boolean(shown(valuesMessage))}
        helperText={shown(valuesMessage) ?? translate(`${P}valuesHint`)}
        multiline
        minRows={2}
        required
      />
      {refusal ? (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      ) : null}
    </FormDialog>
  );
}
