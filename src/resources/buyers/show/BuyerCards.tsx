import type { ReactNode } from 'react';
import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BuyerDetail } from '../../../api/buyers';
import {
  formatCount,
  formatDate,
  formatDay,
  formatMoneyOrDash,
  formatPhone,
  missingValue,
  MoneyText,
} from '../../../components/format';
import { InfoList, SectionCard } from '../../orders/shared/SectionCard';
import { userTypeText } from '../shared';

/** Who the buyer is: company, name, type, where, how to reach them, since when. */
export function BuyerProfileCard({ buyer }: { buyer: BuyerDetail }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`buyers.detail.${key}`);
  const location = [buyer.countryName, buyer.city].filter((part) => part && part.trim()).join(', ');
  return (
    <SectionCard title={t('card')}>
      <InfoList
        items={[
          { label: t('company'), value: buyer.companyName },
          { label: t('fullName'), value: buyer.fullName },
          { label: t('userType'), value: userTypeText(translate, buyer.userTypeId) },
          { label: t('location'), value: location },
          {
            label: t('email'),
            value: buyer.email ? <Link href={`mailto:${buyer.email}`}>{buyer.email}</Link> : null,
          },
          { label: t('phone'), value: formatPhone(buyer.phoneNumber) },
          { label: t('registrationDate'), value: formatDay(buyer.registrationDate) },
        ]}
      />
    </SectionCard>
  );
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The buyer's figures with the seller (declined and cancelled orders count in orders, not in amounts). */
export function BuyerTotalsCard({ buyer }: { buyer: BuyerDetail }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`buyers.detail.${key}`, options);
  const market = (figures: BuyerDetail['wholesale']) =>
    figures?.ordersCount === null || figures?.ordersCount === undefined
      ? missingValue()
      : t('marketFigures', {
          count: formatCount(figures.ordersCount),
          amount: formatMoneyOrDash(figures.spentAmount),
        });
  return (
    <SectionCard title={t('totals')}>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          gap: 2,
          m: 0,
          mb: 2,
        }}
      >
        <Figure label={t('ordersCount')} value={buyer.ordersCount ?? missingValue()} />
        <Figure label={t('spentAmount')} value={<MoneyText value={buyer.spentAmount} variant="inherit" />} />
        <Figure
          label={t('averageCheck')}
          value={<MoneyText value={buyer.averageCheck} variant="inherit" />}
        />
        <Figure label={t('lastOrderDate')} value={formatDate(buyer.lastOrderDate)} />
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('byMarket')}
      </Typography>
      <InfoList
        items={[
          { label: translate('buyers.markets.2'), value: market(buyer.wholesale) },
          { label: translate('buyers.markets.1'), value: market(buyer.retail) },
        ]}
      />
    </SectionCard>
  );
}
