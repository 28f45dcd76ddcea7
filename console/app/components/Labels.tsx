import type { ReactElement } from 'react';
import { Stack } from '@mui/material';
import { Labeled } from 'react-admin';

/** Fields side by side, each under its label (the resource's field names). */
export function LabeledRow({ children }: { children: ReactElement[] }) {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {children.map((child, index) => (
        <Labeled key={index}>{child}</Labeled>
      ))}
    </Stack>
  );
}
