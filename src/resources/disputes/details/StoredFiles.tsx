import { Box, Link } from '@mui/material';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import type { StoredFile } from '../../../../contract';
import { fileNameOf, safeUrl } from '../../orders/shared/urls';

const IMAGE_NAME = /\.(jpe?g|png|webp|gif)$/i;

interface ShownFile {
  url: string;
  name: string;
  image: boolean;
}

/** Files with a safe address (others are dropped), named as uploaded; images by their extension. */
function shownFiles(files: readonly StoredFile[]): ShownFile[] {
  return files.flatMap((file) => {
    const url = safeUrl(file.url);
    if (!url) return [];
    const name = file.fileName?.trim() || fileNameOf(url);
    return [{ url, name, image: IMAGE_NAME.test(name) || IMAGE_NAME.test(url.split(/[?#]/)[0] ?? '') }];
  });
}

/** Stored files of a dispute or a message: images as thumbnails, other files as links; each opens in a new tab. */
export function StoredFiles({ files, label }: { files: readonly StoredFile[]; label: string }) {
  const shown = shownFiles(files);
  if (shown.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {shown.map((file) => (
        <li key={file.url}>
          <Link
            href={file.url}
            target="_blank"
            rel="noopener noreferrer"
            title={file.name}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
          >
            {file.image ? (
              <Box
                component="img"
                src={file.url}
                alt={file.name}
                loading="lazy"
                sx={{
                  width: 72,
                  height: 72,
                  objectFit: 'cover',
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                }}
              />
            ) : (
              <>
                <DescriptionOutlinedIcon fontSize="small" />
                {file.name}
              </>
            )}
          </Link>
        </li>
      ))}
    </Box>
  );
}
