import type { ReactNode } from 'react';
import { Box, FormControlLabel, Radio, Typography } from '@mui/material';
import { missingValue } from '../format';
import { PromotionProduct } from './cells';

export interface CandidateOptionProps {
  productId: number;
  name: string | null;
  image: string | null;
  /** It cannot be chosen (not eligible). */
  disabled?: boolean;
  /** A warning beside it ('Уже в топе или ждёт оплаты'), or null. */
  hint: string | null;
  /** Further facts under the name (rating, taken labels). */
  details: ReactNode;
}

/** One product of an add page's product choice: a radio with its image, name and facts. */
export function CandidateOption({
  productId,
  name,
  image,
  disabled = false,
  hint,
  details,
}: CandidateOptionProps) {
  return (
    <FormControlLabel
      value={String(productId)}
      disabled={disabled}
      data-taken={hint ? 'true' : undefined}
      control={<Radio slotProps={{ input: { 'aria-label': name ?? missingValue() } }} />}
      sx={{ alignItems: 'center', py: 0.5, mr: 0 }}
      label={
        <Box>
          <PromotionProduct name={name} image={image} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5, pl: 7 }}>
            {details}
            {hint ? (
              <Typography variant="body2" color="warning.main">
                {hint}
              </Typography>
            ) : null}
          </Box>
        </Box>
      }
    />
  );
}
