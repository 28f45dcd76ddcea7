import { SelectInput, TextInput, type SelectInputProps, type TextInputProps } from 'react-admin';
import type { Choice } from '../../domain';

/** The one look of every list filter: outlined, small, its messages visible under it. */
export const FILTER_LOOK = { variant: 'outlined', size: 'small' } as const;
const showHelperText = { '&& .MuiFormHelperText-root': { display: 'block', maxWidth: 240 } } as const;

/** A select filter: `emptyText` (an i18n key) is the 'all' choice; choices' names are i18n keys. */
export const selectFilter = (
  source: string,
  label: string,
  choices: readonly Choice[],
  emptyText: string,
  props: Partial<SelectInputProps> = {},
) => (
  <SelectInput
    key={source}
    source={source}
    label={label}
    choices={[...choices]}
    emptyText={emptyText}
    helperText={false}
    {...FILTER_LOOK}
    sx={{ minWidth: 210 }}
    alwaysOn
    {...props}
  />
);

/** A text filter; a `validate` rule's message shows under it and keeps the value from the list. */
export const textFilter = (source: string, label: string, props: Partial<TextInputProps> = {}) => (
  <TextInput
    key={source}
    source={source}
    label={label}
    helperText={false}
    {...FILTER_LOOK}
    alwaysOn
    {...props}
    sx={{ width: 200, ...showHelperText, ...props.sx }}
  />
);
