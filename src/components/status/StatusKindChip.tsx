import type { ReactNode } from 'react';
import { Chip, type ChipProps } from '@mui/material';
import type { PaletteMode, SxProps, Theme } from '@mui/material/styles';
import type { StatusKind } from '../../domain';

interface ChipColors {
  color: string;
  background: string;
  border: string;
}

/** Tonal chips per theme mode: each label on its own background reaches 4.5:1 (WCAG AA). */
export const STATUS_COLORS: Record<PaletteMode, Record<StatusKind, ChipColors>> = {
  light: {
    danger: { color: '#B42318', background: '#FEF3F2', border: '#FECDCA' },
    purple: { color: '#6927DA', background: '#F4F3FF', border: '#D9D6FE' },
    success: { color: '#067647', background: '#ECFDF3', border: '#ABEFC6' },
    default: { color: '#344054', background: '#F2F4F7', border: '#E4E7EC' },
  },
  dark: {
    danger: { color: '#FDA29B', background: '#55160C', border: '#912018' },
    purple: { color: '#BDB4FE', background: '#27115F', border: '#4A1FB8' },
    success: { color: '#75E0A7', background: '#053321', border: '#085D3A' },
    default: { color: '#D0D5DD', background: '#1D2939', border: '#475467' },
  },
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
  const own: SxProps<Theme> = (theme) => {
    const colors = STATUS_COLORS[theme.palette.mode][kind];
    return {
      color: colors.color,
      backgroundColor: colors.background,
      border: `1px solid ${colors.border}`,
      fontWeight: 600,
    };
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
