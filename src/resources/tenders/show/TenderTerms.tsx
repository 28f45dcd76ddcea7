import { Box, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Tender } from '../../../api/tenders';
import { formatCount, MoneyText } from '../../../components/format';
import { shippingMethodLabelKey } from '../../../domain';
import { InfoList, SectionCard } from '../../orders/shared/SectionCard';
import { fileNameOf } from '../../orders/shared/urls';
import { daysText, orDash, quantityText } from '../shared/quantity';

const T = 'tenders.tender.';

/** The buyer's terms: the description (as text), the need, the budget, the delivery. */
export function TenderTerms({ tender }: { tender: Tender }) {
  const translate = useTranslate();
  const place = [tender.countryName, tender.cityName].filter(Boolean).join(', ');
  return (
    <SectionCard title={translate(`${T}terms`)}>
      <Stack spacing={2}>
        {tender.description ? (
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {translate(`${T}description`)}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {tender.description}
            </Typography>
          </Box>
        ) : null}
        <InfoList
          items={[
            { label: translate(`${T}categoryName`), value: tender.categoryName },
            { label: translate(`${T}quantity`), value: quantityText(tender.quantity, tender.measureUnit) },
            {
              label: translate(`${T}budgetPerUnit`),
              value: <MoneyText value={tender.budgetPerUnit} variant="inherit" />,
            },
            {
              label: translate(`${T}budgetTotal`),
              value: <MoneyText value={tender.budgetTotal} variant="inherit" sx={{ fontWeight: 700 }} />,
            },
            { label: translate(`${T}deliveryDays`), value: daysText(tender.deliveryDays) },
            {
              label: translate(`${T}shippingMethod`),
              value: translate(shippingMethodLabelKey(tender.shippingMethodId)),
            },
            { label: translate(`${T}deliveryPlace`), value: place },
            { label: translate(`${T}deliveryAddress`), value: tender.deliveryAddress },
            { label: translate(`${T}proposalsCount`), value: formatCount(tender.proposalsCount) },
          ]}
        />
      </Stack>
    </SectionCard>
  );
}

/** The buyer and the tender's files (links that open in a new tab). */
export function TenderBuyer({ tender }: { tender: Tender }) {
  const translate = useTranslate();
  return (
    <SectionCard title={translate(`${T}buyer`)}>
      <Stack spacing={2}>
        <InfoList
          items={[
            { label: translate(`${T}buyer`), value: orDash(tender.buyer.name ?? tender.buyerName) },
            { label: translate('orders.detail.city'), value: tender.buyer.city },
          ]}
        />
        {tender.files.length > 0 ? (
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {translate(`${T}files`)}
            </Typography>
            <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }}>
              {tender.files.map((file) => (
                <li key={file.url}>
                  <Link href={file.url} target="_blank" rel="noopener noreferrer">
                    {file.fileName || fileNameOf(file.url)}
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
