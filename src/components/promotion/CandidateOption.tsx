import type { ReactNode } from 'react';
import { Box, FormControlLabel, Radio, Typography } from '@mui/material';
import { PromotionProduct } from './cells';

export interface CandidateOptionProps {
  productId: number;
  name: string;
  image: string | null;
  /** Why it cannot be chosen now ('Уже в топе'), or null. */
  blocked: string | null;
  /** Further facts under the name (rating, taken labels). */
  details: ReactNode;
}

/** One product of an add page's product choice: a radio with its image, name and facts. */
export function CandidateOption({ productId, name, image, blocked, details }: CandidateOptionProps) {
  return (
    <FormControlLabel
      value={String(productId)}
      disabled={blocked !== null}
      control={<Radio slotProps={{ input: { 'aria-label': name } }} />}
      sx={{ alignItems: 'center', py: 0.5, mr: 0 }}
      label={
        <Box>
          <PromotionProduct name={name} image={image} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5, pl: 7 }}>
            {details}
            {blocked ? (
              <Typography variant="body2" color="warning.main">
                {blocked}
              </Typography>
            ) : null}
          </Box>
        </Box>
      }
    />
  );
}
