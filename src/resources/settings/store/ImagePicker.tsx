import { useEffect, useState } from 'react';
import { Avatar, Box, Button, Stack, Typography } from '@mui/material';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { useTranslate } from 'react-admin';
import { nameInitials } from '../../../components/format';
import { IMAGE_UPLOAD_TYPES, validateUpload } from '../../../validation/requisites';
import { fileSizeText } from '../shared/fileSize';

const S = 'settings.store.';

/** A chosen file's object URL, revoked when it changes or the picker goes. */
function usePreview(file: File | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!(file instanceof File)) {
      setUrl(null);
      return undefined;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** The fallback of a missing (or unreadable) image: the store's initials, or a storefront banner. */
function Fallback({ kind, storeName }: { kind: 'logo' | 'picture'; storeName: string }) {
  if (kind === 'logo')
    return (
      <Avatar sx={{ width: 96, height: 96, fontSize: 32 }} data-testid="logo-fallback">
        {nameInitials(storeName) || <StorefrontOutlinedIcon />}
      </Avatar>
    );
  return (
    <Box
      data-testid="picture-fallback"
      sx={{
        width: '100%',
        height: 140,
        borderRadius: 1,
        display: 'grid',
        placeItems: 'center',
        color: 'primary.contrastText',
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.primary.main}, ${theme.palette.secondary.main})`,
      }}
    >
      <StorefrontOutlinedIcon sx={{ fontSize: 56 }} />
    </Box>
  );
}

export interface ImagePickerProps {
  kind: 'logo' | 'picture';
  label: string;
  storeName: string;
  /** The current image URL (applied, or the pending edit's). */
  current: string | null;
  /** undefined keeps the current image, a File replaces it, null removes it. */
  choice: File | null | undefined;
  readOnly: boolean;
  onChange: (choice: File | null | undefined) => void;
}

/** The logo or the store picture: preview, fallback image, choose / remove / keep. */
export function ImagePicker({
  kind,
  label,
  storeName,
  current,
  choice,
  readOnly,
  onChange,
}: ImagePickerProps) {
  const translate = useTranslate();
  const preview = usePreview(choice);
  const [broken, setBroken] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = choice === undefined ? current : preview;
  const inputId = `store-${kind}`;
  const image =
    shown && broken !== shown ? (
      <Box
        component="img"
        src={shown}
        alt={label}
        onError={() => setBroken(shown)}
        sx={
          kind === 'logo'
            ? { width: 96, height: 96, borderRadius: '50%', objectFit: 'cover' }
            : { width: '100%', height: 140, borderRadius: 1, objectFit: 'cover' }
        }
      />
    ) : (
      <Fallback kind={kind} storeName={storeName} />
    );
  return (
    <Stack spacing={1} role="group" aria-label={label}>
      <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
      {image}
      {choice instanceof File ? (
        <Typography variant="body2" color="primary" sx={{ overflowWrap: 'anywhere' }}>
          {choice.name} ({fileSizeText(choice.size)})
        </Typography>
      ) : null}
      {error ? (
        <Typography variant="body2" color="error" role="alert">
          {error}
        </Typography>
      ) : null}
      {readOnly ? null : (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button
            component="label"
            htmlFor={inputId}
            variant="outlined"
            size="small"
            startIcon={<AddPhotoAlternateOutlinedIcon />}
          >
            {translate(`${S}chooseImage`)}
            <input
              id={inputId}
              type="file"
              hidden
              aria-label={label}
              accept={IMAGE_UPLOAD_TYPES.join(',')}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (!file) return;
                const message = validateUpload(file, 'image');
                setError(message ? translate(message.key, message.args) : null);
                if (!message) onChange(file);
              }}
            />
          </Button>
          {choice !== undefined ? (
            <Button size="small" color="inherit" onClick={() => onChange(undefined)}>
              {translate(`${S}keepImage`)}
            </Button>
          ) : null}
          {current && choice === undefined ? (
            <Button size="small" color="error" onClick={() => onChange(null)}>
              {translate(`${S}removeImage`)}
            </Button>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
