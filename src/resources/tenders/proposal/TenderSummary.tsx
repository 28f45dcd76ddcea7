import { Link as RouterLink } from 'react-router-dom';
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ProposalTender } from '../../../api/tenders';
import { formatDate, MoneyText } from '../../../components/format';
import { TimeLeftText } from '../../../components/timeLeft';
import { InfoList, SectionCard } from '../../orders/shared/SectionCard';
import { tenderPath } from '../shared/paths';
import { daysText, quantityText } from '../shared/quantity';
import { StatusChip } from '../../../components/status';

const P = 'tenders.proposal.';

/** The tender a proposal answers: title, status, buyer, need, budget and the live countdown. */
export function TenderSummary({ tender }: { tender: ProposalTender }) {
  const translate = useTranslate();
  return (
    <SectionCard
      title={translate(`${P}tender`)}
      action={<StatusChip concept="tender" id={tender.statusId} />}
    >
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <InfoList
          items={[
            { label: translate(`${P}tender`), value: tender.title },
            { label: translate(`${P}buyer`), value: tender.buyerName },
            {
              label: translate('tenders.tender.quantity'),
              value: quantityText(tender.quantity, tender.measureUnit),
            },
            {
              label: translate(`${P}budgetPerUnit`),
              value: <MoneyText value={tender.budgetPerUnit} variant="inherit" />,
            },
            { label: translate('tenders.tender.deliveryDays'), value: daysText(tender.deliveryDays) },
            { label: translate(`${P}deadline`), value: formatDate(tender.deadline) },
            {
              label: translate(`${P}timeLeft`),
              value: <TimeLeftText deadline={tender.deadline} variant="inherit" />,
            },
          ]}
        />
        {tender.id === null ? null : (
          <Button component={RouterLink} to={tenderPath(tender.id)} variant="outlined" size="small">
            {translate(`${P}openTender`)}
          </Button>
        )}
      </Stack>
    </SectionCard>
  );
}
