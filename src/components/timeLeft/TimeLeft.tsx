import { useEffect, useState } from 'react';
import { Typography, type TypographyProps } from '@mui/material';
import { timeLeft, type TimeLeftUrgency } from './timeLeft';

const COLORS: Record<TimeLeftUrgency, string> = {
  normal: 'text.primary',
  warning: 'warning.dark',
  expired: 'text.secondary',
};

export interface TimeLeftTextProps {
  /** ISO instant (or Date) of the deadline. */
  deadline: string | Date | null | undefined;
  variant?: TypographyProps['variant'];
}

/**
 * A live countdown to `deadline`: re-rendered once a minute, once a second in the last hour,
 * and no more once the deadline has passed. Under a day it turns the warning colour
 * (`data-urgency` tells the state).
 */
export function TimeLeftText({ deadline, variant = 'body2' }: TimeLeftTextProps) {
  const [now, setNow] = useState(() => new Date());
  const left = timeLeft(now, deadline);
  const { refreshMs } = left;
  useEffect(() => {
    if (refreshMs === null) return undefined;
    const timer = window.setInterval(() => setNow(new Date()), refreshMs);
    return () => window.clearInterval(timer);
  }, [refreshMs]);
  return (
    <Typography
      component="span"
      variant={variant}
      data-urgency={left.urgency}
      sx={{
        color: COLORS[left.urgency],
        fontWeight: left.urgency === 'warning' ? 600 : undefined,
        whiteSpace: 'nowrap',
      }}
    >
      {left.text}
    </Typography>
  );
}
