import { Box, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { LEARNING_RESOURCE, type LearningDataProvider } from './handler';
import { useRouteTitle } from '../../routes/routeTitle';
import { SellerGuide } from './SellerGuide';
import { StepsChecklist } from './StepsChecklist';

/**
 * /learning/steps: 'Шаги к успеху' ticked from the seller's own data (read on every visit) and
 * the seller guide. Without the ticks (a server without the call, or a failure) the steps are
 * listed as links (docs/contract/learning.md "Reading replies").
 */
export default function LearningPage() {
  const title = useRouteTitle();
  const dataProvider = useDataProvider<LearningDataProvider>();
  const steps = useQuery({
    queryKey: [LEARNING_RESOURCE, 'getSteps'],
    queryFn: () => dataProvider.getSteps(LEARNING_RESOURCE),
    retry: false,
    staleTime: 0,
  });
  return (
    <Box sx={{ py: 3, maxWidth: 960 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {title}
      </Typography>
      {steps.isPending ? (
        <Skeleton variant="rounded" height={320} sx={{ mb: 3 }} data-testid="learning-skeleton" />
      ) : (
        <StepsChecklist steps={steps.data ?? null} />
      )}
      <SellerGuide />
    </Box>
  );
}
