import { FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { HighlightLabel } from '../../../contract';
import { HIGHLIGHT_LABELS } from '../../api/promotionsPayloads';
import { PromotionSection } from '../../components/promotion';

/** The five labels of spec section 3: the one the product will be highlighted with. */
export function LabelPicker({
  value,
  onChange,
}: {
  value: HighlightLabel | null;
  onChange: (label: HighlightLabel) => void;
}) {
  const translate = useTranslate();
  return (
    <PromotionSection title="promotions.add.labelTitle" hint="promotions.add.labelHint" id="highlight-label">
      <RadioGroup
        row
        aria-labelledby="highlight-label"
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(Number(event.target.value) as HighlightLabel)}
      >
        {HIGHLIGHT_LABELS.map((label) => (
          <FormControlLabel
            key={label}
            value={String(label)}
            control={<Radio />}
            label={translate(`marketing.label.${label}`)}
          />
        ))}
      </RadioGroup>
    </PromotionSection>
  );
}
