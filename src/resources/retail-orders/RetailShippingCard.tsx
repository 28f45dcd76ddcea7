import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RetailOrderDetail } from '../../api/retailOrders';
import { formatDate, formatPhone } from '../../components/format';
import { deliveryMethodLabelKey, shippingMethodLabelKey } from '../../domain';
import { InfoList, SectionCard } from '../orders/shared/SectionCard';
import { safeUrl } from '../orders/shared/urls';

/** Delivery of a retail order: methods, address, CDEK data, shipping info with image thumbnails. */
export function RetailShippingCard({ order }: { order: RetailOrderDetail }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`orders.detail.${key}`, options);
  const info = order.shippingInfo;
  // Each photo is captioned with the name it had on the seller's computer (fileNames), if known.
  const images = (info?.images ?? []).flatMap((image) => {
    const url = safeUrl(image);
    return url ? [{ url, name: info?.fileNames[image] ?? null }] : [];
  });
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
              { label: t('driverPhone'), value: formatPhone(info.driverPhone) },
            ]}
          />
          {images.length > 0 ? (
            <Box
              component="ul"
              aria-label={t('images')}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, mt: 1.5, p: 0 }}
            >
              {images.map(({ url, name }, index) => (
                <li key={url}>
                  <Link
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    sx={{ display: 'grid', gap: 0.5, width: 96 }}
                  >
                    <Box
                      component="img"
                      src={url}
                      alt={name ?? t('image', { index: index + 1 })}
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
                    {name ? (
                      <Typography variant="caption" noWrap title={name}>
                        {name}
                      </Typography>
                    ) : null}
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
