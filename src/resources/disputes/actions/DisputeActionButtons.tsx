import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Dispute } from '../../../api/disputes';
import { useDisputePage } from '../DisputePageContext';
import { disputeActionRulesFor } from './rules';

/** The buttons of the actions a dispute allows now, or (with `explainNone`) a note that there are none. */
export function DisputeActionButtons({ dispute, explainNone }: { dispute: Dispute; explainNone?: boolean }) {
  const translate = useTranslate();
  const { startAction } = useDisputePage();
  const rules = disputeActionRulesFor(dispute.statusId);
  if (rules.length === 0) {
    return explainNone ? (
      <Typography variant="body2" color="text.secondary">
        {translate('disputes.detail.noActions')}
      </Typography>
    ) : null;
  }
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {rules.map((rule) => (
        <Button
          key={rule.action}
          size="small"
          variant={rule.danger ? 'outlined' : 'contained'}
          color={rule.danger ? 'error' : 'primary'}
          onClick={(event) => {
            event.stopPropagation();
            startAction(rule.action, dispute);
          }}
        >
          {translate(rule.labelKey)}
        </Button>
      ))}
    </Stack>
  );
}
