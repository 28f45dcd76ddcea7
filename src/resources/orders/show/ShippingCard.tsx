import { Box, Link, Typography } from '@mui/material';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { useTranslate } from 'react-admin';
import type { OrderShippingDetails } from '../../../api/orders';
import { formatDate, formatDay, formatPhone } from '../../../components/format';
import { deliveryMethodLabelKey, shippingMethodLabelKey } from '../../../domain';
import { InfoList, SectionCard } from '../shared/SectionCard';
import { fileNameOf, safeUrl } from '../shared/urls';

/** Shipping details of a wholesale order (ready-to-send address, in-transit data, procurations). */
export function ShippingCard({ details }: { details: OrderShippingDetails }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`orders.detail.${key}`);
  const address = details.address;
  // Region and city by name come with the order (`addressText`, written by the server from the
  // location tables); without it the typed parts of the address are shown.
  const addressText =
    details.addressText?.trim() ||
    (address
      ? [address.postalIndex, address.street, address.houseNumber, address.apartmentOrOficeNumber]
          .filter(Boolean)
          .join(', ')
      : null);
  const transport = [details.transportMark, details.transportNumber].filter(Boolean).join(', ');
  // Each link shows the name the file had on the seller's computer (fileNames), else its stored name.
  const files = details.procurationFiles.flatMap((file) => {
    const url = safeUrl(file);
    return url ? [{ url, name: details.fileNames[file] ?? fileNameOf(url) }] : [];
  });
  const filled =
    addressText ||
    details.dispatchDay ||
    details.readyDays ||
    transport ||
    details.trackCode ||
    details.pickUpDate;

  return (
    <SectionCard title={t('shipping')}>
      <InfoList
        items={[
          { label: t('shippingMethod'), value: translate(shippingMethodLabelKey(details.shippingMethodId)) },
          { label: t('deliveryMethod'), value: translate(deliveryMethodLabelKey(details.deliveryMethodId)) },
          { label: t('address'), value: addressText },
          { label: t('dispatchDay'), value: details.dispatchDay ? formatDay(details.dispatchDay) : null },
          { label: t('readyDays'), value: details.readyDays },
          { label: t('transport'), value: transport },
          { label: t('driver'), value: details.driverFulname },
          { label: t('driverPhone'), value: formatPhone(details.driverPhone) },
          { label: t('voyageNumber'), value: details.voyageNumber },
          { label: t('trackCode'), value: details.trackCode },
          { label: t('pickUpDate'), value: details.pickUpDate ? formatDate(details.pickUpDate) : null },
          { label: t('additionalInfo'), value: details.additionalInfo },
        ]}
      />
      {!filled ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('noShipping')}
        </Typography>
      ) : null}
      {files.length > 0 ? (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {t('procurationFiles')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
            {files.map(({ url, name }) => (
              <li key={url}>
                <Link
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                >
                  <DescriptionOutlinedIcon fontSize="small" />
                  {name}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
    </SectionCard>
  );
}
