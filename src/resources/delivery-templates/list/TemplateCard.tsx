import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TemplateListItem } from '../../../api/deliveryTemplates';
import { ListCard } from '../../../components/list';
import { missingValue } from '../../../components/format';
import { ActiveSwitch, daysRangeText, directionsCountText, ProductChips, RowActions } from './cells';

/** A template on a phone: name, switch, directions, days, products and the actions. */
export function TemplateCard({ row }: { row: TemplateListItem }) {
  const translate = useTranslate();
  return (
    <ListCard
      title={row.name}
      badge={<ActiveSwitch row={row} />}
      primary={row.directionsSummary ?? missingValue()}
      caption={directionsCountText(row, translate) ?? ''}
      amount={daysRangeText(row, translate)}
      footer={
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <ProductChips row={row} />
          </Box>
          <Box sx={{ flexShrink: 0 }}>
            <RowActions row={row} />
          </Box>
        </Box>
      }
    />
  );
}
