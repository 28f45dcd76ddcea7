import { Avatar } from '@mui/material';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { safeUrl } from './urls';

/** A product thumbnail (only http(s) or same-origin images), else a placeholder icon. */
export function ProductImage({
  src,
  alt,
  size = 44,
}: {
  src: string | null | undefined;
  alt: string;
  size?: number;
}) {
  const url = safeUrl(src);
  return (
    <Avatar
      variant="rounded"
      src={url ?? undefined}
      alt={alt}
      sx={{ width: size, height: size, bgcolor: 'action.hover', color: 'text.disabled' }}
    >
      <Inventory2OutlinedIcon fontSize="small" />
    </Avatar>
  );
}
