import { useId, useRef } from 'react';
import { Box, Button, Chip, FormHelperText, Stack, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CancelIcon from '@mui/icons-material/Cancel';
import { useTranslate } from 'react-admin';

export interface FilesInputProps {
  /** The form field name (`ProcurationFiles`, `File`). */
  name: string;
  label: string;
  hint?: string;
  accept: string;
  files: readonly File[];
  onChange: (files: File[]) => void;
  error?: string;
}

/** A multiple file input (`<input type="file" name=... multiple>`) with the chosen files as chips. */
export function FilesInput({ name, label, hint, accept, files, onChange, error }: FilesInputProps) {
  const translate = useTranslate();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  return (
    <Box>
      <Typography variant="subtitle2" component="label" htmlFor={id} sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<AttachFileIcon />}
          onClick={() => inputRef.current?.click()}
        >
          {translate('orders.modals.files.choose')}
        </Button>
        <input
          ref={inputRef}
          id={id}
          type="file"
          name={name}
          multiple
          accept={accept}
          hidden
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            onChange([...files, ...chosen]);
            event.target.value = '';
          }}
        />
        {files.map((file, index) => (
          <Chip
            key={`${file.name}-${index}`}
            label={file.name}
            size="small"
            onDelete={() => onChange(files.filter((_, i) => i !== index))}
            deleteIcon={
              <CancelIcon aria-label={translate('orders.modals.files.remove', { name: file.name })} />
            }
          />
        ))}
      </Stack>
      <FormHelperText error={Boolean(error)}>{error ?? hint}</FormHelperText>
    </Box>
  );
}
