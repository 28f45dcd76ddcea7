import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { EmptyState } from '../../components/list';
import type { CourierService } from '../../api/locations';
import { LOCATIONS_RESOURCE, type LocationsDataProvider } from './handler';
import { deliveryMethodChoices, templateDeliveryMethodIds } from '../../domain';
import { useRouteTitle } from '../../routes/routeTitle';
import { CourierCard } from './CourierCard';
import { LoadingSpinner } from '../../components/loading';

/**
 * The delivery methods of spec section 9 as services, for a server without GetCourierServices
 * (ours): their names, and whether templates offer them; nothing the server did not say.
 */
const knownServices = (translate: (key: string) => string): CourierService[] =>
  deliveryMethodChoices.map((choice) => ({
    deliveryMethodId: choice.id,
    name: translate(choice.name),
    description: null,
    requirements: [],
    forTemplates: templateDeliveryMethodIds.includes(choice.id),
    website: null,
  }));

/** /delivery/couriers: the courier services (GetCourierServices) as cards. */
export default function CouriersPage() {
  const title = useRouteTitle();
  const translate = useTranslate();
  const dataProvider = useDataProvider<LocationsDataProvider>();
  const query = useQuery({
    queryKey: [LOCATIONS_RESOURCE, 'getCourierServices'],
    queryFn: () => dataProvider.getCourierServices(LOCATIONS_RESOURCE),
    retry: false,
  });
  const { isPending } = query;
  const data = query.data === null || query.isError ? knownServices(translate) : query.data;
  return (
    <Box sx={{ py: 3 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('delivery.couriers.intro')}
      </Typography>
      {isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <LoadingSpinner size={40} />
        </Box>
      ) : !data || data.length === 0 ? (
        <EmptyState title="delivery.couriers.empty" />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              md: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {data.map((service) => (
            <CourierCard key={service.deliveryMethodId} service={service} />
          ))}
        </Box>
      )}
    </Box>
  );
}
