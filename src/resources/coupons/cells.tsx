import { useState } from 'react';
import { IconButton, Stack, Tooltip } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useDelete, useRefresh, useTranslate } from 'react-admin';
import type { Coupon } from '../../api/coupons';
import { ConfirmDialog } from '../../components/dialogs';
import { ListCard } from '../../components/list';
import { StatusKindChip } from '../../components/status';
import { COUPONS_RESOURCE } from './handler';
import {
  codeText,
  discountText,
  minOrderText,
  STATUS_KINDS,
  statusText,
  usageText,
  validityText,
} from './couponText';
import { useCouponTarget } from './useCouponTarget';
import { useToast } from '../../components/toast';

export function CouponStatusChip({ row }: { row: Coupon }) {
  const translate = useTranslate();
  if (row.status === null) return <span>{statusText(translate, null)}</span>;
  return <StatusKindChip kind={STATUS_KINDS[row.status]} label={statusText(translate, row.status)} />;
}

/** 'Изменить' (opens the dialog) and 'Удалить' (after a confirm) of one row. */
export function CouponRowActions({ row }: { row: Coupon }) {
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const { open } = useCouponTarget();
  const [confirming, setConfirming] = useState(false);
  const [remove, { isPending }] = useDelete<Coupon>();
  const confirm = () =>
    remove(
      COUPONS_RESOURCE,
      { id: row.id, previousData: row },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          toast.success(translate('coupons.remove.done'));
          refresh();
        },
        onError: () => {
          setConfirming(false);
          refresh();
        },
      },
    );
  const edit = translate('coupons.list.edit');
  const del = translate('coupons.list.delete');
  return (
    <Stack direction="row" spacing={0.5} onClick={(event) => event.stopPropagation()}>
      <Tooltip title={edit}>
        <IconButton size="small" aria-label={`${edit} ${codeText(row)}`} onClick={() => open(row.id)}>
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={del}>
        <IconButton
          size="small"
          color="error"
          aria-label={`${del} ${codeText(row)}`}
          onClick={() => setConfirming(true)}
        >
          <DeleteOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <ConfirmDialog
        open={confirming}
        title={translate('coupons.remove.title', { code: codeText(row) })}
        content={translate('coupons.remove.content')}
        confirmText={del}
        confirmColor="error"
        loading={isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

/** A coupon on a phone. */
export function CouponCard({ row }: { row: Coupon }) {
  const translate = useTranslate();
  return (
    <ListCard
      title={codeText(row)}
      badge={<CouponStatusChip row={row} />}
      primary={discountText(translate, row)}
      secondary={validityText(translate, row)}
      caption={usageText(translate, row)}
      amount={minOrderText(translate, row)}
      footer={<CouponRowActions row={row} />}
    />
  );
}
