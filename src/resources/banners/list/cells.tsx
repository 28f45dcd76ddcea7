import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Banner } from '../../../api/banners';
import { formatDay } from '../../../components/format';
import { absoluteHttpUrl } from '../../../domain/httpUrl';

/** 'WxH' of a position. */
export const sizeOf = (position: Pick<Banner['position'], 'width' | 'height'>): string =>
  `${position.width}×${position.height}`;

/** The stored image, small (only an http(s) or same-origin path is used as a source). */
export function BannerThumbnail({ row }: { row: Banner }) {
  const translate = useTranslate();
  const src = row.bannerFilePath.startsWith('/') ? row.bannerFilePath : absoluteHttpUrl(row.bannerFilePath);
  if (!src) return null;
  return (
    <Box
      component="img"
      src={src}
      alt={translate('banners.list.imageAlt', { position: row.position.name })}
      loading="lazy"
      sx={{ width: 120, maxHeight: 60, objectFit: 'contain', display: 'block', borderRadius: 1 }}
    />
  );
}

export function PositionCell({ row }: { row: Banner }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="body2">{row.position.name}</Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('banners.list.positionDetails', { page: row.position.page, size: sizeOf(row.position) })}
      </Typography>
    </Box>
  );
}

export function periodText(
  translate: (key: string, options?: Record<string, unknown>) => string,
  row: Pick<Banner, 'dateFrom' | 'dateTo'>,
): string {
  return translate('banners.list.period', { from: formatDay(row.dateFrom), to: formatDay(row.dateTo) });
}

/** The seller's link: opened only when it is http(s), otherwise shown as text. */
export function BannerLink({ link }: { link: string | null }) {
  const translate = useTranslate();
  if (!link) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('banners.list.noLink')}
      </Typography>
    );
  }
  const href = absoluteHttpUrl(link);
  if (!href) return <Typography variant="body2">{link}</Typography>;
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="body2"
      sx={{ wordBreak: 'break-all' }}
    >
      {link}
    </Link>
  );
}
