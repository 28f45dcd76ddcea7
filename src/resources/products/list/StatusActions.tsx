import { Button, Tooltip } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { ProductListItem } from '../../../api/products';
import { ProductStatus, productStatusOf } from '../../../domain';
import { useProductStatusChange } from './useProductStatusChange';

const A = 'products.list.actions.';

/**
 * A row's action: 'Деактивировать' an active product, 'Активировать' an inactive one or a draft
 * (which publishes it). A blocked product cannot be activated: the button is off and its tooltip
 * says why.
 */
export function StatusToggleButton({ row }: { row: ProductListItem }) {
  const translate = useTranslate();
  const { change, isPending } = useProductStatusChange();
  const status = productStatusOf(row);
  const activate = status !== ProductStatus.Active;
  const label = translate(activate ? `${A}activate` : `${A}deactivate`);
  if (status === ProductStatus.Blocked) {
    return (
      <Tooltip title={translate(`${A}blocked`)}>
        <span>
          <Button size="small" disabled sx={{ px: 0.5, minWidth: 0 }}>
            {label}
          </Button>
        </span>
      </Tooltip>
    );
  }
  return (
    <Button
      size="small"
      color={activate ? 'primary' : 'inherit'}
      sx={{ px: 0.5, minWidth: 0 }}
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        void change([row.id], activate);
      }}
    >
      {label}
    </Button>
  );
}

/** The toolbar of the selected rows: 'Активировать' / 'Деактивировать' them all at once. */
export function BulkStatusButtons() {
  const translate = useTranslate();
  const { selectedIds } = useListContext<ProductListItem>();
  const { change, isPending } = useProductStatusChange();
  return (
    <>
      <Button size="small" disabled={isPending} onClick={() => void change(selectedIds, true)}>
        {translate(`${A}activate`)}
      </Button>
      <Button
        size="small"
        color="inherit"
        disabled={isPending}
        onClick={() => void change(selectedIds, false)}
      >
        {translate(`${A}deactivate`)}
      </Button>
    </>
  );
}
