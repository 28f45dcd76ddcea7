import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Chip, IconButton, Link, Stack, Switch, Tooltip, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslate } from 'react-admin';
import type { TemplateListItem } from '../../../api/deliveryTemplates';
import { ConfirmDialog } from '../../../components/dialogs';
import { missingValue } from '../../../components/format';
import { templateEditPath } from './paths';
import { useRemoveTemplate, useTemplateStatus } from './useTemplateActions';

const L = 'delivery.list.';
const SHOWN_PRODUCTS = 3;

/** The template's name, a link to its form (the seller's text, shown as text). */
export function TemplateNameLink({ row }: { row: TemplateListItem }) {
  return (
    <Link
      component={RouterLink}
      to={templateEditPath(row.id)}
      underline="hover"
      sx={{ fontWeight: 600 }}
      onClick={(event) => event.stopPropagation()}
    >
      {row.name || missingValue()}
    </Link>
  );
}

/** '2–5 дн.' (one number when equal); '----' without directions. */
export function daysRangeText(
  row: TemplateListItem,
  translate: (key: string, args?: object) => string,
): string {
  if (row.deliveryDayFrom === null || row.deliveryDayTo === null) return missingValue();
  return translate(`${L}daysRange`, { from: row.deliveryDayFrom, to: row.deliveryDayTo });
}

export function DaysRange({ row }: { row: TemplateListItem }) {
  const translate = useTranslate();
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {daysRangeText(row, translate)}
    </Typography>
  );
}

/** The attached products as chips: the first three, then 'ещё N'. */
export function ProductChips({ row }: { row: TemplateListItem }) {
  const translate = useTranslate();
  if (row.products.length === 0 && row.productIds.length > 0) {
    // A server that names only the products' ids: their number, the names are on the form.
    return (
      <Typography component="span" variant="body2">
        {translate(`${L}productsCount`, { count: row.productIds.length })}
      </Typography>
    );
  }
  if (row.products.length === 0) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {translate(`${L}noProducts`)}
      </Typography>
    );
  }
  const rest = row.products.length - SHOWN_PRODUCTS;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {row.products.slice(0, SHOWN_PRODUCTS).map((product) => (
        <Chip key={product.id} size="small" label={product.productName} sx={{ maxWidth: '100%' }} />
      ))}
      {rest > 0 ? (
        <Chip size="small" variant="outlined" label={translate(`${L}moreProducts`, { count: rest })} />
      ) : null}
    </Stack>
  );
}

/** 'Направлений: 2'; undefined when the server tells neither the count nor the directions. */
export function directionsCountText(
  row: TemplateListItem,
  translate: (key: string, args?: object) => string,
): string | undefined {
  return row.directionsCount === null
    ? undefined
    : translate(`${L}directionsCount`, { count: row.directionsCount });
}

/** The directions summary written by the server ('----' without one), with their count. */
export function DirectionsSummary({ row }: { row: TemplateListItem }) {
  const translate = useTranslate();
  const count = directionsCountText(row, translate);
  return (
    <Stack spacing={0.25}>
      <Typography component="span" variant="body2">
        {row.directionsSummary ?? missingValue()}
      </Typography>
      {count === undefined ? null : (
        <Typography component="span" variant="caption" color="text.secondary">
          {count}
        </Typography>
      )}
    </Stack>
  );
}

/** The row's on/off switch (ChangeTemplateStatus). */
export function ActiveSwitch({ row }: { row: TemplateListItem }) {
  const translate = useTranslate();
  const { change, isPending } = useTemplateStatus();
  return (
    <Switch
      checked={row.isActive}
      disabled={isPending}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => change({ templateId: row.id, isActive: event.target.checked })}
      slotProps={{ input: { 'aria-label': translate(`${L}activate`, { name: row.name }) } }}
    />
  );
}

/** Edit and remove (after the confirm dialog). */
export function RowActions({ row }: { row: TemplateListItem }) {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const { remove, isPending } = useRemoveTemplate();
  return (
    <Stack direction="row" spacing={0.5} onClick={(event) => event.stopPropagation()}>
      <Tooltip title={translate(`${L}edit`)}>
        <IconButton
          component={RouterLink}
          to={templateEditPath(row.id)}
          size="small"
          aria-label={translate(`${L}edit`)}
        >
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate(`${L}remove`)}>
        <IconButton size="small" aria-label={translate(`${L}remove`)} onClick={() => setConfirming(true)}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <ConfirmDialog
        open={confirming}
        title={translate(`${L}removeTitle`, { name: row.name })}
        content={translate(`${L}removeText`)}
        confirmColor="error"
        loading={isPending}
        onConfirm={() => remove(row, () => setConfirming(false))}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
