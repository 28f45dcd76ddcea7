import { useEffect, useMemo } from 'react';
import { Box, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';

/** Previews of the images about to be sent, each with its remove button. */
export function ImagePreviews({
  images,
  onRemove,
}: {
  images: readonly File[];
  onRemove: (index: number) => void;
}) {
  const translate = useTranslate();
  const urls = useMemo(
    () =>
      images.map((image) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(image) : '')),
    [images],
  );
  useEffect(
    () => () => {
      for (const url of urls) if (url) URL.revokeObjectURL(url);
    },
    [urls],
  );
  if (images.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={translate('chat.composer.images')}
      sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {images.map((image, index) => (
        <Box component="li" key={`${image.name}-${index}`} sx={{ position: 'relative' }}>
          <Box
            component="img"
            src={urls[index] || undefined}
            alt={image.name}
            sx={{
              display: 'block',
              width: 64,
              height: 64,
              objectFit: 'cover',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
            }}
          />
          <IconButton
            size="small"
            aria-label={translate('chat.composer.removeImage', { name: image.name })}
            onClick={() => onRemove(index)}
            sx={{
              position: 'absolute',
              top: -10,
              right: -10,
              bgcolor: 'background.paper',
              boxShadow: 1,
              p: 0.25,
            }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
    </Box>
  );
}
