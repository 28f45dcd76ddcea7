import type { ReactNode } from 'react';
import { Box, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';

/** One row of a list form (an address, a member of staff) as a card with its remove button. */
export function RowCard({
  title,
  removeLabel,
  onRemove,
  children,
}: {
  title: string;
  removeLabel: string;
  /** Absent while the list is read-only. */
  onRemove?: () => void;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={title}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {onRemove ? (
          <Tooltip title={removeLabel}>
            <IconButton aria-label={removeLabel} onClick={onRemove} size="small">
              <DeleteOutlineIcon />
            </IconButton>
          </Tooltip>
        ) : (
          <Box />
        )}
      </Stack>
      {children}
    </Paper>
  );
}
