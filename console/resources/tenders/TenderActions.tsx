import { useState } from 'react';
import { Typography } from '@mui/material';
import { Button, Confirm, useRecordContext, useShowContext, useTranslate } from 'react-admin';
import { UNDER_REVIEW } from './choices';
import type { TenderProposalRecord, TenderRecord } from './records';
import { useTenderAction } from './useTenderAction';

/** The buyer cancels the tender (after a confirmation) while its status allows it. */
export function CancelTenderButton() {
  const record = useRecordContext<TenderRecord>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { run, isPending } = useTenderAction(record?.id ?? 0);
  if (!record) return null;
  if (!record.allowedActions.includes('cancel')) {
    return <Typography variant="body2">{translate('console.tenders.actions.none')}</Typography>;
  }
  return (
    <>
      <Button
        label={translate('console.tenders.action.cancel')}
        variant="contained"
        color="error"
        disabled={isPending}
        onClick={() => setOpen(true)}
      />
      <Confirm
        isOpen={open}
        loading={isPending}
        title="console.tenders.actions.cancelTitle"
        content="console.tenders.actions.cancelContent"
        translateOptions={{ title: record.title }}
        onConfirm={() => {
          run('cancel');
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/**
 * 'Выбрать победителем' on a proposal row: offered while the tender allows a choice and the
 * proposal is under review (the server checks both again).
 */
export function ChooseWinnerButton() {
  const proposal = useRecordContext<TenderProposalRecord>();
  const { record: tender } = useShowContext<TenderRecord>();
  const translate = useTranslate();
  const { run, isPending } = useTenderAction(tender?.id ?? 0);
  if (!proposal || !tender) return null;
  const offered = tender.allowedActions.includes('chooseWinner') && proposal.statusId === UNDER_REVIEW;
  if (!offered) return null;
  return (
    <Button
      label={translate('console.tenders.action.chooseWinner')}
      variant="outlined"
      disabled={isPending}
      onClick={() => run('chooseWinner', proposal.id)}
    />
  );
}
