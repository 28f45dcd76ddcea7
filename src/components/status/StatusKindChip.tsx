import type { ReactNode } from 'react';
import { Chip, type ChipProps } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import type { StatusKind } from '../../domain';

export const STATUS_COLORS: Record<StatusKind, { color: string; background: string; border: string }> = {
  danger: { color: '#B42318', background: '#FEF3F2', border: '#FECDCA' },
  purple: { color: '#6927DA', background: '#F4F3FF', border: '#D9D6FE' },
  success: { color: '#067647', background: '#ECFDF3', border: '#ABEFC6' },
  default: { color: '#344054', background: '#F2F4F7', border: '#E4E7EC' },
};

export interface StatusKindChipProps extends Omit<ChipProps, 'color' | 'label'> {
  kind: StatusKind;
  label: ReactNode;
}

/**
 * The drawing of a status chip: a label coloured by kind (tonal chip; purple is not a MUI palette
 * colour, so all use sx). Screens use `StatusChip`, which finds the label and kind of an id.
 */
export function StatusKindChip({ kind, label, size = 'small', sx, ...rest }: StatusKindChipProps) {
  const colors = STATUS_COLORS[kind];
  const own: SxProps<Theme> = {
    color: colors.color,
    backgroundColor: colors.background,
    border: `1px solid ${colors.border}`,
    fontWeight: 600,
  };
  return (
    <Chip
      size={size}
      label={label}
      data-status-kind={kind}
      sx={[own, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])]}
      {...rest}
    />
  );
}
