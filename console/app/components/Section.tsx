import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A titled block of a show page (lines, comments, review...). `title` is a message key. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ px: 2, pb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mt: 1, mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
}
