import { useState, type KeyboardEvent } from 'react';
import { Box, Chip, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import { distinctTags, type ProductFormValues } from '../../../api/productsPayloads';
import { SectionCard } from '../../orders/shared/SectionCard';

/** Tags: typed one by one (Enter or comma adds, case-insensitive duplicates are ignored), shown as chips. */
export function TagsSection() {
  const translate = useTranslate();
  const { field, fieldState } = useController<ProductFormValues, 'tags'>({ name: 'tags' });
  const [text, setText] = useState('');
  const add = () => {
    if (text.trim() === '') return;
    field.onChange(distinctTags([...field.value, ...text.split(',')]));
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    }
  };
  return (
    <SectionCard title={translate('productForm.sections.tags')}>
      <Stack spacing={1.5}>
        <TextField
          name="tagInput"
          inputRef={field.ref}
          label={translate('productForm.fields.tags')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={add}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? translate('productForm.fields.tagsHint')}
          fullWidth
        />
        {field.value.length > 0 ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {field.value.map((tag) => (
              <Chip
                key={tag}
                label={tag}
                onDelete={() => field.onChange(field.value.filter((t) => t !== tag))}
              />
            ))}
          </Box>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
