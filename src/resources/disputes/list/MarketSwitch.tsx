import { Link as RouterLink } from 'react-router-dom';
import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';

export const RETAIL_DISPUTES_PATH = '/disputes/retails';
export const WHOLESALE_DISPUTES_PATH = '/disputes/wholesales';

/** The switch between the two markets' lists (each with its own filters). */
export function MarketSwitch({ isRetail }: { isRetail: boolean }) {
  const translate = useTranslate();
  return (
    <Tabs
      value={isRetail ? RETAIL_DISPUTES_PATH : WHOLESALE_DISPUTES_PATH}
      aria-label={translate('disputes.market.label')}
      sx={{ mb: 2 }}
    >
      <Tab
        component={RouterLink}
        to={RETAIL_DISPUTES_PATH}
        value={RETAIL_DISPUTES_PATH}
        label={translate('disputes.market.retail')}
      />
      <Tab
        component={RouterLink}
        to={WHOLESALE_DISPUTES_PATH}
        value={WHOLESALE_DISPUTES_PATH}
        label={translate('disputes.market.wholesale')}
      />
    </Tabs>
  );
}
