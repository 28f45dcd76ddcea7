import { useEffect, useState, type ChangeEvent } from 'react';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { useTranslate } from 'react-admin';
import { BANNER_FILE_TYPES, type PixelSize } from './rules';

const R = 'banners.request.';

export interface ImagePickerProps {
  file: File | null;
  /** The file's pixel size once read. */
  size: PixelSize | null;
  /** 'WxH' the position needs, or null before a position is chosen. */
  needed: string | null;
  error: string | null;
  onPick: (file: File) => void;
}

/** The banner image: one PNG, JPEG or WebP file, its name and pixel size, and a preview. */
export function ImagePicker({ file, size, needed, error, onPick }: ImagePickerProps) {
  const translate = useTranslate();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (picked) onPick(picked);
  };
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate(`${R}image`)}
      </Typography>
      <Box>
        <Button component="label" variant="outlined" startIcon={<UploadIcon />}>
          {translate(`${R}pickImage`)}
          <input
            hidden
            type="file"
            name="BannerFile"
            accept={BANNER_FILE_TYPES.join(',')}
            aria-label={translate(`${R}pickImage`)}
            onChange={pick}
          />
        </Button>
      </Box>
      {needed ? (
        <Typography variant="caption" color="text.secondary">
          {translate(`${R}imageHint`, { size: needed })}
        </Typography>
      ) : null}
      {file ? (
        <Typography variant="body2">
          {translate(`${R}imagePicked`, {
            name: file.name,
            size: size ? `${size.width}×${size.height}` : '…',
          })}
        </Typography>
      ) : null}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
      {file && preview && !error ? (
        <Box
          component="img"
          src={preview}
          alt={translate(`${R}preview`)}
          sx={{
            maxWidth: '100%',
            maxHeight: 200,
            objectFit: 'contain',
            alignSelf: 'flex-start',
            border: 1,
            borderColor: 'divider',
          }}
        />
      ) : null}
    </Stack>
  );
}
