import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { formatDate } from '../../../components/format';

export interface HistoryEntry {
  key: string;
  chip: ReactNode;
  /** Null shows '----'. */
  date: string | null;
}

/** The status history as a vertical timeline (oldest first). */
export function HistoryList({ entries }: { entries: readonly HistoryEntry[] }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry, index) => (
        <Box
          component="li"
          key={entry.key}
          sx={{
            position: 'relative',
            pl: 3,
            pb: index === entries.length - 1 ? 0 : 2,
            '&::before': {
              content: '""',
              position: 'absolute',
              left: 5,
              top: 8,
              width: 10,
              height: 10,
              borderRadius: '50%',
              bgcolor: index === entries.length - 1 ? 'primary.main' : 'divider',
            },
            '&::after':
              index === entries.length - 1
                ? undefined
                : {
                    content: '""',
                    position: 'absolute',
                    left: 9,
                    top: 20,
                    bottom: 0,
                    width: 2,
                    bgcolor: 'divider',
                  },
          }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            {entry.chip}
            <Typography variant="caption" color="text.secondary">
              {formatDate(entry.date)}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
