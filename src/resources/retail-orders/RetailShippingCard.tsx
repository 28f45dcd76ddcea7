import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RetailOrderDetail } from '../../api/retailOrders';
import { formatDate } from '../../components/format';
import { deliveryMethodLabelKey, shippingMethodLabelKey } from '../../domain';
import { InfoList, SectionCard } from '../orders/shared/SectionCard';
import { safeUrl } from '../orders/shared/urls';

/** Delivery of a retail order: methods, address, CDEK data, shipping info with image thumbnails. */
export function RetailShippingCard({ order }: { order: RetailOrderDetail }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`orders.detail.${key}`, options);
  const info = order.shippingInfo;
  const images = (info?.images ?? [])
    .map((image) => safeUrl(image))
    .filter((url): url is string => url !== null);
  return (
    <SectionCard title={t('shipping')}>
      <InfoList
        items={[
          { label: t('shippingMethod'), value: translate(shippingMethodLabelKey(order.shipingMethodId)) },
          { label: t('deliveryMethod'), value: translate(deliveryMethodLabelKey(order.deliveryMethodId)) },
          { label: t('deliveryAddress'), value: order.deliveryAddress },
          { label: t('cdekOfficeAddress'), value: order.cdekOfficeAddress },
          { label: t('imIds'), value: order.imIds.length > 0 ? order.imIds.join(', ') : null },
        ]}
      />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2.5, mb: 1 }}>
        {t('shippingInfo')}
      </Typography>
      {info ? (
        <>
          <InfoList
            items={[
              { label: t('pickupDate'), value: info.pickupDate ? formatDate(info.pickupDate) : null },
              { label: t('driverPhone'), value: info.driverPhone },
            ]}
          />
          {images.length > 0 ? (
            <Box
              component="ul"
              aria-label={t('images')}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, mt: 1.5, p: 0 }}
            >
              {images.map((url, index) => (
                <li key={url}>
                  <Link href={url} target="_blank" rel="noopener noreferrer">
                    <Box
                      component="img"
                      src={url}
                      alt={t('image', { index: index + 1 })}
                      loading="lazy"
                      sx={{
                        width: 96,
                        height: 96,
                        objectFit: 'cover',
                        borderRadius: 2,
                        border: 1,
                        borderColor: 'divider',
                      }}
                    />
                  </Link>
                </li>
              ))}
            </Box>
          ) : null}
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('noShipping')}
        </Typography>
      )}
    </SectionCard>
  );
}
