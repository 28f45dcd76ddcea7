import type { ReactNode } from 'react';
import { Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** One step of an add page: a titled card (the title names the radio group inside). */
export function PromotionSection({
  title,
  hint,
  id,
  children,
}: {
  title: string;
  hint?: string;
  id: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, borderRadius: 3 }}>
      <Typography variant="subtitle1" component="h2" id={id} sx={{ fontWeight: 600 }}>
        {translate(title)}
      </Typography>
      {hint ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(hint)}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}
