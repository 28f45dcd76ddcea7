import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Banner, BannerPosition } from '../../../api/banners';
import { formatDay, missingValue } from '../../../components/format';
import { absoluteHttpUrl } from '../../../domain/httpUrl';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Position = Pick<BannerPosition, 'width' | 'height'>;

/** 'WxH' of a position, or null when the reply did not carry its size. */
export const sizeOf = (position: Position): string | null =>
  position.width === null || position.height === null ? null : `${position.width}×${position.height}`;

/** A position's name, '----' when the reply did not carry it. */
export const positionName = (position: Pick<BannerPosition, 'name'>): string =>
  position.name ?? missingValue();

/** 'Главная, 1200×300': the page and the size the reply carried, else '----'. */
export function positionDetails(
  translate: Translate,
  position: Pick<BannerPosition, 'page'> & Position,
): string {
  const size = sizeOf(position);
  if (position.page === null || size === null) return position.page ?? size ?? missingValue();
  return translate('banners.list.positionDetails', { page: position.page, size });
}

/** The stored image, small (only an http(s) or same-origin path is used as a source); '----' without one. */
export function BannerThumbnail({ row }: { row: Banner }) {
  const translate = useTranslate();
  const path = row.bannerFilePath;
  const src = path === null ? null : path.startsWith('/') ? path : absoluteHttpUrl(path);
  if (!src) return <Typography variant="body2">{missingValue()}</Typography>;
  return (
    <Box
      component="img"
      src={src}
      alt={translate('banners.list.imageAlt', { position: positionName(row.position) })}
      loading="lazy"
      sx={{ width: 120, maxHeight: 60, objectFit: 'contain', display: 'block', borderRadius: 1 }}
    />
  );
}

export function PositionCell({ row }: { row: Banner }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="body2">{positionName(row.position)}</Typography>
      <Typography variant="caption" color="text.secondary">
        {positionDetails(translate, row.position)}
      </Typography>
    </Box>
  );
}

export function periodText(translate: Translate, row: Pick<Banner, 'dateFrom' | 'dateTo'>): string {
  if (row.dateFrom === null && row.dateTo === null) return missingValue();
  return translate('banners.list.period', { from: formatDay(row.dateFrom), to: formatDay(row.dateTo) });
}

/**
 * The seller's link: opened only when it is http(s), otherwise shown as text; '' is "no link",
 * null a reply that did not say ('----').
 */
export function BannerLink({ link }: { link: string | null }) {
  const translate = useTranslate();
  if (link === null) return <Typography variant="body2">{missingValue()}</Typography>;
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
