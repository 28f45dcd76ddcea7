import { FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PromotionPeriod } from '../../api/promotions';
import { periodOptionText } from './periodText';
import { PromotionSection } from './PromotionSection';

export interface PeriodPickerProps {
  periods: readonly PromotionPeriod[];
  value: number | null;
  onChange: (periodId: number) => void;
}

/** The periods on sale, one radio each: '7 дней — 490 руб.'. */
export function PeriodPicker({ periods, value, onChange }: PeriodPickerProps) {
  const translate = useTranslate();
  return (
    <PromotionSection title="promotions.add.periodTitle" id="promotion-period">
      {periods.length === 0 ? (
        <Typography color="text.secondary">{translate('promotions.add.noPeriods')}</Typography>
      ) : (
        <RadioGroup
          aria-labelledby="promotion-period"
          value={value === null ? '' : String(value)}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {periods.map((period) => (
            <FormControlLabel
              key={period.id}
              value={String(period.id)}
              control={<Radio />}
              label={periodOptionText(period)}
            />
          ))}
        </RadioGroup>
      )}
    </PromotionSection>
  );
}
