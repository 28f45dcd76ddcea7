import { Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderBuyerDetail } from '../../../api/orders';
import { formatPhone } from '../../../components/format';
import { InfoList, SectionCard } from '../shared/SectionCard';

/** The buyer of a wholesale order. */
export function BuyerCard({ buyer }: { buyer: OrderBuyerDetail | null }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`orders.detail.${key}`);
  if (!buyer) return null;
  return (
    <SectionCard title={t('buyer')}>
      <InfoList
        items={[
          { label: t('company'), value: buyer.companyName },
          { label: t('buyerName'), value: buyer.fullName },
          {
            label: t('email'),
            value: buyer.email ? <Link href={`mailto:${buyer.email}`}>{buyer.email}</Link> : null,
          },
          { label: t('phone'), value: formatPhone(buyer.phoneNumber) },
          { label: t('city'), value: buyer.city },
        ]}
      />
    </SectionCard>
  );
}
